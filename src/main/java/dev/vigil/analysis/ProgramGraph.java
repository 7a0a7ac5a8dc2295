package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Var;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The whole program as one graph (the interprocedural CFA, or supergraph): the locations of every
 * function, their non-call edges, and for each direct call edge an {@link ProgramEdge.Kind#ENTER}
 * edge into the callee and an {@link ProgramEdge.Kind#EXIT} edge back. A function's {@link
 * Op.Return} assigns its {@link #returnVar return variable}, which the {@code EXIT} edge copies
 * into the call's result. Calls through pointers are not edges: {@link #unsupported()} names the
 * first one, and analyses that need every call must give up on such programs.
 */
public final class ProgramGraph {
  private final Program program;
  private final Map<Location, List<ProgramEdge>> outgoing = new HashMap<>();
  private final Map<Location, List<ProgramEdge>> incoming = new HashMap<>();
  private final Map<Edge, ProgramEdge> local = new HashMap<>();
  private final Map<Edge, List<ProgramEdge>> enters = new HashMap<>();
  private final Map<Edge, List<ProgramEdge>> exits = new HashMap<>();
  private final Map<String, Var> returnVars = new LinkedHashMap<>();
  private final Map<String, Set<Var>> variables = new LinkedHashMap<>();
  private final Map<String, Set<String>> callees = new LinkedHashMap<>();
  private final List<ProgramEdge> edges = new ArrayList<>();
  private String unsupported;

  private ProgramGraph(Program program) {
    this.program = program;
  }

  public static ProgramGraph of(Program program) {
    ProgramGraph g = new ProgramGraph(program);
    for (Function f : program.functions().values()) {
      g.returnVars.put(
          f.name(),
          new Var(
              "__return",
              f.returnType().isScalar() ? f.returnType() : dev.vigil.ir.Type.IntType.I8,
              f.name()));
      g.callees.put(f.name(), new LinkedHashSet<>());
    }
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Call c) {
          g.call(f, e, c);
        } else {
          ProgramEdge pe =
              new ProgramEdge(ProgramEdge.Kind.LOCAL, e.source(), e.target(), e.op(), e, null);
          g.local.put(e, pe);
          g.add(pe);
        }
      }
      g.variables.put(f.name(), collectVariables(f, g.returnVars.get(f.name())));
    }
    return g;
  }

  private void call(Function caller, Edge e, Op.Call c) {
    Optional<Function> target = c.directCallee().flatMap(program::function);
    if (target.isEmpty()) {
      note("call through a function pointer in " + caller.name() + " at " + e.loc());
      return;
    }
    Function callee = target.get();
    List<Var> params = callee.parameters();
    if (c.arguments().size() < params.size()) {
      note("call of " + callee.name() + " with too few arguments at " + e.loc());
      return;
    }
    List<Op.Assign> bind = new ArrayList<>();
    for (int i = 0; i < params.size(); i++) {
      if (!params.get(i).type().equals(c.arguments().get(i).type())) {
        note("call of " + callee.name() + " with an argument of another type at " + e.loc());
        return;
      }
      bind.add(new Op.Assign(params.get(i), c.arguments().get(i)));
    }
    Var returned = returnVars.get(callee.name());
    Op result = Op.Skip.INSTANCE;
    if (c.result().isPresent()) {
      if (!c.result().get().type().equals(callee.returnType())) {
        note("call of " + callee.name() + " with a result of another type at " + e.loc());
        return;
      }
      result = new Op.Assign(c.result().get(), returned);
    }
    Op params1 = bind.isEmpty() ? Op.Skip.INSTANCE : new Op.ParallelAssign(bind);
    ProgramEdge enter =
        new ProgramEdge(
            ProgramEdge.Kind.ENTER, e.source(), callee.cfa().entry(), params1, e, callee);
    ProgramEdge exit =
        new ProgramEdge(ProgramEdge.Kind.EXIT, callee.cfa().exit(), e.target(), result, e, callee);
    enters.computeIfAbsent(e, k -> new ArrayList<>()).add(enter);
    exits.computeIfAbsent(e, k -> new ArrayList<>()).add(exit);
    add(enter);
    add(exit);
    callees.get(caller.name()).add(callee.name());
  }

  private void note(String what) {
    if (unsupported == null) {
      unsupported = what;
    }
  }

  private void add(ProgramEdge e) {
    edges.add(e);
    outgoing.computeIfAbsent(e.source(), k -> new ArrayList<>()).add(e);
    incoming.computeIfAbsent(e.target(), k -> new ArrayList<>()).add(e);
  }

  /** The variables of a function: parameters, everything assigned or read, its return variable. */
  private static Set<Var> collectVariables(Function f, Var returned) {
    Set<Var> vars = new LinkedHashSet<>(f.parameters());
    for (Edge e : f.cfa().edges()) {
      vars.addAll(dev.vigil.ir.Ops.assignedVars(e.op()));
      for (Expr x : dev.vigil.ir.Ops.expressions(e.op())) {
        vars.addAll(dev.vigil.ir.Ops.variables(x));
      }
    }
    vars.removeIf(v -> !v.function().equals(f.name()));
    vars.add(returned);
    return vars;
  }

  public Program program() {
    return program;
  }

  /** Every edge, in a fixed order: each function's CFA edges, calls as their two halves. */
  public List<ProgramEdge> edges() {
    return edges;
  }

  public List<ProgramEdge> outgoing(Location l) {
    return outgoing.getOrDefault(l, List.of());
  }

  public List<ProgramEdge> incoming(Location l) {
    return incoming.getOrDefault(l, List.of());
  }

  /** The graph's edge for a CFA edge that is not a call. */
  public ProgramEdge local(Edge e) {
    ProgramEdge pe = local.get(e);
    if (pe == null) {
      throw new IllegalArgumentException("not a local edge: " + e);
    }
    return pe;
  }

  /** The {@code ENTER} edges of a call edge (one per callee; none if the call is unsupported). */
  public List<ProgramEdge> enters(Edge call) {
    return enters.getOrDefault(call, List.of());
  }

  /** The {@code EXIT} edges of a call edge. */
  public List<ProgramEdge> exits(Edge call) {
    return exits.getOrDefault(call, List.of());
  }

  /** The variable that a function's {@code return} assigns and its callers read. */
  public Var returnVar(Function f) {
    return returnVars.get(f.name());
  }

  /** Every variable of {@code f} (parameters, locals, its return variable). */
  public Set<Var> variables(Function f) {
    return variables.get(f.name());
  }

  public Function function(Location l) {
    return program.function(l.function()).orElseThrow();
  }

  /** A construct the graph cannot represent (a call through a pointer), if there is one. */
  public Optional<String> unsupported() {
    return Optional.ofNullable(unsupported);
  }

  /**
   * A function reachable from {@code main} that can call itself, directly or through others, if
   * there is one: a single activation per function is then not enough.
   */
  public Optional<String> recursion() {
    return recursiveFunctions().stream().findFirst();
  }

  /** The functions reachable from {@code main} that can call themselves, in the program's order. */
  public Set<String> recursiveFunctions() {
    Set<String> reachable = new LinkedHashSet<>();
    Deque<String> work = new ArrayDeque<>(List.of(program.main().name()));
    while (!work.isEmpty()) {
      String f = work.pop();
      if (reachable.add(f)) {
        work.addAll(callees.getOrDefault(f, Set.of()));
      }
    }
    Set<String> recursive = new LinkedHashSet<>();
    for (String f : reachable) {
      if (reaches(f, f)) {
        recursive.add(f);
      }
    }
    return recursive;
  }

  private boolean reaches(String from, String to) {
    Set<String> seen = new LinkedHashSet<>();
    Deque<String> work = new ArrayDeque<>(callees.getOrDefault(from, Set.of()));
    while (!work.isEmpty()) {
      String f = work.pop();
      if (f.equals(to)) {
        return true;
      }
      if (seen.add(f)) {
        work.addAll(callees.getOrDefault(f, Set.of()));
      }
    }
    return false;
  }
}
