package dev.vigil.engine.kinduction;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.unroll.BoundedChecker;
import dev.vigil.engine.unroll.Query;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Global;
import dev.vigil.ir.Input;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import dev.vigil.smt.Smt;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Bidirectional search (bkind, thesis §4.3.1): the inductive step's counterexample starts from a
 * state at a cut point; if the base case reaches that state, the two joined are a counterexample of
 * the program. The state leaves memory out, so a join need not replay: it is reported only once the
 * interpreter replays it to the error, and dropped otherwise.
 */
final class BidirectionalSearch {
  /** Replays of joined counterexamples stop here: both parts are short, bounded unrollings. */
  private static final long MAX_REPLAY_STEPS = 50_000_000L;

  private BidirectionalSearch() {}

  /**
   * The inductive step's counterexample, kept as a target: the cut point and state it starts from,
   * and what follows (the inputs it reads, and the error).
   */
  record Target(
      int cut,
      Map<Var, Expr> state,
      Map<Global, Expr> globals,
      List<Input> inputs,
      Counterexample error) {

    /** The target of a failure of the step, if it reaches an error from a known start. */
    static Optional<Target> of(BoundedChecker.Failure f, InductiveStep step) {
      InductiveStep.Snapshot snapshot = step.snapshot();
      if (f.error().isEmpty() || !(f.watched().get(snapshot.cut()) instanceof Expr.IntConst pc)) {
        return Optional.empty();
      }
      Map<Var, Expr> state = new LinkedHashMap<>();
      for (int i = 0; i < step.stateVars().size(); i++) {
        Var v = step.stateVars().get(i);
        if (v.type() instanceof IntType
            && f.watched().get(snapshot.vars().get(i)) instanceof Expr.IntConst c) {
          state.put(v, c);
        }
      }
      Map<Global, Expr> globals = new LinkedHashMap<>();
      for (int i = 0; i < step.stateGlobals().size(); i++) {
        if (f.watched().get(snapshot.globals().get(i)) instanceof Expr.IntConst c) {
          globals.put(step.stateGlobals().get(i), c);
        }
      }
      Counterexample cex = f.error().get();
      int last = -1;
      for (int i = 0; i < cex.inputs().size(); i++) {
        if (cex.inputs().get(i).origin() instanceof InputOrigin.EngineChoice) {
          last = i;
        }
      }
      List<Input> after = cex.inputs().subList(last + 1, cex.inputs().size());
      return Optional.of(new Target((int) pc.bits(), state, globals, after, cex));
    }
  }

  /**
   * The base case of bidirectional search at {@code k}: a counterexample of {@code program} if an
   * execution within k steps reaches the target's start state and the join replays.
   */
  static Query<Counterexample> search(
      Program program,
      Smt smt,
      Induction induction,
      Target target,
      int k,
      Budget budget,
      KInductionStatistics stats) {
    long start = System.nanoTime();
    try {
      Program reach =
          induction
              .step()
              .reachState(induction.inlined(), target.cut(), target.state(), target.globals());
      Query<Counterexample> prefix =
          new BoundedChecker(reach, smt, budget, false, stats.backward).reachError(k);
      if (!(prefix instanceof Query.Found<Counterexample> found)) {
        return prefix;
      }
      stats.backwardStatesReached++;
      Counterexample joined = join(found.value(), target);
      Outcome replayed =
          new Interpreter(program)
              .replay(joined.inputValues(), joined.uninitializedMemory(), MAX_REPLAY_STEPS, false);
      if (replayed instanceof Outcome.ErrorReached reached
          && reached.property() == joined.property()) {
        stats.backwardCounterexamples++;
        return new Query.Found<>(joined);
      }
      return new Query.None<>();
    } finally {
      stats.backwardNanos += System.nanoTime() - start;
    }
  }

  /**
   * The prefix that reaches the target's start state, then the target's inputs and steps. A prefix
   * that reaches a real error of the program (one with a source location) is itself the
   * counterexample.
   */
  private static Counterexample join(Counterexample prefix, Target target) {
    if (!prefix.violation().equals(SourceLoc.UNKNOWN)) {
      return prefix;
    }
    Counterexample error = target.error();
    List<Input> inputs = new ArrayList<>(prefix.inputs());
    inputs.addAll(target.inputs());
    Map<Long, Byte> memory = new LinkedHashMap<>(prefix.uninitializedMemory());
    error.uninitializedMemory().forEach(memory::putIfAbsent);
    List<TraceStep> steps = new ArrayList<>(prefix.steps());
    steps.addAll(error.steps());
    return new Counterexample(error.property(), error.violation(), inputs, memory, steps);
  }
}
