package dev.vigil.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The differences between two runs A and B on the tasks both ran (matched by task id): wrong
 * verdicts first, then tasks solved by one run only, then other verdict changes, then changed
 * reasons for UNKNOWN. Within a kind, tasks are in id order.
 */
public record Comparison(
    BenchRun a,
    BenchRun b,
    List<Difference> differences,
    List<Pair> common,
    List<String> onlyInA,
    List<String> onlyInB) {

  /** The kinds of difference, in the order they are reported. */
  public enum Kind {
    WRONG("Wrong verdicts", "Tasks where A or B (or both) answered wrongly."),
    SOLVED_BY_A_ONLY("Solved by A only", "Correct in A, not in B."),
    SOLVED_BY_B_ONLY("Solved by B only", "Correct in B, not in A."),
    VERDICT_CHANGED(
        "Other verdict changes",
        "Different verdicts that are neither wrong nor correct in one run only."),
    REASON_CHANGED("Unknown with another reason", "UNKNOWN in both, for different reasons.");

    private final String title;
    private final String note;

    Kind(String title, String note) {
      this.title = title;
      this.note = note;
    }

    public String title() {
      return title;
    }

    public String note() {
      return note;
    }
  }

  /** The results of one task in A and in B. */
  public record Pair(TaskResult a, TaskResult b) {}

  /** One task whose results differ, or that is wrong in either run. */
  public record Difference(Kind kind, TaskResult a, TaskResult b) {
    /** Whether A and B answered differently (a task wrong in both alike is not a change). */
    public boolean changed() {
      return !same(a, b);
    }
  }

  public Comparison {
    Objects.requireNonNull(a);
    Objects.requireNonNull(b);
    differences = List.copyOf(differences);
    common = List.copyOf(common);
    onlyInA = List.copyOf(onlyInA);
    onlyInB = List.copyOf(onlyInB);
  }

  public static Comparison of(BenchRun a, BenchRun b) {
    Map<String, TaskResult> inB = new LinkedHashMap<>();
    b.results().forEach(r -> inB.put(r.task(), r));
    List<Pair> common = new ArrayList<>();
    List<String> onlyInA = new ArrayList<>();
    for (TaskResult ra : a.results()) {
      TaskResult rb = inB.remove(ra.task());
      if (rb == null) {
        onlyInA.add(ra.task());
      } else {
        common.add(new Pair(ra, rb));
      }
    }
    common.sort(Comparator.comparing(p -> p.a().task()));
    List<Difference> differences = new ArrayList<>();
    for (Pair p : common) {
      kind(p.a(), p.b()).ifPresent(k -> differences.add(new Difference(k, p.a(), p.b())));
    }
    differences.sort(
        Comparator.comparing((Difference d) -> d.kind()).thenComparing(d -> d.a().task()));
    List<String> onlyInB = new ArrayList<>(inB.keySet());
    onlyInA.sort(null);
    onlyInB.sort(null);
    return new Comparison(a, b, differences, common, onlyInA, onlyInB);
  }

  static boolean same(TaskResult a, TaskResult b) {
    return a.verdict().equals(b.verdict())
        && a.classification() == b.classification()
        && a.reasonKind().equals(b.reasonKind());
  }

  static Optional<Kind> kind(TaskResult a, TaskResult b) {
    if (a.classification().isWrong() || b.classification().isWrong()) {
      return Optional.of(Kind.WRONG);
    }
    if (same(a, b)) {
      return Optional.empty();
    }
    if (a.verdict().equals(b.verdict()) && a.classification() == b.classification()) {
      return Optional.of(Kind.REASON_CHANGED);
    }
    if (a.classification().isCorrect() && !b.classification().isCorrect()) {
      return Optional.of(Kind.SOLVED_BY_A_ONLY);
    }
    if (b.classification().isCorrect() && !a.classification().isCorrect()) {
      return Optional.of(Kind.SOLVED_BY_B_ONLY);
    }
    return Optional.of(Kind.VERDICT_CHANGED);
  }

  /** Score of B minus score of A, on the tasks both ran. */
  public int scoreDifferenceOnCommonTasks() {
    int diff = 0;
    for (Pair p : common) {
      diff += p.b().score() - p.a().score();
    }
    return diff;
  }

  public long changedTasks() {
    return differences.stream().filter(Difference::changed).count();
  }

  public List<Difference> ofKind(Kind kind) {
    return differences.stream().filter(d -> d.kind() == kind).toList();
  }
}
