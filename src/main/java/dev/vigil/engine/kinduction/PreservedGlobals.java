package dev.vigil.engine.kinduction;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The globals whose contents no code after the first cut point can change: their address never
 * escapes (it is only the direct target of loads, stores and bulk copies), and no such code writes
 * them directly. Their contents at any cut point are those the prefix left.
 */
final class PreservedGlobals {
  private PreservedGlobals() {}

  static List<String> of(Program program, Cfa main, BitSet afterCut) {
    Set<String> escaped = new HashSet<>();
    Set<String> written = new HashSet<>();
    for (Function f : program.functions().values()) {
      boolean inlinedMain = f.name().equals("main");
      Cfa cfa = inlinedMain ? main : f.cfa();
      for (Edge e : cfa.edges()) {
        Op op = e.op();
        List<Expr> exprs = Ops.expressions(op);
        Map<Integer, Ops.Access> accesses = new HashMap<>();
        Ops.accesses(op).forEach(a -> accesses.put(a.index(), a));
        for (int i = 0; i < exprs.size(); i++) {
          // An access at a global's own address (e.g. copying from it) reads or writes it in place.
          Ops.Access access = accesses.get(i);
          String direct = access == null ? null : directGlobal(exprs.get(i));
          if (direct != null) {
            boolean later = !inlinedMain || afterCut.get(e.source().index());
            if (access.writes() && later) {
              written.add(direct);
            }
          } else {
            collect(exprs.get(i), escaped);
          }
        }
      }
    }
    program
        .globals()
        .values()
        .forEach(g -> g.initializer().forEach(v -> collect(v.value(), escaped)));
    return program.globals().keySet().stream()
        .filter(g -> !escaped.contains(g) && !written.contains(g))
        .toList();
  }

  private static String directGlobal(Expr address) {
    if (address instanceof Expr.GlobalAddress g) {
      return g.global();
    }
    if (address instanceof Expr.PtrAdd add && add.pointer() instanceof Expr.GlobalAddress g) {
      if (!mentionsGlobal(add.offset())) {
        return g.global();
      }
    }
    return null;
  }

  private static boolean mentionsGlobal(Expr e) {
    if (e instanceof Expr.GlobalAddress) {
      return true;
    }
    return e.children().stream().anyMatch(PreservedGlobals::mentionsGlobal);
  }

  private static void collect(Expr e, Set<String> out) {
    if (e instanceof Expr.GlobalAddress g) {
      out.add(g.global());
    }
    for (Expr c : e.children()) {
      collect(c, out);
    }
  }
}
