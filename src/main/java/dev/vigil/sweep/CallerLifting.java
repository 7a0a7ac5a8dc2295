package dev.vigil.sweep;

import dev.vigil.analysis.dependence.SetupDependence;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.report.SweepText.Finding;
import dev.vigil.report.VerdictText;
import dev.vigil.spec.EntryContext;
import dev.vigil.spec.EntryHarness;
import dev.vigil.spec.Instrumenter;
import dev.vigil.spec.ReportedErrors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Calysto's lifting of a verification condition to the callers, for violations found from an entry
 * in its arbitrary context. A violation from main, from an uncalled function of a program without
 * main (a library's interface), or one that needs nothing of its entry's context ({@link
 * SetupDependence}) is a report. Any other is a report only once a caller's context shows it too:
 * each caller, and their callers in turn, is verified for that one violation, until one shows it as
 * a report (its trace is the report's), or every caller is shown safe for it ("needs a context no
 * caller gives"), or the limits leave it undecided. A caller proved safe as an entry of the sweep
 * is safe for it already. A function whose address the program takes is also lifted to the
 * functions that call through a pointer of its type (Calysto resolves such calls by a points-to
 * analysis; by type is the coarse one), and stays undecided unless some caller shows the violation:
 * code without a body (qsort's comparisons, signal handlers) may call it too. A function with no
 * caller in a program with bodiless functions is undecided too: its callers may be in code read
 * without a body (unsupported constructs).
 */
final class CallerLifting {
  /** Callers verified per violation, at most. */
  static final int MAX_CALLERS = 8;

  private final Program lifted;
  private final Set<Property> properties;
  private final FunctionSweep.Verifier verifier;
  private final Budget total;
  private final Duration perFunction;
  private final Consumer<String> progress;
  private final EntryContext context;
  private final boolean hasMain;
  private final Set<String> proved = new HashSet<>();
  private final Map<Asked, Answer> answers = new HashMap<>();

  private record Asked(String entry, Property property, SourceLoc loc) {}

  /** A caller's answer: its verdict, and for a violation whether it is a report there. */
  private record Answer(Verdict verdict, boolean report) {}

  CallerLifting(
      Program lifted,
      Set<Property> properties,
      FunctionSweep.Verifier verifier,
      Budget total,
      Duration perFunction,
      Consumer<String> progress) {
    this.lifted = lifted;
    this.properties = properties;
    this.verifier = verifier;
    this.total = total;
    this.perFunction = perFunction;
    this.progress = progress;
    this.context = EntryContext.of(lifted);
    this.hasMain = lifted.function(Program.PROGRAM_MAIN).isPresent();
  }

  /** The sweep proved {@code entry} safe: no violation left in its program is reachable. */
  void proved(String entry) {
    proved.add(entry);
  }

  /** What {@code found}, a violation from {@code entry} (whose program was {@code program}), is. */
  Finding classify(String entry, Program program, Counterexample found) {
    if (root(entry) || !dependsOnContext(program, found)) {
      return new Finding.Report(found, entry, found, entry);
    }
    Search search = new Search(found, entry);
    search.throughCallersOf(entry);
    if (search.report != null) {
      return search.report;
    }
    if (!search.open.isEmpty()) {
      return new Finding.Undecided(found, entry, String.join("; ", search.open));
    }
    return new Finding.NoCaller(
        found,
        entry,
        search.safe.isEmpty()
            ? "no call of " + entry + ", nor its address, in the program"
            : "safe from " + String.join(", ", search.safe));
  }

  /**
   * The search of one violation's callers, depth first: a caller proved safe for it closes that
   * way; a caller that shows it as a report ends the search; for any other (not decided, or showing
   * it only in its own arbitrary context) its callers decide, up to the roots.
   */
  private final class Search {
    final Counterexample found;
    final String entry;
    final Set<String> visited = new HashSet<>();
    final List<String> safe = new ArrayList<>();
    final List<String> open = new ArrayList<>();
    Finding.Report report;
    int asked;

    Search(Counterexample found, String entry) {
      this.found = found;
      this.entry = entry;
      visited.add(entry);
    }

    void throughCallersOf(String function) {
      Set<String> byType = indirectCallers(function);
      if (callers(function).isEmpty()
          && byType.isEmpty()
          && !lifted.externalFunctions().isEmpty()) {
        open.add(
            "no call of " + function + " in the program as read, which has bodiless functions");
      }
      Set<String> all = new LinkedHashSet<>(callers(function));
      all.addAll(byType);
      for (String caller : all) {
        if (report != null) {
          return;
        }
        visit(caller);
      }
      if (report == null && context.addressTaken(function)) {
        open.add(
            byType.isEmpty()
                ? function + " is called through pointers, and no call of its type was found"
                : function
                    + " is called through pointers; the calls of its type, in "
                    + String.join(", ", byType)
                    + ", did not show it");
      }
    }

    private void visit(String caller) {
      if (!visited.add(caller)) {
        return;
      }
      if (proved.contains(caller)) {
        safe.add(caller);
        return;
      }
      Asked question = new Asked(caller, found.property(), found.violation());
      Answer answer = answers.get(question);
      if (answer == null) {
        if (asked == MAX_CALLERS || total.exhausted()) {
          open.add("no time left to verify " + caller);
          return;
        }
        asked++;
        answer = ask(question);
        answers.put(question, answer);
      }
      if (answer.report() && answer.verdict() instanceof Verdict.Violated v) {
        report = new Finding.Report(found, entry, v.counterexample(), caller);
      } else if (answer.verdict() instanceof Verdict.Proved) {
        safe.add(caller);
      } else if (root(caller)) {
        open.add(caller + ": " + VerdictText.verdict(answer.verdict()));
      } else {
        throughCallersOf(caller);
      }
    }
  }

  /**
   * Main, or (in a program without main) a function the program neither calls nor takes the address
   * of: its context is what the program gives, or its users' (a library's interface).
   */
  private boolean root(String function) {
    return function.equals(Program.PROGRAM_MAIN)
        || (!hasMain && callers(function).isEmpty() && !context.addressTaken(function));
  }

  private Set<String> callers(String function) {
    Set<String> out = new LinkedHashSet<>(context.callers(function));
    out.remove(function);
    return out;
  }

  /** The callers through pointers a function whose address is taken may have (by type). */
  private Set<String> indirectCallers(String function) {
    if (!context.addressTaken(function)) {
      return Set.of();
    }
    Set<String> out =
        lifted.function(function).map(context::indirectCallers).orElse(new LinkedHashSet<>());
    out.remove(function);
    return out;
  }

  private Answer ask(Asked q) {
    Program p =
        ReportedErrors.only(
            Instrumenter.instrument(EntryHarness.around(lifted, q.entry()), properties),
            q.property(),
            q.loc());
    Budget slice =
        Budget.of(perFunction.compareTo(total.remaining()) < 0 ? perFunction : total.remaining());
    Verdict v = verifier.verify(p, slice).verdict();
    if (v instanceof Verdict.Violated x
        && !(x.counterexample().property() == q.property()
            && x.counterexample().violation().equals(q.loc()))) {
      v =
          new Verdict.Unknown(
              Reason.of(Reason.Kind.INTERNAL_ERROR, "another violation than the one looked for"));
    }
    boolean report =
        v instanceof Verdict.Violated x
            && (root(q.entry()) || !dependsOnContext(p, x.counterexample()));
    progress.accept(
        "  "
            + q.property().svcompName()
            + " at "
            + q.loc()
            + " from the caller "
            + q.entry()
            + ": "
            + VerdictText.verdict(v)
            + (report ? ", a report" : ""));
    return new Answer(v, report);
  }

  private static boolean dependsOnContext(Program program, Counterexample c) {
    try {
      return SetupDependence.of(program, c.property(), c.violation());
    } catch (RuntimeException e) {
      return true; // what cannot be analysed is lifted
    }
  }
}
