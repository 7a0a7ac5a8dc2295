package dev.vigil.engine.cpa;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.analysis.ProgramGraph;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Reason;
import dev.vigil.engine.cpa.data.Activations;
import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Input;
import dev.vigil.ir.Op;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bindings;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Observation;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Unsupported;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides bit-precisely whether a path of the program graph can be executed: the whole program's
 * semantics along it (memory included) through the encoder, one conjunction, one query. A feasible
 * path yields a counterexample: the inputs the model chose, in the order the path reads them, and
 * the uninitialised bytes it reads; {@code validation} replays it before anyone sees it.
 */
final class PathChecker {

  /** Whether a path can be executed. */
  sealed interface Feasibility {
    record Feasible(Counterexample counterexample) implements Feasibility {}

    record Infeasible() implements Feasibility {}

    /** The path needs an operation the encoder cannot express exactly, or the solver gave up. */
    record Undecided(Reason reason) implements Feasibility {}
  }

  /** One observation of the path, for the counterexample. */
  private sealed interface Seen {
    record In(
        SourceLoc loc,
        String function,
        Var var,
        dev.vigil.ir.InputOrigin origin,
        dev.vigil.smt.Term value)
        implements Seen {}

    record Set(SourceLoc loc, String function, Var var, dev.vigil.smt.Term value) implements Seen {}

    record Read(Observation.BytesRead read) implements Seen {}
  }

  private final ProgramGraph graph;
  private final Encoder encoder;
  private final Smt smt;
  private final Activations activations;
  private long checks;
  private long nanos;

  PathChecker(ProgramGraph graph, Encoder encoder, Smt smt) {
    this.graph = graph;
    this.encoder = encoder;
    this.smt = smt;
    this.activations = new Activations(graph, new Bindings(encoder));
  }

  long checks() {
    return checks;
  }

  long nanos() {
    return nanos;
  }

  /** Whether {@code path} (from the program's start, ending with an error edge) can run. */
  Feasibility check(List<ProgramEdge> path) {
    long start = System.nanoTime();
    checks++;
    try {
      return decide(path);
    } catch (Unsupported u) {
      return new Feasibility.Undecided(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
    } catch (SmtFailure f) {
      return new Feasibility.Undecided(
          f.cancelled() ? Reason.timeout() : Reason.of(Reason.Kind.SOLVER_FAILURE, f.getMessage()));
    } finally {
      nanos += System.nanoTime() - start;
    }
  }

  private Feasibility decide(List<ProgramEdge> path) throws Unsupported, SmtFailure {
    List<Bool> facts = new ArrayList<>();
    List<Bool> unsupported = new ArrayList<>();
    List<Seen> seen = new ArrayList<>();
    String unsupportedWhy = "";
    Deque<List<dev.vigil.smt.Term>> frames = new ArrayDeque<>();
    frames.push(new ArrayList<>());
    Deque<Map<Var, dev.vigil.smt.Term>> suspended = new ArrayDeque<>();
    SymState s = encoder.initialState();
    for (Var p : graph.program().main().parameters()) {
      s = encoder.apply(new Op.Assign(p, zero(p.type())), s).next();
    }
    Op.Error error = null;
    for (ProgramEdge e : path) {
      Op op = e.kind() == ProgramEdge.Kind.LOCAL ? e.edge().op() : e.original().op();
      if (e.kind() == ProgramEdge.Kind.ENTER) {
        frames.push(new ArrayList<>());
        suspended.push(activations.suspended(s, e.callee().orElseThrow()));
      }
      switch (op) {
        case Op.Assume a -> facts.add(encoder.condition(a.condition(), s));
        case Op.Error err -> error = err;
        case Op.Skip skip -> {}
        case Op.Halt halt -> {}
        case Op.Return r -> {
          if (r.value().isPresent()) {
            Var ret = graph.returnVar(graph.function(e.source()));
            s = step(new Op.Assign(ret, r.value().get()), s, e, facts, seen, unsupported, frames);
          }
        }
        default -> {
          Step st = encoder.apply(op, s);
          s = record(st, op, e, facts, seen, frames);
          if (!st.unsupportedIf().isFalse()) {
            unsupported.add(st.unsupportedIf());
            unsupportedWhy = st.unsupportedReason();
          }
        }
      }
      if (e.kind() == ProgramEdge.Kind.ENTER) {
        s = activations.started(s, e.callee().orElseThrow(), op);
      }
      if (e.kind() == ProgramEdge.Kind.EXIT) {
        s = activations.resumed(s, e.callee().orElseThrow(), suspended.pop(), op);
        List<dev.vigil.smt.Term> dead = frames.pop();
        if (!dead.isEmpty()) {
          s = encoder.release(s, dead.stream().map(o -> smt.tru()).toList(), dead);
        }
      }
    }
    if (error == null) {
      throw new IllegalArgumentException("the path does not end with an error edge");
    }
    try (Prover p = smt.newProver()) {
      p.add(smt.and(facts));
      p.push();
      p.add(smt.not(smt.or(unsupported)));
      if (p.isSatisfiable()) {
        try (SmtModel m = p.model()) {
          return new Feasibility.Feasible(counterexample(m, error, path, seen));
        }
      }
      p.pop();
      if (!unsupported.isEmpty() && p.isSatisfiable()) {
        return new Feasibility.Undecided(Reason.of(Reason.Kind.UNSUPPORTED, unsupportedWhy));
      }
      return new Feasibility.Infeasible();
    }
  }

  private SymState step(
      Op op,
      SymState s,
      ProgramEdge e,
      List<Bool> facts,
      List<Seen> seen,
      List<Bool> unsupported,
      Deque<List<dev.vigil.smt.Term>> frames)
      throws Unsupported {
    Step st = encoder.apply(op, s);
    if (!st.unsupportedIf().isFalse()) {
      unsupported.add(st.unsupportedIf());
    }
    return record(st, op, e, facts, seen, frames);
  }

  private SymState record(
      Step st,
      Op op,
      ProgramEdge e,
      List<Bool> facts,
      List<Seen> seen,
      Deque<List<dev.vigil.smt.Term>> frames) {
    facts.add(st.definitions());
    if (op instanceof Op.Alloc a && a.kind() == Op.AllocKind.STACK) {
      frames.peek().add(st.allocatedObject().orElseThrow());
    }
    String function =
        e.kind() == ProgramEdge.Kind.ENTER ? e.target().function() : e.source().function();
    for (Observation o : st.observations()) {
      switch (o) {
        case Observation.BytesRead read -> seen.add(new Seen.Read(read));
        case Observation.Assigned a ->
            seen.add(
                op instanceof Op.Havoc h
                    ? new Seen.In(e.edge().loc(), function, a.var(), h.origin(), a.value())
                    : new Seen.Set(e.edge().loc(), function, a.var(), a.value()));
      }
    }
    return st.next();
  }

  private Counterexample counterexample(
      SmtModel m, Op.Error error, List<ProgramEdge> path, List<Seen> seen) throws SmtFailure {
    var model = graph.program().dataModel();
    List<Input> inputs = new ArrayList<>();
    Map<Long, Byte> memory = new LinkedHashMap<>();
    List<TraceStep> steps = new ArrayList<>();
    for (Seen x : seen) {
      switch (x) {
        case Seen.In in -> {
          Expr value = m.value(in.value());
          steps.add(
              new TraceStep(
                  in.loc(),
                  in.function(),
                  new TraceStep.InputRead(
                      in.var(), ConcreteValue.of(value), in.origin(), inputs.size())));
          inputs.add(new Input(in.loc(), in.origin(), value));
        }
        case Seen.Set set ->
            steps.add(
                new TraceStep(
                    set.loc(),
                    set.function(),
                    new TraceStep.Assigned(set.var(), ConcreteValue.of(m.value(set.value())))));
        case Seen.Read r -> m.addBytes(r.read(), model, memory);
      }
    }
    SourceLoc at = path.get(path.size() - 1).edge().loc();
    return new Counterexample(error.property(), at, inputs, memory, steps);
  }

  private static Expr zero(Type t) {
    if (t instanceof Type.FloatType f) {
      return Exprs.floatConst(f, 0);
    }
    return t instanceof Type.IntType i ? Exprs.intConst(i, 0) : Exprs.NULL;
  }
}
