package dev.vigil.sweep;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.report.SweepText;
import dev.vigil.report.SweepText.FunctionResult;
import dev.vigil.spec.EntryHarness;
import dev.vigil.spec.Instrumenter;
import dev.vigil.spec.ReportedErrors;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@code --all-functions}: every function of the program as the entry, in an arbitrary context
 * ({@link EntryHarness}), each with its own slice of the time. Violations are collected one after
 * another (a found one no longer counts), and each property and source position is looked at once,
 * for the first entry that shows it: main first (its traces are the realistic ones), then callers
 * before callees. A violation that needs something of its entry's arbitrary context is a report
 * only if a caller shows it too ({@link CallerLifting}).
 */
public final class FunctionSweep {
  /** Reports per entry stop here, so that one function cannot take the whole sweep. */
  private static final int MAX_REPORTS_PER_ENTRY = 20;

  private FunctionSweep() {}

  private record Seen(Property property, SourceLoc loc) {}

  /** How one entry's program is verified (the caller's engine, under its watchdog). */
  public interface Verifier {
    Result verify(Program program, Budget budget);
  }

  public static SweepText.Sweep run(
      Program lifted,
      Set<Property> properties,
      Verifier verifier,
      Budget total,
      Duration perFunction,
      Consumer<String> progress) {
    List<FunctionResult> results = new ArrayList<>();
    List<SweepText.Finding> findings = new ArrayList<>();
    CallerLifting lifting =
        new CallerLifting(lifted, properties, verifier, total, perFunction, progress);
    Set<Seen> reported = new HashSet<>();
    for (String entry : order(lifted)) {
      if (total.exhausted()) {
        break;
      }
      long start = System.nanoTime();
      // Its own cancellation: the watchdog cancels a slice at its end, which must not end the
      // sweep.
      Budget slice =
          Budget.of(perFunction.compareTo(total.remaining()) < 0 ? perFunction : total.remaining());
      Program p =
          Instrumenter.instrument(
              EntryHarness.around(lifted, entry.equals(Program.PROGRAM_MAIN) ? "main" : entry),
              properties);
      for (Seen s : reported) {
        p = ReportedErrors.without(p, s.property(), s.loc());
      }
      List<Counterexample> found = new ArrayList<>();
      Verdict end;
      while (true) {
        Result r = verifier.verify(p, slice);
        if (r.verdict() instanceof Verdict.Violated v && found.size() < MAX_REPORTS_PER_ENTRY) {
          Counterexample c = v.counterexample();
          found.add(c);
          SweepText.Finding finding = lifting.classify(entry, p, c);
          progress.accept("  " + SweepText.line(finding));
          findings.add(finding);
          if (!c.violation().isKnown()) {
            // In a C library model: its errors have no position of their own, so this one cannot
            // be set aside alone; the entry stops here, and later entries may find it again.
            end = v;
            break;
          }
          reported.add(new Seen(c.property(), c.violation()));
          p = ReportedErrors.without(p, c.property(), c.violation());
          continue;
        }
        end = r.verdict();
        break;
      }
      if (end instanceof Verdict.Proved) {
        lifting.proved(entry);
      }
      FunctionResult fr =
          new FunctionResult(entry, found, end, Duration.ofNanos(System.nanoTime() - start));
      progress.accept(
          entry + ": " + found.size() + " found, " + dev.vigil.report.VerdictText.verdict(end));
      results.add(fr);
    }
    return new SweepText.Sweep(results, findings);
  }

  /**
   * The program's own functions (not the C library models), main first, then callers before callees
   * (a depth-first order of the call graph from the functions nothing calls).
   */
  public static List<String> order(Program program) {
    Set<String> own = new LinkedHashSet<>();
    Set<String> sources = new HashSet<>(program.sourceFiles());
    for (Function f : program.functions().values()) {
      if (sources.contains(f.loc().file()) || f.name().equals(Program.PROGRAM_MAIN)) {
        own.add(f.name());
      }
    }
    Map<String, Set<String>> callees = new LinkedHashMap<>();
    Set<String> called = new HashSet<>();
    for (String name : own) {
      Set<String> out = new LinkedHashSet<>();
      for (Edge e : program.function(name).orElseThrow().cfa().edges()) {
        if (e.op() instanceof Op.Call c && c.directCallee().isPresent()) {
          String callee = c.directCallee().get();
          if (own.contains(callee) && !callee.equals(name)) {
            out.add(callee);
            called.add(callee);
          }
        }
      }
      callees.put(name, out);
    }
    List<String> roots = new ArrayList<>();
    if (own.contains(Program.PROGRAM_MAIN)) {
      roots.add(Program.PROGRAM_MAIN);
    }
    own.stream().filter(f -> !called.contains(f) && !roots.contains(f)).forEach(roots::add);
    own.stream().filter(f -> !roots.contains(f)).forEach(roots::add);
    List<String> order = new ArrayList<>();
    Set<String> done = new HashSet<>();
    for (String root : roots) {
      visit(root, callees, done, order);
    }
    return order;
  }

  /** Adds {@code f} and then, breadth first, what it calls that is not added yet. */
  private static void visit(
      String f, Map<String, Set<String>> callees, Set<String> done, List<String> order) {
    java.util.ArrayDeque<String> queue = new java.util.ArrayDeque<>();
    queue.add(f);
    while (!queue.isEmpty()) {
      String g = queue.poll();
      if (done.add(g)) {
        order.add(g);
        queue.addAll(callees.getOrDefault(g, Set.of()));
      }
    }
  }
}
