package dev.vigil.engine.unroll;

import dev.vigil.ir.Function;
import dev.vigil.smt.Bool;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One activation of a function, symbolically executed on its own with the calls it makes left
 * abstract ({@link CallSite}s): Calysto's structure-preserving symbolic execution of one function
 * in one calling context. Guards are relative to the activation's start. Its summary has one part
 * per side effect: the returned value, the memory at the exit, whether it returns ({@code returns},
 * the control-flow context) and the targets it can reach (errors, undefined behaviour, loops cut at
 * the bound, unsupported operations), each under its guard.
 */
public final class Activation {
  private final Function function;
  private final List<Target> targets;
  private final List<Bool> definitions;
  private final Bool returns;
  private final Optional<Term> result;
  private final SymState exit;
  private final List<CallSite> calls;
  private final List<Event> events;
  private final long edges;

  Activation(
      Function function,
      SymbolicExecution.Unrolled unrolled,
      Bool returns,
      Optional<Term> result,
      SymState exit,
      List<CallSite> calls) {
    this.function = Objects.requireNonNull(function);
    this.targets = List.copyOf(unrolled.targets());
    this.definitions = List.copyOf(unrolled.definitions());
    this.returns = Objects.requireNonNull(returns);
    this.result = Objects.requireNonNull(result);
    this.exit = exit;
    this.calls = List.copyOf(calls);
    this.events = List.copyOf(unrolled.events());
    this.edges = unrolled.edges();
  }

  public Function function() {
    return function;
  }

  /** What the activation can reach, each under its (relative) guard. */
  public List<Target> targets() {
    return targets;
  }

  /** The SSA definitions of the activation; always satisfiable on their own. */
  public List<Bool> definitions() {
    return definitions;
  }

  /** When the activation returns to its caller. */
  public Bool returns() {
    return returns;
  }

  /** The value it returns, if the caller uses it. */
  public Optional<Term> result() {
    return result;
  }

  /** The state at the return (memory included); empty if it never returns. */
  public Optional<SymState> exit() {
    return Optional.ofNullable(exit);
  }

  /** The calls it makes, left abstract, in execution order. */
  public List<CallSite> calls() {
    return calls;
  }

  List<Event> events() {
    return events;
  }

  /** How many edges were executed symbolically. */
  public long edges() {
    return edges;
  }
}
