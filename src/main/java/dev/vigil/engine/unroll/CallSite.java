package dev.vigil.engine.unroll;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.smt.Bool;
import dev.vigil.smt.CallPlaceholder;
import dev.vigil.smt.SymState;
import java.util.Objects;

/**
 * A call of a function with a body that an {@link Activation} left abstract: where it is, under
 * which guard (relative to the activation's start), the caller's state just before it (from which
 * the callee is expanded), and the placeholders the caller continues with: the result and memory
 * ({@link CallPlaceholder}) and whether the callee returns at all ({@code returns}, the callee's
 * control-flow context).
 */
public final class CallSite {
  private final int id;
  private final Function caller;
  private final Function callee;
  private final Edge edge;
  private final Op.Call call;
  private final Bool guard;
  private final SymState before;
  private final CallPlaceholder placeholder;
  private final Bool returns;

  CallSite(
      int id,
      Function caller,
      Function callee,
      Edge edge,
      Op.Call call,
      Bool guard,
      SymState before,
      CallPlaceholder placeholder,
      Bool returns) {
    this.id = id;
    this.caller = Objects.requireNonNull(caller);
    this.callee = Objects.requireNonNull(callee);
    this.edge = Objects.requireNonNull(edge);
    this.call = Objects.requireNonNull(call);
    this.guard = Objects.requireNonNull(guard);
    this.before = Objects.requireNonNull(before);
    this.placeholder = Objects.requireNonNull(placeholder);
    this.returns = Objects.requireNonNull(returns);
  }

  /** A number unique among the call sites of one {@link Activations}. */
  public int id() {
    return id;
  }

  public Function caller() {
    return caller;
  }

  public Function callee() {
    return callee;
  }

  public Edge edge() {
    return edge;
  }

  public Op.Call call() {
    return call;
  }

  /** When the call is reached, relative to the start of the activation that makes it. */
  public Bool guard() {
    return guard;
  }

  SymState before() {
    return before;
  }

  public CallPlaceholder placeholder() {
    return placeholder;
  }

  /** The placeholder of whether the callee returns (its control-flow context). */
  public Bool returns() {
    return returns;
  }

  /** A name for messages and symbols: the callee and the id. */
  public String name() {
    return callee.name() + "#" + id;
  }

  @Override
  public String toString() {
    return name() + " at " + edge.loc();
  }
}
