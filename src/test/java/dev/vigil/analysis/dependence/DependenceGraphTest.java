package dev.vigil.analysis.dependence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.analysis.ProgramGraph;
import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.interp.Snapshot;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dependence graph and slices: the thesis's running example against what its figures and text
 * list, and slices of programs with pointers and calls against a brute-force check.
 */
class DependenceGraphTest {

  private static Program load(Path dir, String code) throws Exception {
    Path file = Files.writeString(dir.resolve("p.c"), code);
    return Frontend.load(file, FrontendOptions.defaults(DataModel.ILP32));
  }

  /**
   * The running example (seed 001, E1) with {@code y} an input assumed to be 1, so that the front
   * end cannot fold {@code y < 0} away. Its locations, as the IR numbers them: loop 1 is the
   * thesis's l5 ({@code [x>0]}, {@code x := x-1}), the branch {@code [x<0 && y<0]} is l12, the
   * error call l13, loop 2 (on y and w) l15.
   */
  private static final String RUNNING_EXAMPLE =
      """
      extern int __VERIFIER_nondet_int(void);
      extern void reach_error(void);
      int main(void) {
        int x = __VERIFIER_nondet_int();
        int y = __VERIFIER_nondet_int();
        if (y != 1) return 0;
        int w = __VERIFIER_nondet_int();
        while (x > 0) {
          x = x - 1;
        }
        w = w & 7;
        if (x < 0 && y < 0) {
          reach_error();
        } else {
          while (y < w) {
            y = y + 1;
          }
        }
        return 0;
      }
      """;

  private static Edge edge(Cfa cfa, String op) {
    List<Edge> found = cfa.edges().stream().filter(e -> e.op().toString().equals(op)).toList();
    assertEquals(1, found.size(), () -> op + " in " + cfa.edges());
    return found.get(0);
  }

  private static DependenceNode.Statement node(Cfa cfa, String op) {
    return new DependenceNode.Statement(edge(cfa, op));
  }

  /**
   * The thesis (L245-L326, Figs. 10-12): the slice for {@code ⟨(l13, error(), l19), {}⟩} holds the
   * branch {@code [x<0 ∧ y<0]}, the loop-1 edges {@code [x>0]}, {@code [x≤0]}, {@code x := x-1} and
   * the definitions of x and y, and nothing of w or of loop 2. Its dependence edges: the branch is
   * flow-dependent on the definitions of x reaching it, {@code x := x-1} is control-dependent on
   * {@code [x>0]}, loop 2's body on {@code [y<w]}, the error call on {@code [y<0]}; what no branch
   * decides depends on the entry.
   */
  @Test
  void runningExampleMatchesTheThesis(@TempDir Path dir) throws Exception {
    Program p = load(dir, RUNNING_EXAMPLE);
    DependenceGraph dg = DependenceGraph.of(ProgramGraph.of(p));
    Cfa main = p.main().cfa();
    Edge error = main.edges().stream().filter(e -> e.op() instanceof Op.Error).findFirst().get();

    Set<String> slice = new TreeSet<>();
    for (DependenceNode n : dg.slice(List.of(new DependenceNode.Statement(error)))) {
      if (n instanceof DependenceNode.Statement s && s.edge().source().function().equals("main")) {
        slice.add(s.edge().op().toString());
      }
    }
    Set<String> expected =
        new TreeSet<>(
            List.of(
                "x := nondet  // __VERIFIER_nondet_int",
                "y := nondet  // __VERIFIER_nondet_int",
                "assume (y == 1:i32)",
                "(x.0) := (x)",
                "assume (0:i32 <s x.0)",
                "assume (x.0 <=s 0:i32)",
                "x.1 := (x.0 -nsw 1:i32)",
                "(x.0) := (x.1)",
                "assume (x.0 <s 0:i32)",
                "assume (y <s 0:i32)",
                error.op().toString(),
                // the other outcomes of the branches in the slice: one decision each
                "assume (y != 1:i32)",
                "assume (0:i32 <=s x.0)",
                "assume (0:i32 <=s y)"));
    assertEquals(expected, slice);

    assertEquals(
        Set.of(node(main, "(x.0) := (x)"), node(main, "(x.0) := (x.1)")),
        dg.flowDependences(node(main, "assume (x.0 <s 0:i32)")));
    assertEquals(
        Set.of(node(main, "y := nondet  // __VERIFIER_nondet_int")),
        dg.flowDependences(node(main, "assume (y <s 0:i32)")));
    assertEquals(
        Set.of(node(main, "assume (0:i32 <s x.0)"), node(main, "assume (x.0 <=s 0:i32)")),
        dg.controlDependences(node(main, "x.1 := (x.0 -nsw 1:i32)")));
    assertEquals(
        Set.of(node(main, "assume (y.0 <s w.1)"), node(main, "assume (w.1 <=s y.0)")),
        dg.controlDependences(node(main, "y.1 := (y.0 +nsw 1:i32)")));
    assertEquals(
        Set.of(node(main, "assume (y <s 0:i32)"), node(main, "assume (0:i32 <=s y)")),
        dg.controlDependences(new DependenceNode.Statement(error)));
    assertEquals(
        Set.of(new DependenceNode.Entry("main")),
        dg.controlDependences(node(main, "y := nondet  // __VERIFIER_nondet_int")));
    assertEquals(
        Set.of(node(main, "assume (y == 1:i32)"), node(main, "assume (y != 1:i32)")),
        dg.controlDependences(node(main, "w.1 := (w & 7:i32)")));
  }

  /**
   * Pointers, arrays, calls with results and with writes through a parameter, a global, an
   * irrelevant loop: the criterion is the write of {@code sink}.
   */
  private static final String POINTERS_AND_CALLS =
      """
      extern unsigned __VERIFIER_nondet_uint(void);
      unsigned sink;
      unsigned g;
      unsigned twice(unsigned v) { return v + v; }
      void bump(unsigned *p, unsigned d) { *p = *p + d; }
      void noise(unsigned *p) { g = g + *p; }
      int main(void) {
        unsigned a = __VERIFIER_nondet_uint();
        unsigned b = __VERIFIER_nondet_uint();
        unsigned c = __VERIFIER_nondet_uint();
        unsigned arr[4] = {0, 0, 0, 0};
        unsigned *q = (b & 1) ? &b : &c;
        g = c * 3u;
        bump(q, 5u);
        arr[b & 3u] = a;
        unsigned t = twice(a);
        noise(&c);
        c = c + 1u;
        for (unsigned i = 0; i < (g & 3u); i++) {
          g = g + i;
        }
        unsigned u = (c & 2u) ? 7u : 9u;
        sink = t + arr[1] + *q;
        g = g + u;
        return 0;
      }
      """;

  /**
   * A slice must keep every statement that can change the criterion's values: changing any
   * statement outside it (its assigned or stored value XOR 1) leaves {@code sink} the same on every
   * run, while changing some statement inside it changes {@code sink} on some run (so the check can
   * fail).
   */
  @Test
  void statementsOutsideTheSliceCannotChangeTheCriterion(@TempDir Path dir) throws Exception {
    Program p = load(dir, POINTERS_AND_CALLS);
    DependenceGraph dg = DependenceGraph.of(ProgramGraph.of(p));
    Edge criterion =
        p.main().cfa().edges().stream()
            .filter(e -> e.op().toString().contains("sink"))
            .filter(e -> e.op() instanceof Op.Store || e.op() instanceof Op.Assign)
            .findFirst()
            .orElseThrow();
    Set<DependenceNode> slice = dg.slice(List.of(new DependenceNode.Statement(criterion)));

    List<Long> original = sinks(p);
    int outside = 0;
    boolean insideMatters = false;
    for (Function f : p.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        Optional<Program> mutant = mutate(p, f, e);
        if (mutant.isEmpty() || e == criterion) {
          continue;
        }
        boolean differs = differ(original, sinks(mutant.get()));
        if (slice.contains(new DependenceNode.Statement(e))) {
          insideMatters |= differs;
        } else {
          outside++;
          assertFalse(differs, () -> "outside the slice, yet it matters: " + e);
        }
      }
    }
    assertTrue(outside >= 5, "statements outside the slice: " + outside);
    assertTrue(insideMatters, "no statement of the slice changes the criterion");
  }

  /** Whether some run that ends normally in both programs ends with different values. */
  private static boolean differ(List<Long> a, List<Long> b) {
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != null && b.get(i) != null && !a.get(i).equals(b.get(i))) {
        return true;
      }
    }
    return false;
  }

  /** The final value of {@code sink} on 40 random runs (null where a run did not end normally). */
  private static List<Long> sinks(Program p) {
    Interpreter interpreter = new Interpreter(p);
    List<Long> values = new ArrayList<>();
    for (long seed = 0; seed < 40; seed++) {
      Snapshot s = interpreter.runAndSnapshot(Inputs.random(seed), 100_000, false);
      values.add(s.outcome() instanceof Outcome.NormalExit ? s.read("sink", 0, 4) : null);
    }
    return values;
  }

  /** {@code p} with the integer value that {@code e} assigns or stores XOR 1; empty if none. */
  private static Optional<Program> mutate(Program p, Function f, Edge e) {
    Op op =
        switch (e.op()) {
          case Op.Assign a when flipped(a.value()).isPresent() ->
              new Op.Assign(a.target(), flipped(a.value()).get());
          case Op.Store s when flipped(s.value()).isPresent() ->
              new Op.Store(s.address(), flipped(s.value()).get());
          default -> null;
        };
    if (op == null) {
      return Optional.empty();
    }
    Cfa old = f.cfa();
    Cfa.Builder b = Cfa.builder(f.name());
    for (int i = 0; i < old.locations().size(); i++) {
      b.newLocation();
    }
    b.entry(old.entry()).exit(old.exit());
    for (Edge x : old.edges()) {
      b.addEdge(x.source(), x.target(), x == e ? op : x.op(), x.loc());
    }
    Function g =
        new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc());
    List<Function> functions = new ArrayList<>(p.functions().values());
    functions.replaceAll(h -> h.name().equals(f.name()) ? g : h);
    return Optional.of(p.withFunctions(functions));
  }

  private static Optional<Expr> flipped(Expr value) {
    if (value.type() instanceof Type.IntType t && t.bits() > 1) {
      return Optional.of(Exprs.binary(Expr.BinaryOp.XOR, value, Exprs.intConst(t, 1)));
    }
    return Optional.empty();
  }
}
