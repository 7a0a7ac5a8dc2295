package dev.vigil.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** What operations read and write, and renaming of their variables. */
public final class Ops {
  private Ops() {}

  /** {@code e} with every variable replaced by {@code rename.apply(v)}. */
  public static Expr rename(Expr e, UnaryOperator<Var> rename) {
    if (e instanceof Var v) {
      return rename.apply(v);
    }
    List<Expr> children = e.children();
    if (children.isEmpty()) {
      return e;
    }
    List<Expr> renamed = new ArrayList<>(children.size());
    boolean changed = false;
    for (Expr c : children) {
      Expr r = rename(c, rename);
      renamed.add(r);
      changed |= r != c;
    }
    return changed ? e.withChildren(renamed) : e;
  }

  /** {@code op} with every variable, read or written, replaced by {@code rename.apply(v)}. */
  public static Op rename(Op op, UnaryOperator<Var> rename) {
    if (op instanceof Op.Assign a) {
      return new Op.Assign(rename.apply(a.target()), rename(a.value(), rename));
    }
    if (op instanceof Op.ParallelAssign p) {
      return new Op.ParallelAssign(
          p.assignments().stream().map(a -> (Op.Assign) rename(a, rename)).toList());
    }
    if (op instanceof Op.Assume a) {
      return new Op.Assume(rename(a.condition(), rename));
    }
    if (op instanceof Op.Havoc h) {
      return new Op.Havoc(rename.apply(h.target()), h.origin());
    }
    if (op instanceof Op.Load l) {
      return new Op.Load(rename.apply(l.target()), rename(l.address(), rename));
    }
    if (op instanceof Op.Store s) {
      return new Op.Store(rename(s.address(), rename), rename(s.value(), rename));
    }
    if (op instanceof Op.Alloc a) {
      return new Op.Alloc(
          rename.apply(a.target()), a.kind(), rename(a.size(), rename), a.zeroed(), a.name());
    }
    if (op instanceof Op.Free f) {
      return new Op.Free(rename(f.pointer(), rename));
    }
    if (op instanceof Op.MemCopy m) {
      return new Op.MemCopy(
          rename(m.destination(), rename), rename(m.source(), rename), rename(m.size(), rename));
    }
    if (op instanceof Op.MemSet m) {
      return new Op.MemSet(
          rename(m.destination(), rename), rename(m.value(), rename), rename(m.size(), rename));
    }
    if (op instanceof Op.Call c) {
      return new Op.Call(
          c.result().map(rename),
          rename(c.callee(), rename),
          c.arguments().stream().map(x -> rename(x, rename)).toList());
    }
    if (op instanceof Op.Return r) {
      return new Op.Return(r.value().map(x -> rename(x, rename)));
    }
    if (op instanceof Op.HavocObjects h) {
      return new Op.HavocObjects(
          h.roots().stream().map(x -> rename(x, rename)).toList(), h.allStackAndHeap(), h.origin());
    }
    return op; // Error, Halt, Skip, HavocMemory: no variables
  }

  /** The variables an operation assigns. */
  public static List<Var> assignedVars(Op op) {
    if (op instanceof Op.Assign a) {
      return List.of(a.target());
    }
    if (op instanceof Op.ParallelAssign p) {
      return p.assignments().stream().map(Op.Assign::target).toList();
    }
    if (op instanceof Op.Havoc h) {
      return List.of(h.target());
    }
    if (op instanceof Op.Load l) {
      return List.of(l.target());
    }
    if (op instanceof Op.Alloc a) {
      return List.of(a.target());
    }
    if (op instanceof Op.Call c && c.result().isPresent()) {
      return List.of(c.result().get());
    }
    return List.of();
  }

  /** The expressions an operation evaluates, in a fixed order. */
  public static List<Expr> expressions(Op op) {
    if (op instanceof Op.Assign a) {
      return List.of(a.value());
    }
    if (op instanceof Op.ParallelAssign p) {
      return p.assignments().stream().map(Op.Assign::value).toList();
    }
    if (op instanceof Op.Assume a) {
      return List.of(a.condition());
    }
    if (op instanceof Op.Load l) {
      return List.of(l.address());
    }
    if (op instanceof Op.Store s) {
      return List.of(s.address(), s.value());
    }
    if (op instanceof Op.Alloc a) {
      return List.of(a.size());
    }
    if (op instanceof Op.Free f) {
      return List.of(f.pointer());
    }
    if (op instanceof Op.MemCopy m) {
      return List.of(m.destination(), m.source(), m.size());
    }
    if (op instanceof Op.MemSet m) {
      return List.of(m.destination(), m.value(), m.size());
    }
    if (op instanceof Op.Call c) {
      List<Expr> all = new ArrayList<>();
      all.add(c.callee());
      all.addAll(c.arguments());
      return all;
    }
    if (op instanceof Op.Return r) {
      return r.value().map(List::of).orElse(List.of());
    }
    if (op instanceof Op.HavocObjects h) {
      return h.roots();
    }
    return List.of();
  }
}
