package dev.vigil.engine.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.engine.Budget;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendException;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.frontend.UnsupportedFeatureException;
import dev.vigil.ir.Program;
import dev.vigil.report.VerdictText;
import dev.vigil.spec.Instrumenter;
import dev.vigil.task.Task;
import dev.vigil.task.TaskException;
import dev.vigil.task.TaskFile;
import dev.vigil.validation.ReplayingEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The {@code random} engine on the unreach-call tasks of the shared SV-COMP set and on the seed
 * examples, along the path the command line takes (front end, instrumentation, engine behind the
 * replaying check). On the SV-COMP set it must find the bug in at least 10 FALSE tasks within 10 s
 * each; on both it must never answer FALSE on a TRUE task (nor TRUE on a FALSE one). Budgets are
 * short so that the test stays within about two minutes on two cores: the bugs random testing finds
 * at all, it finds within a second or two.
 */
class RandomEngineOnSharedTasksTest {
  private static final Duration FALSE_TASK_BUDGET = Duration.ofSeconds(2);
  private static final Duration TRUE_TASK_BUDGET = Duration.ofMillis(500);
  private static final double FOUND_WITHIN_SECONDS = 10;
  private static final int MIN_FOUND = 10;
  private static final int THREADS = 2;
  private static final int MIN_SEEDS_VERIFIED = 50;
  private static final int MIN_SEED_BUGS_FOUND = 15;

  /**
   * One task's result: the verdict as SV-COMP prints it, and the seconds from reading to verdict.
   */
  private record Run(
      String name, boolean expected, String verdict, double seconds, List<String> alarms) {
    boolean answeredFalse() {
      return verdict.startsWith("FALSE");
    }

    boolean wrong() {
      return expected ? answeredFalse() : verdict.equals("TRUE");
    }
  }

  @Test
  void findsBugsInFalseTasksAndNeverAnswersFalseOnTrueTasks() throws Exception {
    Optional<Path> shared = sharedBenchmarks();
    assumeTrue(shared.isPresent(), "shared benchmarks not found (set -Dvigil.shared=DIR)");
    Path svcomp = shared.get().resolve("sv-comp");
    List<String> manifest = Files.readAllLines(svcomp.resolve("MANIFEST.tsv"));
    List<Path> tasks = new ArrayList<>();
    for (String line : manifest.subList(1, manifest.size())) {
      String[] f = line.split("\t");
      if (f[2].equals("unreach-call")) {
        tasks.add(svcomp.resolve(f[0]));
      }
    }
    Outcome outcome = verifyAll(svcomp, tasks);
    assertTrue(outcome.found() >= MIN_FOUND, "found only " + outcome.found() + " bugs");
  }

  /**
   * The seed examples, as {@code vigil verify} reads them by default: no wrong verdict, and the
   * engine really ran (a front-end error on every task would prove nothing) and found bugs.
   */
  @Test
  void neverWrongOnTheSeedExamples() throws Exception {
    Optional<Path> shared = sharedBenchmarks();
    assumeTrue(shared.isPresent(), "shared benchmarks not found (set -Dvigil.shared=DIR)");
    Path seeds = shared.get().resolve("seed-examples");
    List<Path> tasks;
    try (Stream<Path> files = Files.list(seeds)) {
      tasks = files.filter(f -> f.toString().endsWith(".yml")).sorted().toList();
    }
    Outcome outcome = verifyAll(seeds, tasks);
    assertTrue(outcome.runs() >= 60, outcome.toString());
    assertTrue(outcome.verified() >= MIN_SEEDS_VERIFIED, outcome.toString());
    assertTrue(outcome.found() >= MIN_SEED_BUGS_FOUND, outcome.toString());
  }

  /**
   * How many runs, how many reached the engine, and in how many FALSE tasks the bug was found in
   * time.
   */
  private record Outcome(int runs, int verified, int found) {}

  /**
   * Verifies the tasks two at a time, prints one line each and a summary, asserts no wrong verdict.
   */
  private static Outcome verifyAll(Path dir, List<Path> tasks) throws Exception {
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Run> runs = new ArrayList<>();
    try {
      List<Future<Run>> futures = new ArrayList<>();
      for (Path yml : tasks) {
        futures.add(pool.submit(() -> verify(yml, dir.relativize(yml).toString())));
      }
      for (Future<Run> future : futures) {
        runs.add(future.get());
      }
    } finally {
      pool.shutdownNow();
    }
    double total = (System.nanoTime() - start) / 1e9;
    runs.forEach(
        r ->
            System.out.printf(
                "%-6s %6.2f s  %-60s %s%n", r.expected(), r.seconds(), r.verdict(), r.name()));
    List<Run> falseTasks = runs.stream().filter(r -> !r.expected()).toList();
    long found =
        falseTasks.stream()
            .filter(r -> r.answeredFalse() && r.seconds() <= FOUND_WITHIN_SECONDS)
            .count();
    long proved = runs.stream().filter(r -> r.expected() && r.verdict().equals("TRUE")).count();
    List<String> wrong =
        runs.stream().filter(Run::wrong).map(r -> r.name() + ": " + r.verdict()).toList();
    List<String> alarms =
        runs.stream().flatMap(r -> r.alarms().stream().map(a -> r.name() + ": " + a)).toList();
    int verified = (int) runs.stream().filter(r -> !r.verdict().startsWith("ERROR")).count();
    System.out.printf(
        "random engine on %s: %d of %d tasks reached the engine; found the bug in %d of %d FALSE"
            + " tasks (budget %.1f s); %d of %d TRUE tasks proved (budget %.1f s); %d wrong; %.1f s"
            + " in all%n",
        dir.getFileName(),
        verified,
        runs.size(),
        found,
        falseTasks.size(),
        FALSE_TASK_BUDGET.toMillis() / 1e3,
        proved,
        runs.size() - falseTasks.size(),
        TRUE_TASK_BUDGET.toMillis() / 1e3,
        wrong.size(),
        total);
    assertEquals(List.of(), wrong, "wrong verdicts");
    assertEquals(List.of(), alarms, "counterexamples that did not replay");
    return new Outcome(runs.size(), verified, (int) found);
  }

  private static Run verify(Path yml, String name) throws TaskException {
    long start = System.nanoTime();
    Task task = TaskFile.read(yml, Optional.of("unreach-call"));
    boolean expected =
        task.expected()
            .orElseThrow(() -> new AssertionError(name + " has no expected verdict"))
            .verdict();
    List<String> alarms = Collections.synchronizedList(new ArrayList<>());
    String verdict;
    try {
      FrontendOptions options =
          new FrontendOptions(
              task.dataModel(),
              task.specification().errorFunctions(),
              task.specification().assertionsAreErrors(),
              task.specification().errorLabel(),
              warning -> {});
      Program program = Frontend.load(task.inputFiles().get(0), options);
      Program instrumented = Instrumenter.instrument(program, task.specification().properties());
      ReplayingEngine engine =
          new ReplayingEngine(new RandomEngine(RandomOptions.defaults()), alarms::add);
      verdict =
          VerdictText.verdict(
              engine
                  .verify(instrumented, Budget.of(expected ? TRUE_TASK_BUDGET : FALSE_TASK_BUDGET))
                  .verdict());
    } catch (UnsupportedFeatureException e) {
      verdict = "UNKNOWN(" + e.getMessage() + ")";
    } catch (FrontendException e) {
      verdict = "ERROR(" + e.getMessage() + ")";
    }
    return new Run(name, expected, verdict, (System.nanoTime() - start) / 1e9, alarms);
  }

  /** The shared benchmarks: {@code vigil.shared}, else ../shared or ../../shared (a worktree). */
  private static Optional<Path> sharedBenchmarks() {
    String property = System.getProperty("vigil.shared");
    List<Path> candidates =
        property != null
            ? List.of(Path.of(property))
            : List.of(Path.of("../shared"), Path.of("../../shared"));
    return candidates.stream()
        .map(p -> p.resolve("benchmarks"))
        .filter(
            p ->
                Files.isRegularFile(p.resolve("sv-comp/MANIFEST.tsv"))
                    && Files.isDirectory(p.resolve("seed-examples")))
        .findFirst();
  }
}
