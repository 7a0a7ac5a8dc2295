package dev.vigil.engine.unroll;

import dev.vigil.engine.unroll.SymbolicExecution.Guarded;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.Bool;
import dev.vigil.smt.CallPlaceholder;
import dev.vigil.smt.Unsupported;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;

/**
 * Leaves calls abstract: the caller continues after a call with placeholders for its result, its
 * memory and whether it returns (see {@link CallSite}); the call is recorded so that the callee's
 * events can join the trace once it is expanded.
 */
final class Placeholders implements Calls.Abstraction {
  /** What a callee cannot change: their bytes survive a call left abstract. */
  interface Unwritten {
    /** The globals it cannot write. */
    List<String> by(Function callee);

    /** Whether it changes no memory at all (stores, allocates and frees nothing). */
    boolean nothingBy(Function callee);

    /** Whether it allocates or frees anything. */
    boolean allocates(Function callee);
  }

  private final SymbolicExecution x;
  private final List<CallSite> sites;
  private final IntSupplier ids;
  private final Unwritten unwritten;

  Placeholders(SymbolicExecution x, List<CallSite> sites, IntSupplier ids, Unwritten unwritten) {
    this.x = x;
    this.sites = sites;
    this.ids = ids;
    this.unwritten = unwritten;
  }

  /**
   * A call whose arguments are all constant numbers is inlined: constant propagation then usually
   * computes the callee away, which a placeholder would stop (recursion is still bounded). A
   * constant address does not count: what the callee does then depends on memory.
   */
  @Override
  public boolean inlines(Op.Call c, Function f, Guarded in) {
    if (f.parameters().isEmpty()) {
      return false;
    }
    try {
      for (int i = 0; i < f.parameters().size(); i++) {
        Expr a = c.arguments().get(i);
        if (a.type() instanceof Type.PointerType || !x.encoder.value(a, in.state()).isConcrete()) {
          return false;
        }
      }
    } catch (Unsupported u) {
      return false;
    }
    return true;
  }

  @Override
  public Guarded enter(
      SymbolicExecution.Frame frame, Function caller, Edge e, Op.Call c, Function f, Guarded in) {
    int id = ids.getAsInt();
    String name = f.name() + "#" + id;
    Optional<Var> result =
        c.result().filter(r -> x.facts.isRelevant(r) && x.facts.returnRelevant(f));
    CallPlaceholder placeholder;
    try {
      placeholder =
          unwritten.nothingBy(f)
              ? x.encoder.abstractPureCall(in.state(), result, name)
              : x.encoder.abstractCall(
                  in.state(), result, unwritten.by(f), unwritten.allocates(f), name);
    } catch (Unsupported u) {
      x.target(Target.Kind.UNSUPPORTED, in.guard().formula(), e, caller, null, u.getMessage());
      return null;
    }
    x.define(placeholder.axiom());
    Bool returns = x.smt.fresh(name + ".returns");
    Bool guard = in.guard().formula();
    CallSite site = new CallSite(id, caller, f, e, c, guard, in.state(), placeholder, returns);
    sites.add(site);
    x.event(new Event.Call(guard, site));
    if (result.isPresent()) {
      x.event(
          new Event.Assigned(
              guard, e.loc(), caller.name(), result.get(), placeholder.result().orElseThrow()));
    }
    return new Guarded(in.guard().and(x.smt, returns), placeholder.after());
  }
}
