package dev.vigil.spec;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --malloc-may-fail}: every heap allocation ({@code malloc}, {@code calloc}, and those of
 * the C library models, such as {@code realloc} and {@code strdup}) may instead return null, as the
 * C standard allows and as happens when memory runs out. Whether one fails is an input of the run,
 * so a counterexample says which allocation failed and the interpreter replays it. Without the
 * option allocation never fails (docs/SEMANTICS.md), which hides the unchecked results that are
 * most of the null dereferences found in real code.
 */
public final class AllocationFailures {
  private AllocationFailures() {}

  public static Program allowed(Program program) {
    List<Function> functions = new ArrayList<>();
    for (Function f : program.functions().values()) {
      functions.add(f.cfa().edges().stream().anyMatch(AllocationFailures::isHeap) ? edit(f) : f);
    }
    return program.withFunctions(functions);
  }

  private static boolean isHeap(Edge e) {
    return e.op() instanceof Op.Alloc a && a.kind() == Op.AllocKind.HEAP;
  }

  /** Each heap {@code p = alloc} becomes {@code fails = nondet; fails ? p = null : p = alloc}. */
  private static Function edit(Function f) {
    Cfa old = f.cfa();
    Cfa.Builder b = Cfa.builder(f.name());
    for (int i = 0; i < old.locations().size(); i++) {
      b.newLocation();
    }
    b.entry(old.entry()).exit(old.exit());
    int site = 0;
    for (Edge e : old.edges()) {
      if (!(e.op() instanceof Op.Alloc alloc && isHeap(e))) {
        b.addEdge(e.source(), e.target(), e.op(), e.loc());
        continue;
      }
      Var fails = new Var("__vigil_alloc_fails" + site++, Type.IntType.BOOL, f.name());
      Location chosen = b.newLocation();
      Location failed = b.newLocation();
      Location succeeds = b.newLocation();
      b.addEdge(
          e.source(), chosen, new Op.Havoc(fails, new InputOrigin.AllocationFailure()), e.loc());
      b.addEdge(chosen, failed, new Op.Assume(fails), e.loc());
      b.addEdge(failed, e.target(), new Op.Assign(alloc.target(), Exprs.NULL), e.loc());
      b.addEdge(chosen, succeeds, new Op.Assume(Exprs.not(fails)), e.loc());
      b.addEdge(succeeds, e.target(), alloc, e.loc());
    }
    return new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc());
  }
}
