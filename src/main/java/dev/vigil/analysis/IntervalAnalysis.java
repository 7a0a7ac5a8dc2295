package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Interval analysis: abstract interpretation of every function over intervals of its integer
 * registers and of the tracked cells of globals (see {@link TrackedGlobals}), with widening (with
 * thresholds) at loop heads and then narrowing by descending iterations ({@link ForwardSolver}). A
 * call forgets what the callee may write. {@code main} starts from the globals' initial values,
 * other functions from nothing known.
 */
public final class IntervalAnalysis {
  private static final int NARROWING_PASSES = 2;

  private final Program program;
  private final TrackedGlobals tracked;
  private final CallEffects effects;

  private IntervalAnalysis(Program program) {
    this.program = program;
    this.tracked = TrackedGlobals.of(program);
    this.effects = CallEffects.of(program, tracked);
  }

  /** The analysis of {@code program}, for single steps of its transfer ({@link #transfer}). */
  static IntervalAnalysis of(Program program) {
    return new IntervalAnalysis(program);
  }

  /** The states at every location of every function. */
  public static Map<Location, IntervalState> analyze(Program program) {
    IntervalAnalysis a = new IntervalAnalysis(program);
    Map<Location, IntervalState> all = new LinkedHashMap<>();
    for (Function f : program.functions().values()) {
      IntervalState entry = f.name().equals("main") ? a.initialGlobals() : IntervalState.top();
      all.putAll(a.analyze(f.cfa(), entry));
    }
    return all;
  }

  private IntervalState initialGlobals() {
    IntervalState.Editor s = IntervalState.top().edit();
    for (Cell.GlobalCell c : tracked.all()) {
      Global g = program.globals().get(c.global());
      if (g == null || g.nondetContents()) {
        continue;
      }
      long value = 0;
      boolean known = true;
      long size = c.type().byteSize(program.dataModel());
      for (Global.InitValue iv : g.initializer()) {
        long ivSize = iv.value().type().byteSize(program.dataModel());
        boolean overlaps = iv.offset() < c.offset() + size && c.offset() < iv.offset() + ivSize;
        if (!overlaps) {
          continue;
        }
        if (iv.offset() == c.offset()
            && iv.value() instanceof Expr.IntConst k
            && k.type().equals(c.type())) {
          value = k.signedValue();
        } else {
          known = false;
        }
      }
      if (known) {
        s.set(c, Interval.constant(c.type().bits(), value));
      }
    }
    return s.build();
  }

  private Map<Location, IntervalState> analyze(Cfa cfa, IntervalState entry) {
    Loops loops = Loops.of(cfa);
    ForwardAnalysis<IntervalState> analysis = new Domain(cfa, thresholds(cfa));
    Map<Location, IntervalState> fixpoint = ForwardSolver.solve(cfa, loops, entry, analysis);
    Map<Location, IntervalState> narrowed =
        ForwardSolver.narrow(cfa, loops, entry, analysis, fixpoint, NARROWING_PASSES);
    Map<Location, IntervalState> result = new LinkedHashMap<>();
    for (Location l : cfa.locations()) {
      result.put(l, narrowed.getOrDefault(l, IntervalState.BOTTOM));
    }
    return result;
  }

  /** Intervals as a forward analysis of one function, widening with its constants. */
  private final class Domain implements ForwardAnalysis<IntervalState> {
    private final Cfa cfa;
    private final long[] thresholds;

    Domain(Cfa cfa, long[] thresholds) {
      this.cfa = cfa;
      this.thresholds = thresholds;
    }

    @Override
    public IntervalState transfer(Edge e, IntervalState in) {
      return IntervalAnalysis.this.transfer(cfa, e, in);
    }

    @Override
    public IntervalState join(IntervalState a, IntervalState b) {
      return a.join(b);
    }

    @Override
    public boolean lessOrEqual(IntervalState a, IntervalState b) {
      return a.lessOrEqual(b);
    }

    @Override
    public IntervalState widen(IntervalState old, IntervalState joined) {
      return old.widen(joined, thresholds);
    }

    @Override
    public boolean isBottom(IntervalState s) {
      return s.isBottom();
    }
  }

  /** The state after edge {@code e} of {@code cfa}, given the state before it. */
  IntervalState transfer(Cfa cfa, Edge e, IntervalState in) {
    if (in.isBottom()) {
      return in;
    }
    IntervalState.Editor s = in.edit();
    Op op = e.op();
    switch (op) {
      case Op.Assign a -> assign(List.of(a), s);
      case Op.ParallelAssign p -> assign(p.assignments(), s);
      case Op.Assume a -> IntervalRefiner.assume(cfa, e, a.condition(), s);
      case Op.Load l -> {
        var cell = tracked.cellAt(l.address(), l.target().type());
        if (cell.isPresent()) {
          s.set(new Cell.VarCell(l.target()), s.get(cell.get()));
          s.copy(l.target(), cell.get());
        } else {
          s.forgetVar(l.target());
        }
      }
      case Op.Store st -> {
        var cell = tracked.cellAt(st.address(), st.value().type());
        cell.ifPresent(c -> s.set(c, IntervalEval.eval(st.value(), s)));
      }
      case Op.Call c -> {
        for (Cell.GlobalCell g : effects.writes(c)) {
          s.set(g, Interval.top(g.type()));
        }
        c.result().ifPresent(s::forgetVar);
      }
      case Op.HavocMemory h -> {
        for (Cell.GlobalCell g : tracked.all()) {
          if (!h.preserved().contains(g.global())) {
            s.set(g, Interval.top(g.type()));
          }
        }
      }
      case Op.Havoc _,
          Op.Alloc _,
          Op.Free _,
          Op.MemCopy _,
          Op.MemSet _,
          Op.HavocObjects _,
          Op.Return _,
          Op.Error _,
          Op.Halt _,
          Op.Skip _ ->
          Ops.assignedVars(op).forEach(s::forgetVar);
    }
    return s.build();
  }

  private static void assign(List<Op.Assign> assignments, IntervalState.Editor s) {
    List<Interval> values = new ArrayList<>();
    for (Op.Assign a : assignments) {
      values.add(IntervalEval.eval(a.value(), s));
    }
    for (int i = 0; i < assignments.size(); i++) {
      Op.Assign a = assignments.get(i);
      if (values.get(i) == null) {
        s.forgetVar(a.target());
      } else {
        s.set(new Cell.VarCell(a.target()), values.get(i));
      }
    }
  }

  /** The integer constants of a function and their neighbours: where widening may stop. */
  private static long[] thresholds(Cfa cfa) {
    TreeSet<Long> t = new TreeSet<>();
    t.add(0L);
    t.add(1L);
    t.add(-1L);
    for (Edge e : cfa.edges()) {
      for (Expr x : Ops.expressions(e.op())) {
        constants(x, t);
      }
    }
    return t.stream().mapToLong(Long::longValue).toArray();
  }

  private static void constants(Expr e, TreeSet<Long> out) {
    if (e instanceof Expr.IntConst k && k.type().bits() > 1) {
      long v = k.signedValue();
      out.add(v);
      if (v != Long.MAX_VALUE) {
        out.add(v + 1);
      }
      if (v != Long.MIN_VALUE) {
        out.add(v - 1);
      }
    }
    for (Expr c : e.children()) {
      constants(c, out);
    }
  }
}
