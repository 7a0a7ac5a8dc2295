package dev.vigil.ir;

import java.util.ArrayList;
import java.util.List;

/** What operations read and write, for analyses that treat all operations alike. */
public final class Ops {
  private Ops() {}

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
    return List.of();
  }
}
