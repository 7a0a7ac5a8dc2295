package dev.vigil.analysis.dependence;

import dev.vigil.analysis.ProgramGraph;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Whether an error depends on what {@code main} sets up before it calls the code under check: for a
 * harness that starts an entry in an arbitrary context (its arguments, the objects they point to,
 * the globals), whether the violation needs something of that context, or would happen in any
 * context (Calysto's test for lifting a verification condition to the callers: one that depends
 * only on constants and local variables holds or fails whatever the callers do). The question is
 * answered by a backward slice of the system dependence graph from the error edges: the violation
 * depends on the setup when the slice holds a statement of {@code main} other than a call, the
 * arbitrary initial contents of a global ({@link Global#nondetContents()}), or a call the graph
 * cannot follow (through a pointer, whose target and effects count as context: so reaching the
 * entry of a function whose address the program takes counts too, as such a call may be how the run
 * got there). The allocation counter is not followed from one allocation to the one before: an
 * object's number says nothing of whether a pointer is null (nor is a size computed from an earlier
 * allocation's pointer, which well-typed code does not do). Otherwise the slice over-approximates:
 * an error may be said to depend on the setup when it does not, which only lifts it to the callers.
 */
public final class SetupDependence {
  private SetupDependence() {}

  /** Whether an error edge of {@code property} at {@code loc} depends on main's setup. */
  public static boolean of(Program program, Property property, SourceLoc loc) {
    Set<Edge> sources = Collections.newSetFromMap(new IdentityHashMap<>());
    Set<String> enteredThroughPointers =
        ProgramGraph.of(program).unsupported().isPresent() ? addressTaken(program) : Set.of();
    Program analysed = followable(program, sources);
    analysed = withGlobalContents(analysed, sources);
    DependenceGraph dg = DependenceGraph.of(ProgramGraph.of(analysed));
    Deque<DependenceNode> work = new ArrayDeque<>();
    for (Function f : analysed.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Error err && err.property() == property && e.loc().equals(loc)) {
          work.add(new DependenceNode.Statement(e));
        }
      }
    }
    Set<DependenceNode> seen = new HashSet<>();
    while (!work.isEmpty()) {
      DependenceNode n = work.pop();
      if (!seen.add(n)) {
        continue;
      }
      if ((n instanceof DependenceNode.Statement s && sources.contains(s.edge()))
          || (n instanceof DependenceNode.Entry e
              && enteredThroughPointers.contains(e.function()))) {
        return true;
      }
      for (DependenceNode from : dg.flowDependences(n)) {
        if (!(allocation(n) && allocation(from))) {
          work.add(from);
        }
      }
      work.addAll(dg.controlDependences(n));
    }
    return false;
  }

  /** The functions whose address the program takes (other than to call them directly). */
  private static Set<String> addressTaken(Program program) {
    Set<String> taken = new HashSet<>();
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        for (Expr x : Ops.expressions(e.op())) {
          if (!(e.op() instanceof Op.Call c && x == c.callee() && c.directCallee().isPresent())) {
            functionsNamed(x, taken);
          }
        }
      }
    }
    for (Global g : program.globals().values()) {
      g.initializer().forEach(v -> functionsNamed(v.value(), taken));
    }
    return taken;
  }

  private static void functionsNamed(Expr x, Set<String> out) {
    if (x instanceof Expr.FunctionAddress f) {
      out.add(f.function());
    }
    x.children().forEach(c -> functionsNamed(c, out));
  }

  /** An allocation: one depends on the one before only through the counter of objects. */
  private static boolean allocation(DependenceNode n) {
    return n instanceof DependenceNode.Statement s && s.edge().op() instanceof Op.Alloc;
  }

  /**
   * The program with each call the graph cannot follow replaced by a write of every object and an
   * arbitrary result (both sources), and main's statements other than calls added to {@code
   * sources}.
   */
  private static Program followable(Program program, Set<Edge> sources) {
    ProgramGraph graph = ProgramGraph.of(program);
    List<Function> functions = new ArrayList<>();
    for (Function f : program.functions().values()) {
      boolean harness = f.name().equals("main");
      boolean unfollowed =
          f.cfa().edges().stream()
              .anyMatch(e -> e.op() instanceof Op.Call && graph.enters(e).isEmpty());
      if (!harness && !unfollowed) {
        functions.add(f);
        continue;
      }
      Cfa old = f.cfa();
      Cfa.Builder b = Cfa.builder(f.name());
      old.locations().forEach(l -> b.newLocation());
      b.entry(old.entry()).exit(old.exit());
      for (Edge e : old.edges()) {
        if (e.op() instanceof Op.Call c && graph.enters(e).isEmpty()) {
          Location between = b.newLocation();
          sources.add(b.addEdge(e.source(), between, new Op.HavocMemory(List.of()), e.loc()));
          Op result =
              c.result().isPresent()
                  ? new Op.Havoc(c.result().get(), new InputOrigin.Context("an unfollowed call"))
                  : Op.Skip.INSTANCE;
          sources.add(b.addEdge(between, e.target(), result, e.loc()));
        } else {
          Edge copy = b.addEdge(e.source(), e.target(), e.op(), e.loc());
          if (harness && !(e.op() instanceof Op.Call)) {
            sources.add(copy);
          }
        }
      }
      functions.add(
          new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc()));
    }
    return program.withFunctions(functions);
  }

  /** Main starts by writing the arbitrary contents of each such global (a source each). */
  private static Program withGlobalContents(Program program, Set<Edge> sources) {
    Function main = program.main();
    Cfa old = main.cfa();
    Cfa.Builder b = Cfa.builder(main.name());
    old.locations().forEach(l -> b.newLocation());
    for (Edge e : old.edges()) {
      Edge copy = b.addEdge(e.source(), e.target(), e.op(), e.loc());
      if (sources.contains(e)) {
        sources.add(copy);
      }
    }
    Location at = b.newLocation();
    b.entry(at).exit(old.exit());
    Var contents = new Var("setup.contents", Type.IntType.I8, main.name());
    Location next = b.newLocation();
    sources.add(
        b.addEdge(
            at, next, new Op.Havoc(contents, new InputOrigin.Context("contents")), main.loc()));
    at = next;
    for (Global g : program.globals().values()) {
      if (g.nondetContents() && !g.constant()) {
        next = b.newLocation();
        long size = g.type().byteSize(program.dataModel());
        Op write =
            new Op.MemSet(
                Exprs.global(g.name()),
                contents,
                Exprs.intConst(program.dataModel().pointerIntType(), size));
        sources.add(b.addEdge(at, next, write, main.loc()));
        at = next;
      }
    }
    b.addEdge(at, old.entry(), Op.Skip.INSTANCE, main.loc());
    List<Function> functions = new ArrayList<>();
    for (Function f : program.functions().values()) {
      functions.add(
          f == main
              ? new Function(
                  main.name(),
                  main.parameters(),
                  main.returnType(),
                  main.varargs(),
                  b.build(),
                  main.loc())
              : f);
    }
    return program.withFunctions(functions);
  }
}
