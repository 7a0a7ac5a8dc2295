package dev.vigil.engine.dash;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.StateTemplate;
import dev.vigil.smt.Step;
import dev.vigil.smt.SymState;
import dev.vigil.smt.Unsupported;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Preimages of predicates over CFA edges, the refinement predicates of DASH: the states of the
 * edge's source from which the edge can lead into a target predicate. They are exact (the
 * bit-precise encoding of the operation, memory through the array theory, so no aliasing case split
 * is projected away and LCTD's WP_α is WP itself), with the target's temporaries renamed apart
 * first. Each is also kept as an IR condition where substitution gives one.
 */
final class Preimages {
  private final Encoder encoder;
  private final Smt smt;
  private final ProgramIndex index;

  Preimages(Encoder encoder, Smt smt, ProgramIndex index) {
    this.encoder = encoder;
    this.smt = smt;
    this.index = index;
  }

  /** {@code p} with fresh temporaries. */
  Pred renamed(Pred p) throws SmtFailure {
    if (!p.existential()) {
      return p;
    }
    List<Bool> r =
        smt.renameApart(List.of(p.definitions(), p.guard()), StateTemplate::isTemplateSymbol);
    return new Pred(r.get(0), r.get(1), p.ir(), true, p.free());
  }

  /**
   * The states of {@code template} (of {@code f}) from which the chain of edges {@code chain} leads
   * into {@code target}.
   */
  Pred of(List<Edge> chain, Pred target, StateTemplate template, Function f)
      throws Unsupported, SmtFailure {
    Pred p = renamed(target);
    for (int i = chain.size() - 1; i >= 0; i--) {
      p = of(chain.get(i).op(), p, template, f);
    }
    return p.simplified(smt);
  }

  /**
   * The preimage of {@code target} over the union of {@code chains} (all from one location), with
   * the target read once: each chain runs forward from the template's state, and their final states
   * are merged by the chains' path conditions (an {@code ite} per variable they set differently).
   * The disjunction of the chains' own preimages holds a copy of the target per chain, and nests
   * once per diamond a preimage crosses; this one grows by the diamond. The merge picks the first
   * chain whose condition holds, so it is the union only where no state takes two chains: {@link
   * Joined#overlap} must be unsatisfiable. Empty where a chain reads an input (its conditions then
   * do not exclude each other's runs).
   */
  Optional<Joined> joined(List<List<Edge>> chains, Pred target, StateTemplate template, Function f)
      throws Unsupported, SmtFailure {
    List<Bool> conditions = new ArrayList<>();
    List<SymState> states = new ArrayList<>();
    List<Bool> definitions = new ArrayList<>();
    Expr ir = null;
    for (List<Edge> chain : chains) {
      Bool condition = smt.tru();
      SymState s = template.state();
      for (Edge e : chain) {
        switch (e.op()) {
          case Op.Assume a -> condition = smt.and(condition, encoder.condition(a.condition(), s));
          case Op.Return r -> {
            Var ret = index.returnVar(f);
            if (r.value().isPresent() && ret != null) {
              s = encoder.assign(s, ret, encoder.value(r.value().get(), s));
            }
          }
          case Op.Error err -> {}
          case Op.Halt h -> {}
          case Op.Skip sk -> {}
          case Op.Havoc h -> {
            return Optional.empty();
          }
          case Op.HavocMemory h -> {
            return Optional.empty();
          }
          case Op.HavocObjects h -> {
            return Optional.empty();
          }
          case Op.Call c -> throw new IllegalArgumentException("calls are refined by DASH_call");
          default -> {
            Step step = encoder.apply(e.op(), s, true);
            if (!step.unsupportedIf().isFalse()) {
              throw new Unsupported(step.unsupportedReason());
            }
            definitions.add(step.definitions());
            s = step.next();
          }
        }
      }
      conditions.add(condition);
      states.add(s);
      Expr chainIr = irOf(chain, target.ir(), f);
      ir = states.size() == 1 || ir == null || chainIr == null ? chainIr : Exprs.or(ir, chainIr);
    }
    List<Bool> overlaps = new ArrayList<>();
    for (int i = 0; i < conditions.size(); i++) {
      for (int j = i + 1; j < conditions.size(); j++) {
        overlaps.add(smt.and(conditions.get(i), conditions.get(j)));
      }
    }
    Bool overlap = smt.and(smt.and(definitions), smt.or(overlaps));
    Encoder.Merged merged = encoder.merge(conditions, states, true);
    Pred t = in(renamed(target), template, merged.state(), ir);
    definitions.add(t.definitions());
    Bool all = smt.and(definitions);
    Pred pre =
        new Pred(
            all,
            smt.and(smt.or(conditions), t.guard()),
            ir,
            target.existential() || !all.isTrue(),
            target.free());
    return Optional.of(new Joined(pre.simplified(smt), overlap));
  }

  /** A preimage over several chains, and what a state taking two of them would satisfy. */
  record Joined(Pred preimage, Bool overlap) {}

  /** The IR preimage of {@code ir} over {@code chain}, where substitution gives one; else null. */
  private Expr irOf(List<Edge> chain, Expr ir, Function f) {
    for (int i = chain.size() - 1; i >= 0; i--) {
      ir = irBefore(chain.get(i).op(), ir, f);
    }
    return ir;
  }

  /** The IR preimage of {@code ir} over {@code op}, where substitution gives one; else null. */
  private Expr irBefore(Op op, Expr ir, Function f) {
    if (ir == null) {
      return null;
    }
    return switch (op) {
      case Op.Assume a -> Exprs.and(a.condition(), ir);
      case Op.Return r -> {
        Var ret = index.returnVar(f);
        yield r.value().isEmpty() || ret == null
            ? ir
            : substituted(ir, Map.of(ret, r.value().get()));
      }
      default -> irPreimage(op, ir);
    };
  }

  /** The preimage of {@code p} (whose temporaries are apart) over one operation. */
  private Pred of(Op op, Pred p, StateTemplate template, Function f)
      throws Unsupported, SmtFailure {
    SymState s0 = template.state();
    Pred result =
        switch (op) {
          case Op.Assume a ->
              new Pred(
                  p.definitions(),
                  smt.and(encoder.condition(a.condition(), s0), p.guard()),
                  irBefore(op, p.ir(), f),
                  p.existential(),
                  p.free());
          case Op.Return r -> {
            Var ret = index.returnVar(f);
            if (r.value().isEmpty() || ret == null) {
              yield p;
            }
            SymState next = encoder.assign(s0, ret, encoder.value(r.value().get(), s0));
            yield in(p, template, next, irBefore(op, p.ir(), f));
          }
          case Op.Error e -> p;
          case Op.Halt h -> p;
          case Op.Skip s -> p;
          case Op.Call c -> throw new IllegalArgumentException("calls are refined by DASH_call");
          default -> {
            Step step = encoder.apply(op, s0, true);
            if (!step.unsupportedIf().isFalse()) {
              throw new Unsupported(step.unsupportedReason());
            }
            Pred moved = in(p, template, step.next(), irBefore(op, p.ir(), f));
            boolean fresh = op instanceof Op.Havoc || op instanceof Op.HavocMemory;
            yield new Pred(
                smt.and(step.definitions(), moved.definitions()),
                moved.guard(),
                moved.ir(),
                p.existential() || fresh || !step.definitions().isTrue(),
                p.free() || fresh);
          }
        };
    return result;
  }

  /** {@code p} read in state {@code at} of its template. */
  private Pred in(Pred p, StateTemplate template, SymState at, Expr ir)
      throws Unsupported, SmtFailure {
    List<Bool> both = template.instantiate(List.of(p.definitions(), p.guard()), at);
    return new Pred(both.get(0), both.get(1), ir, p.existential(), p.free());
  }

  private static Expr substituted(Expr ir, Map<Var, Expr> replace) {
    return ir == null ? null : IrSubstitution.apply(ir, replace);
  }

  /** The preimage of an IR condition, where the operation keeps it expressible; else null. */
  private static Expr irPreimage(Op op, Expr ir) {
    if (ir == null) {
      return null;
    }
    return switch (op) {
      case Op.Assign a -> IrSubstitution.apply(ir, Map.of(a.target(), a.value()));
      case Op.ParallelAssign pa -> {
        Map<Var, Expr> all = new HashMap<>();
        pa.assignments().forEach(a -> all.put(a.target(), a.value()));
        yield IrSubstitution.apply(ir, all);
      }
      case Op.Havoc h -> IrSubstitution.reads(ir, h.target()) ? null : ir;
      case Op.Load l -> IrSubstitution.reads(ir, l.target()) ? null : ir;
      case Op.Alloc a ->
          IrSubstitution.reads(ir, a.target()) || IrSubstitution.queriesMemory(ir) ? null : ir;
      case Op.Free fr -> IrSubstitution.queriesMemory(ir) ? null : ir;
      default -> ir;
    };
  }
}
