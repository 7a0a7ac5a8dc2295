package dev.vigil.engine.unroll;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Reason;
import dev.vigil.engine.unroll.SymbolicExecution.Exit;
import dev.vigil.engine.unroll.SymbolicExecution.Guarded;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Term;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Symbolic execution one activation at a time, with calls left abstract (for the structural
 * abstraction of {@code summaries}): the entry function from the program's initial state, and any
 * call site, expanded from the caller's state at the call. Loops are unwound {@code bound} times
 * per entry, as in {@link BoundedChecker}, and cut there ({@link Target.Kind#CUT}).
 */
public final class Activations {
  /** An encoded activation, or why there is none. */
  public sealed interface Outcome {
    record Encoded(Activation activation) implements Outcome {}

    record Stopped(Reason reason) implements Outcome {}
  }

  private final Program program;
  private final Smt smt;
  private final Encoder encoder;
  private final Budget budget;
  private final int bound;
  private final PreparedProgram prepared;
  private final Placeholders.Unwritten unwritten;
  private int ids;

  private Activations(
      Program program,
      Smt smt,
      Encoder encoder,
      Budget budget,
      int bound,
      Placeholders.Unwritten unwritten) {
    this.program = program;
    this.smt = smt;
    this.encoder = encoder;
    this.budget = budget;
    this.bound = bound;
    this.prepared = new PreparedProgram(program);
    this.unwritten = unwritten;
  }

  /**
   * Activations of {@code program}'s functions; {@code unwritten} names, for each callee, globals
   * it cannot write (their bytes survive a call left abstract), and {@code changesNoMemory} says
   * whether it changes no memory at all, and {@code allocates} whether it allocates or frees.
   */
  public static Activations of(
      Program program,
      Smt smt,
      Encoder encoder,
      Budget budget,
      int bound,
      java.util.function.Function<Function, List<String>> unwritten,
      java.util.function.Predicate<Function> changesNoMemory,
      java.util.function.Predicate<Function> allocates) {
    Placeholders.Unwritten u =
        new Placeholders.Unwritten() {
          @Override
          public List<String> by(Function callee) {
            return unwritten.apply(callee);
          }

          @Override
          public boolean nothingBy(Function callee) {
            return changesNoMemory.test(callee);
          }

          @Override
          public boolean allocates(Function callee) {
            return allocates.test(callee);
          }
        };
    return new Activations(program, smt, encoder, budget, bound, u);
  }

  /** The entry function from the initial state, its parameters zero (docs/SEMANTICS.md). */
  public Outcome entry() {
    Function main = program.main();
    List<CallSite> calls = new ArrayList<>();
    SymbolicExecution x = execution(calls);
    try {
      SymState start = encoder.initialState();
      for (Var p : main.parameters()) {
        start = encoder.apply(new Op.Assign(p, zero(p.type())), start).next();
      }
      Guarded in = new Guarded(Guard.root(smt), start);
      return finish(x, main, x.call(main, in), false, calls);
    } catch (Unsupported u) {
      return new Outcome.Stopped(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
    } catch (SymbolicExecution.OutOfBudget o) {
      return new Outcome.Stopped(Reason.timeout());
    } catch (LoopStructure.IrreducibleException e) {
      return new Outcome.Stopped(Reason.of(Reason.Kind.UNSUPPORTED, e.getMessage()));
    }
  }

  /** The callee of {@code site}, entered from the caller's state at the call. */
  public Outcome expand(CallSite site) {
    List<CallSite> calls = new ArrayList<>();
    SymbolicExecution x = execution(calls);
    Function f = site.callee();
    Guarded in = new Guarded(Guard.root(smt), site.before());
    List<Op.Assign> bindings = new ArrayList<>();
    for (int i = 0; i < f.parameters().size(); i++) {
      Var p = f.parameters().get(i);
      if (prepared.isRelevant(p)) {
        bindings.add(new Op.Assign(p, site.call().arguments().get(i)));
      }
    }
    SymbolicExecution.Frame frame = new SymbolicExecution.Frame();
    Guarded entry =
        bindings.isEmpty()
            ? in
            : x.apply(frame, f, site.edge(), new Op.ParallelAssign(bindings), in);
    try {
      if (entry == null) {
        return finish(x, f, new Exit(null, null), site.call().result().isPresent(), calls);
      }
      return finish(x, f, x.call(f, entry), site.call().result().isPresent(), calls);
    } catch (SymbolicExecution.OutOfBudget o) {
      return new Outcome.Stopped(Reason.timeout());
    } catch (LoopStructure.IrreducibleException e) {
      return new Outcome.Stopped(Reason.of(Reason.Kind.UNSUPPORTED, e.getMessage()));
    }
  }

  private SymbolicExecution execution(List<CallSite> calls) {
    Placeholders[] hook = new Placeholders[1];
    Calls.Abstraction abstraction =
        new Calls.Abstraction() {
          @Override
          public boolean inlines(Op.Call c, Function f, Guarded in) {
            return hook[0].inlines(c, f, in);
          }

          @Override
          public Guarded enter(
              SymbolicExecution.Frame frame,
              Function caller,
              dev.vigil.ir.Edge e,
              Op.Call c,
              Function f,
              Guarded in) {
            return hook[0].enter(frame, caller, e, c, f, in);
          }
        };
    SymbolicExecution x =
        new SymbolicExecution(program, encoder, smt, bound, budget, prepared, abstraction);
    hook[0] = new Placeholders(x, calls, () -> ids++, unwritten);
    return x;
  }

  /** The activation from how it ended; a caller that uses the result needs one (else undefined). */
  private Outcome finish(
      SymbolicExecution x, Function f, Exit exit, boolean resultUsed, List<CallSite> calls) {
    Guarded returned = exit.valued();
    if (resultUsed) {
      if (exit.valueless() != null) {
        x.target(
            Target.Kind.UNDEFINED,
            exit.valueless().guard().formula(),
            f.loc(),
            f,
            Property.UNDEFINED_BEHAVIOR,
            f.name() + " returned no value to a caller that uses it");
      }
    } else {
      returned = x.merge(Arrays.asList(exit.valued(), exit.valueless()));
    }
    Bool returns = returned == null ? smt.fls() : returned.guard().formula();
    Optional<Term> result = Optional.empty();
    if (returned != null && resultUsed && prepared.returnRelevant(f)) {
      try {
        result = Optional.of(encoder.value(prepared.returnVar(f), returned.state()));
      } catch (Unsupported u) {
        return new Outcome.Stopped(Reason.of(Reason.Kind.UNSUPPORTED, u.getMessage()));
      }
    }
    SymState state = returned == null ? null : returned.state();
    return new Outcome.Encoded(new Activation(f, x.built(), returns, result, state, calls));
  }

  /**
   * The counterexample of {@code model} that reaches {@code error} (a target of one of the
   * activations), with the events of each call in {@code expanded} in their place.
   */
  public Counterexample counterexample(
      SmtModel model, Target error, Activation entry, Map<CallSite, Activation> expanded)
      throws SmtFailure {
    return Counterexamples.build(
        model,
        error,
        entry.events(),
        program.dataModel(),
        site -> Optional.ofNullable(expanded.get(site)).map(Activation::events));
  }

  private static dev.vigil.ir.Expr zero(Type t) {
    if (t instanceof Type.FloatType f) {
      return Exprs.floatConst(f, 0);
    }
    return t instanceof Type.IntType i ? Exprs.intConst(i, 0) : Exprs.NULL;
  }

  /** The number of the bound loops are unwound to. */
  public int bound() {
    return bound;
  }
}
