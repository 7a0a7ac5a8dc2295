package dev.vigil.engine.bmc;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Global;
import dev.vigil.ir.Input;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.TraceStep;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import dev.vigil.validation.ReplayingEngine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Holds the SMT encoding and the interpreter together on one small program (docs/SEMANTICS.md): (1)
 * values the interpreter computes on random inputs satisfy the encoding: with the inputs assumed
 * equal to the interpreter's, every result must have the interpreter's value, and the outcome
 * (error or not) must be the same; (2) a model the solver finds for "all results equal those of a
 * run" (inputs free: the solver inverts the computation) replays in the interpreter to the error.
 */
final class Differential {
  /** How a program reads inputs and publishes its results. */
  interface Ctx {
    Var in(String name, Type type);

    /** Publishes {@code r}, assigned by {@code op} (an Assign or Load of {@code r}). */
    void out(Var r, Op op);

    Ir.Fn fn();
  }

  /**
   * A program. {@code readsUninitialised}: its results depend on uninitialised bytes, so only
   * direction (2) applies. {@code hardToInvert}: finding inputs for given results is too slow for a
   * unit test (float arithmetic, 64-bit multiplication), so direction (2) fixes the inputs too.
   */
  record Spec(
      String name,
      List<Global> globals,
      Supplier<List<Ir.Fn>> helpers,
      BiConsumer<Ir.Fn, Ctx> body,
      boolean readsUninitialised,
      boolean hardToInvert) {}

  private static final Property MISMATCH = Property.VALID_MEMTRACK;

  private enum Mode {
    PLAIN,
    FIXED_INPUTS,
    ALL_RESULTS,
    ALL_RESULTS_FIXED_INPUTS
  }

  /** Builds the program of {@code spec} in a mode. */
  private static final class Builder implements Ctx {
    final Ir.Fn main = new Ir.Fn("main", Ir.I32);
    final Mode mode;
    final Map<String, Expr> inputs;
    final Map<String, Long> results;
    final List<Var> published = new ArrayList<>();
    private int inputIndex;
    final List<Expr> inputOrder;

    Builder(Mode mode, List<Expr> inputOrder, Map<String, Long> results) {
      this.mode = mode;
      this.inputs = new LinkedHashMap<>();
      this.inputOrder = inputOrder;
      this.results = results;
    }

    @Override
    public Var in(String name, Type type) {
      Var v = main.var(name, type);
      main.nondet(v);
      if (mode == Mode.FIXED_INPUTS || mode == Mode.ALL_RESULTS_FIXED_INPUTS) {
        main.assume(equalBits(v, Differential.bitsOf(inputOrder.get(inputIndex++))));
      }
      return v;
    }

    @Override
    public void out(Var r, Op op) {
      main.op(op);
      published.add(r);
      if (mode == Mode.FIXED_INPUTS && results.containsKey(r.name())) {
        main.ifThen(Exprs.not(equalBits(r, results.get(r.name()))), t -> t.error(MISMATCH));
      }
    }

    @Override
    public Ir.Fn fn() {
      return main;
    }

    Program build(Spec spec) {
      spec.body().accept(main, this);
      if (mode == Mode.ALL_RESULTS || mode == Mode.ALL_RESULTS_FIXED_INPUTS) {
        Expr all = Exprs.TRUE;
        for (Var r : published) {
          all = Exprs.and(all, equalBits(r, results.get(r.name())));
        }
        main.ifThen(all, t -> t.error());
      }
      main.ret(Ir.i32(0));
      List<Ir.Fn> fns = new ArrayList<>(spec.helpers().get());
      fns.add(main);
      return Ir.program(spec.globals(), fns.toArray(new Ir.Fn[0]));
    }
  }

  /** {@code e == bits}, comparing floats by their (canonical) bit patterns. */
  static Expr equalBits(Expr e, long bits) {
    Type t = e.type();
    if (t instanceof FloatType f) {
      IntType it = IntType.of(f.totalBits());
      return Exprs.binary(BinaryOp.EQ, Exprs.cast(CastOp.BITCAST, e, it), Exprs.intConst(it, bits));
    }
    if (t instanceof Type.PointerType) {
      IntType it = IntType.I64;
      return Exprs.binary(
          BinaryOp.EQ, Exprs.cast(CastOp.PTR_TO_INT, e, it), Exprs.intConst(it, bits));
    }
    return Exprs.binary(BinaryOp.EQ, e, Exprs.intConst((IntType) t, bits));
  }

  static long bitsOf(Expr constant) {
    if (constant instanceof Expr.IntConst c) {
      return c.bits();
    }
    if (constant instanceof Expr.FloatConst f) {
      return f.bits();
    }
    return 0;
  }

  /** The published values of a run, read from its trace (the last value of each variable). */
  private static Map<String, Long> results(Outcome run, List<Var> published) {
    Map<String, Type> types = new LinkedHashMap<>();
    published.forEach(v -> types.put(v.name(), v.type()));
    Map<String, Long> values = new LinkedHashMap<>();
    for (TraceStep s : run.trace()) {
      if (s.function().equals("main")
          && s.event() instanceof TraceStep.Assigned a
          && types.get(a.variable().name()) != null) {
        values.put(a.variable().name(), bits(a.value().constant()));
      }
      if (s.function().equals("main")
          && s.event() instanceof TraceStep.InputRead in
          && types.get(in.variable().name()) != null) {
        values.put(in.variable().name(), bits(in.value().constant()));
      }
    }
    return values;
  }

  /** A constant's bits, with NaNs made canonical as the encoder's models give them. */
  private static long bits(Expr constant) {
    if (constant instanceof Expr.FloatConst f) {
      return Semantics.canonical(f.type(), f.bits());
    }
    return constant instanceof Expr.IntConst c ? c.bits() : 0;
  }

  private static Verdict bmc(Program p, List<String> alarms) {
    Engine e = new ReplayingEngine(new BmcEngine(BmcOptions.defaults()), alarms::add);
    // Wall-clock time: generous, so that a loaded machine does not turn an answer into a timeout
    // (the float cases need a few seconds of Z3 on a quiet one).
    return e.verify(p, Budget.of(Duration.ofSeconds(60))).verdict();
  }

  /** Runs both directions for {@code seeds} random input vectors; returns the problems found. */
  static List<String> check(Spec spec, int seeds) {
    List<String> problems = new ArrayList<>();
    Builder plain = new Builder(Mode.PLAIN, List.of(), Map.of());
    Program program = plain.build(spec);
    for (int seed = 1; seed <= seeds; seed++) {
      Outcome run = new Interpreter(program).run(Inputs.random(seed), 100_000, true);
      if (run instanceof Outcome.UndefinedBehavior ub) {
        problems.add("seed " + seed + ": the interpreter stopped: " + ub.what());
        continue;
      }
      Map<String, Long> values = results(run, plain.published);
      List<Expr> inputs = run.inputs().stream().map(Input::value).toList();
      if (!spec.readsUninitialised()) {
        Program fixed = new Builder(Mode.FIXED_INPUTS, inputs, values).build(spec);
        List<String> alarms = new ArrayList<>();
        Verdict v = bmc(fixed, alarms);
        boolean errorRun = run instanceof Outcome.ErrorReached;
        boolean ok =
            errorRun
                ? v instanceof Verdict.Violated x
                    && x.counterexample().property() == Property.UNREACH_CALL
                : v instanceof Verdict.Proved;
        if (!ok || !alarms.isEmpty()) {
          problems.add(
              "seed "
                  + seed
                  + ": with the interpreter's inputs "
                  + inputs
                  + " and results "
                  + values
                  + " the encoding gives "
                  + describe(v)
                  + " "
                  + alarms);
        }
      }
      if (values.size() == plain.published.size()) {
        Mode mode = spec.hardToInvert() ? Mode.ALL_RESULTS_FIXED_INPUTS : Mode.ALL_RESULTS;
        Program target = new Builder(mode, inputs, values).build(spec);
        List<String> alarms = new ArrayList<>();
        Verdict v = bmc(target, alarms);
        if (!(v instanceof Verdict.Violated) || !alarms.isEmpty()) {
          problems.add(
              "seed "
                  + seed
                  + ": results "
                  + values
                  + " are reachable but BMC gives "
                  + describe(v)
                  + " "
                  + alarms);
        }
      }
    }
    return problems;
  }

  private static String describe(Verdict v) {
    if (v instanceof Verdict.Violated x) {
      return "FALSE("
          + x.counterexample().property().svcompName()
          + ") at "
          + x.counterexample().violation();
    }
    return v.toString();
  }
}
