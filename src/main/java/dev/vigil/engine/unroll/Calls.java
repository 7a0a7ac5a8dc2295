package dev.vigil.engine.unroll;

import dev.vigil.engine.unroll.SymbolicExecution.Exit;
import dev.vigil.engine.unroll.SymbolicExecution.Guarded;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.SymState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Calls, inlined: a direct call, or a call through a pointer split over the functions it may hold.
 * As docs/SEMANTICS.md says, a call whose arguments or result do not match the callee, a call
 * through a pointer to no function, and the use of a result the callee did not return are
 * undefined; a call of a function without a body through a pointer is unsupported.
 */
final class Calls {
  /** Executes the call of one function with a body without inlining it, where it chooses to. */
  interface Abstraction {
    /** Whether this call is better inlined after all. */
    boolean inlines(Op.Call c, Function f, Guarded in);

    Guarded enter(
        SymbolicExecution.Frame frame, Function caller, Edge e, Op.Call c, Function f, Guarded in);
  }

  private final SymbolicExecution x;
  private final Abstraction abstraction;

  /** Calls inlined, or with {@code abstraction} (if not null) left abstract. */
  Calls(SymbolicExecution x, Abstraction abstraction) {
    this.x = x;
    this.abstraction = abstraction;
  }

  Guarded call(SymbolicExecution.Frame frame, Function caller, Edge e, Op.Call c, Guarded in)
      throws SymbolicExecution.OutOfBudget, LoopStructure.IrreducibleException {
    List<Guarded> results = new ArrayList<>();
    Optional<String> direct = c.directCallee();
    if (direct.isPresent() && x.program.function(direct.get()).isPresent()) {
      results.add(callOne(frame, caller, e, c, x.program.function(direct.get()).get(), in));
      return x.merge(results);
    }
    Bool none = x.smt.tru();
    for (Function f : x.program.functions().values()) {
      Bool is = pointsTo(caller, c.callee(), f.name(), in, e);
      if (!is.isFalse()) {
        none = x.smt.and(none, x.smt.not(is));
        results.add(
            callOne(frame, caller, e, c, f, new Guarded(in.guard().and(x.smt, is), in.state())));
      }
    }
    for (String external : x.program.externalFunctions()) {
      if (x.program.function(external).isPresent()) {
        continue; // a C model's own arbitrary values are named after it; it has a body
      }
      Bool is = pointsTo(caller, c.callee(), external, in, e);
      if (!is.isFalse()) {
        none = x.smt.and(none, x.smt.not(is));
        x.target(
            Target.Kind.UNSUPPORTED,
            x.smt.and(in.guard().formula(), is),
            e,
            caller,
            null,
            "call of " + external + ", which has no body");
      }
    }
    if (!none.isFalse()) {
      x.target(
          Target.Kind.UNDEFINED,
          x.smt.and(in.guard().formula(), none),
          e,
          caller,
          Property.UNDEFINED_BEHAVIOR,
          "call through a pointer to no function");
    }
    return x.merge(results);
  }

  private Bool pointsTo(Function caller, Expr callee, String function, Guarded in, Edge e) {
    return x.condition(
        caller, Exprs.binary(Expr.BinaryOp.EQ, callee, Exprs.function(function)), in, e);
  }

  /** Why {@code c} cannot call {@code f}, or null. */
  private static String mismatch(Op.Call c, Function f) {
    List<Type> params = f.parameters().stream().map(Var::type).toList();
    List<Type> args = c.arguments().stream().map(Expr::type).toList();
    if (args.size() < params.size() || !args.subList(0, params.size()).equals(params)) {
      return "call of " + f.name() + " with arguments " + args + " for parameters " + params;
    }
    if (c.result().isPresent() && !c.result().get().type().equals(f.returnType())) {
      return "call of "
          + f.name()
          + " expecting "
          + c.result().get().type()
          + " from "
          + f.returnType();
    }
    return null;
  }

  private Guarded callOne(
      SymbolicExecution.Frame frame, Function caller, Edge e, Op.Call c, Function f, Guarded in)
      throws SymbolicExecution.OutOfBudget, LoopStructure.IrreducibleException {
    if (in.guard().isFalse()) {
      return null;
    }
    String mismatch = mismatch(c, f);
    if (mismatch != null) {
      x.target(
          Target.Kind.UNDEFINED,
          in.guard().formula(),
          e,
          caller,
          Property.UNDEFINED_BEHAVIOR,
          mismatch);
      return null;
    }
    if (abstraction != null && !abstraction.inlines(c, f, in)) {
      return abstraction.enter(frame, caller, e, c, f, in);
    }
    int active = x.activeFrames(f);
    if (active >= x.bound) {
      x.target(
          Target.Kind.CUT,
          in.guard().formula(),
          e,
          caller,
          null,
          "recursion of " + f.name() + " " + x.bound + " deep");
      return null;
    }
    List<Op.Assign> bindings = new ArrayList<>();
    for (int i = 0; i < f.parameters().size(); i++) {
      Var p = f.parameters().get(i);
      if (x.facts.isRelevant(p)) {
        bindings.add(new Op.Assign(p, c.arguments().get(i)));
      }
    }
    Guarded entry =
        bindings.isEmpty() ? in : x.apply(frame, f, e, new Op.ParallelAssign(bindings), in);
    if (entry == null) {
      return null;
    }
    Exit exit = x.call(f, entry);
    Guarded returned = exit.valued();
    if (c.result().isPresent()) {
      if (exit.valueless() != null) {
        x.target(
            Target.Kind.UNDEFINED,
            exit.valueless().guard().formula(),
            e,
            caller,
            Property.UNDEFINED_BEHAVIOR,
            f.name() + " returned no value to a caller that uses it");
      }
    } else {
      returned = x.merge(java.util.Arrays.asList(exit.valued(), exit.valueless()));
    }
    if (returned == null) {
      return null;
    }
    SymState state = returned.state();
    if (active > 0) {
      state = x.encoder.restore(state, in.state(), x.facts.localsOf(f));
    }
    Guarded after = new Guarded(returned.guard(), state);
    Optional<Var> result = c.result();
    if (result.isPresent() && x.facts.isRelevant(result.get()) && x.facts.returnRelevant(f)) {
      after = x.apply(frame, caller, e, new Op.Assign(result.get(), x.facts.returnVar(f)), after);
    }
    return after;
  }
}
