package dev.vigil.engine.dash;

import dev.vigil.engine.Budget;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Observation;
import dev.vigil.smt.Smt;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import dev.vigil.smt.Unsupported;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Symbolic execution of a test's concrete path (DSE's path constraint, LCTD §2.6): the steps of the
 * whole program from the start up to a given step, calls entered and left along the path, inputs
 * symbolic (or, to evaluate predicates in the test's own states, the test's concrete inputs).
 */
final class PathExecution {
  /**
   * Where the path leads: the state, the conjunction of its branch conditions and definitions, the
   * input values read (in order), the bytes read from memory, and the states before the steps asked
   * for.
   */
  record Result(
      SymState state,
      Bool constraint,
      List<Term> inputs,
      List<Observation.BytesRead> reads,
      Map<Integer, SymState> snapshots) {}

  /** Thrown out of a run when the budget is gone. */
  static final class OutOfTime extends Exception {
    OutOfTime() {
      super("out of time", null, false, false);
    }
  }

  private record Frame(SymState saved, Function caller, Op.Call call, List<Term> stack) {}

  private final Encoder encoder;
  private final Smt smt;
  private final ProgramIndex index;
  private final Budget budget;

  PathExecution(Encoder encoder, Smt smt, ProgramIndex index, Budget budget) {
    this.encoder = encoder;
    this.smt = smt;
    this.index = index;
    this.budget = budget;
  }

  /**
   * Runs the first {@code end} steps of {@code test} (all of them where it has fewer); {@code
   * snapshotAt} names steps before which the state is kept (the test's length: its last state);
   * with {@code concrete}, inputs take the test's values.
   */
  Result run(Test test, int end, Set<Integer> snapshotAt, boolean concrete)
      throws Unsupported, OutOfTime {
    SymState state = encoder.initialState();
    List<Bool> constraint = new ArrayList<>();
    List<Term> inputs = new ArrayList<>();
    List<Observation.BytesRead> reads = new ArrayList<>();
    Map<Integer, SymState> snapshots = new HashMap<>();
    ArrayDeque<Frame> frames = new ArrayDeque<>();
    List<Term> stack = new ArrayList<>();
    Function current = index.program.main();
    int steps = Math.min(end, test.length());
    for (int i = 0; i < steps; i++) {
      if ((i & 1023) == 1023 && budget.exhausted()) {
        throw new OutOfTime();
      }
      if (snapshotAt.contains(i)) {
        snapshots.put(i, state);
      }
      int f = test.function(i);
      int e = test.edge(i);
      if (e < 0) {
        Frame frame = frames.pop();
        state = leave(state, frame, stack, Optional.empty());
        stack = frame.stack();
        current = frame.caller();
        continue;
      }
      Edge edge = index.edge(f, e);
      Op op = edge.op();
      switch (op) {
        case Op.Assume a -> constraint.add(encoder.condition(a.condition(), state));
        case Op.Call c -> {
          if (i + 1 >= test.length()) {
            return new Result(state, smt.and(constraint), inputs, reads, snapshots);
          }
          Function callee = index.function(test.function(i + 1));
          frames.push(new Frame(state, current, c, stack));
          stack = new ArrayList<>();
          List<Op.Assign> bindings = new ArrayList<>();
          for (int k = 0; k < callee.parameters().size(); k++) {
            bindings.add(new Op.Assign(callee.parameters().get(k), c.arguments().get(k)));
          }
          if (!bindings.isEmpty()) {
            Step s = encoder.apply(new Op.ParallelAssign(bindings), state);
            constraint.add(s.definitions());
            state = s.next();
          }
          current = callee;
        }
        case Op.Return r -> {
          Optional<Term> value =
              r.value().isPresent()
                  ? Optional.of(encoder.value(r.value().get(), state))
                  : Optional.empty();
          Frame frame = frames.pop();
          state = leave(state, frame, stack, value);
          stack = frame.stack();
          current = frame.caller();
        }
        case Op.Havoc h when concrete && fit(test, inputs.size(), h.target()) != null -> {
          Expr value = fit(test, inputs.size(), h.target());
          inputs.add(encoder.value(value, state));
          state = encoder.apply(new Op.Assign(h.target(), value), state).next();
        }
        default -> {
          Step s = encoder.apply(op, state);
          if (!s.unsupportedIf().isFalse()) {
            throw new Unsupported(s.unsupportedReason());
          }
          constraint.add(s.definitions());
          for (Observation o : s.observations()) {
            if (o instanceof Observation.BytesRead read) {
              reads.add(read);
            } else if (o instanceof Observation.Assigned as && op instanceof Op.Havoc) {
              inputs.add(as.value());
            }
          }
          if (op instanceof Op.Alloc al && al.kind() == Op.AllocKind.STACK) {
            s.allocatedObject().ifPresent(stack::add);
          }
          state = s.next();
        }
      }
    }
    if (snapshotAt.contains(steps)) {
      snapshots.put(steps, state);
    }
    return new Result(state, smt.and(constraint), inputs, reads, snapshots);
  }

  /**
   * Input {@code n} of the test as a constant of the variable's type, or null where there is none
   * (the input was not read, or a non-null pointer: then the value stays symbolic).
   */
  private static Expr fit(Test test, int n, Var target) {
    if (n >= test.inputs.size()) {
      return null;
    }
    Expr value = test.inputs.get(n);
    if (value.type().equals(target.type())) {
      return value;
    }
    if (value instanceof Expr.IntConst c && target.type() instanceof dev.vigil.ir.Type.IntType t) {
      return dev.vigil.ir.Exprs.intConst(t, c.bits());
    }
    return null;
  }

  /** Back in the caller: the callee's stack released, the caller's variables as they were. */
  private SymState leave(SymState state, Frame frame, List<Term> stack, Optional<Term> value)
      throws Unsupported {
    List<Bool> executed = new ArrayList<>();
    stack.forEach(o -> executed.add(smt.tru()));
    SymState after = encoder.release(state, executed, stack);
    after = encoder.restore(after, frame.saved(), index.variables(frame.caller()));
    Optional<Var> result = frame.call().result();
    if (result.isPresent() && value.isPresent()) {
      after = encoder.assign(after, result.get(), value.get());
    }
    return after;
  }
}
