package dev.vigil.engine.dash;

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
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
  Pred renamed(Pred p) {
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
  Pred of(List<dev.vigil.ir.Edge> chain, Pred target, StateTemplate template, Function f)
      throws Unsupported, SmtFailure {
    Pred p = renamed(target);
    for (int i = chain.size() - 1; i >= 0; i--) {
      p = of(chain.get(i).op(), p, template, f);
    }
    return p.simplified(smt);
  }

  /** The preimage of {@code p} (whose temporaries are apart) over one operation. */
  private Pred of(Op op, Pred p, StateTemplate template, Function f) throws Unsupported {
    SymState s0 = template.state();
    Pred result =
        switch (op) {
          case Op.Assume a ->
              new Pred(
                  p.definitions(),
                  smt.and(encoder.condition(a.condition(), s0), p.guard()),
                  p.ir() == null ? null : Exprs.and(a.condition(), p.ir()),
                  p.existential(),
                  p.free());
          case Op.Return r -> {
            Var ret = index.returnVar(f);
            if (r.value().isEmpty() || ret == null) {
              yield p;
            }
            SymState next = encoder.assign(s0, ret, encoder.value(r.value().get(), s0));
            yield in(p, template, next, substituted(p.ir(), Map.of(ret, r.value().get())));
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
            Pred moved = in(p, template, step.next(), irPreimage(op, p.ir()));
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
  private Pred in(Pred p, StateTemplate template, SymState at, Expr ir) throws Unsupported {
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
