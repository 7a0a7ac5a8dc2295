package dev.vigil.ir;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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

  /** {@code e} with the variables of {@code map} replaced by their expressions (simultaneously). */
  public static Expr substitute(Expr e, java.util.Map<Var, ? extends Expr> map) {
    return substitute(e, map, new IdentityHashMap<>());
  }

  private static Expr substitute(
      Expr e, java.util.Map<Var, ? extends Expr> map, java.util.Map<Expr, Expr> done) {
    if (e instanceof Var v) {
      Expr to = map.get(v);
      return to == null ? v : to;
    }
    Expr known = done.get(e);
    if (known != null) {
      return known;
    }
    List<Expr> children = e.children();
    List<Expr> replaced = new ArrayList<>(children.size());
    boolean changed = false;
    for (Expr c : children) {
      Expr r = substitute(c, map, done);
      replaced.add(r);
      changed |= r != c;
    }
    Expr result = changed ? e.withChildren(replaced) : e;
    done.put(e, result);
    return result;
  }

  /** {@code op} with every variable, read or written, replaced by {@code rename.apply(v)}. */
  public static Op rename(Op op, UnaryOperator<Var> rename) {
    UnaryOperator<Expr> in = e -> rename(e, rename);
    return switch (op) {
      case Op.Assign a -> new Op.Assign(rename.apply(a.target()), in.apply(a.value()));
      case Op.ParallelAssign p ->
          new Op.ParallelAssign(
              p.assignments().stream().map(a -> (Op.Assign) rename(a, rename)).toList());
      case Op.Assume a -> new Op.Assume(in.apply(a.condition()));
      case Op.Havoc h -> new Op.Havoc(rename.apply(h.target()), h.origin());
      case Op.Load l -> new Op.Load(rename.apply(l.target()), in.apply(l.address()));
      case Op.Store s -> new Op.Store(in.apply(s.address()), in.apply(s.value()));
      case Op.Alloc a ->
          new Op.Alloc(
              rename.apply(a.target()), a.kind(), in.apply(a.size()), a.zeroed(), a.name());
      case Op.Free f -> new Op.Free(in.apply(f.pointer()));
      case Op.MemCopy m ->
          new Op.MemCopy(in.apply(m.destination()), in.apply(m.source()), in.apply(m.size()));
      case Op.MemSet m ->
          new Op.MemSet(in.apply(m.destination()), in.apply(m.value()), in.apply(m.size()));
      case Op.Call c ->
          new Op.Call(
              c.result().map(rename),
              in.apply(c.callee()),
              c.arguments().stream().map(in).toList());
      case Op.Return r -> new Op.Return(r.value().map(in));
      case Op.HavocObjects h ->
          new Op.HavocObjects(h.roots().stream().map(in).toList(), h.allStackAndHeap(), h.origin());
      case Op.Error _, Op.Halt _, Op.Skip _, Op.HavocMemory _ -> op; // no variables
    };
  }

  /** The variables {@code e} reads, in a fixed order (shared subterms are visited once). */
  public static Set<Var> variables(Expr e) {
    Set<Var> out = new LinkedHashSet<>();
    Set<Expr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Expr> work = new ArrayDeque<>();
    work.push(e);
    while (!work.isEmpty()) {
      Expr x = work.pop();
      if (x instanceof Var v) {
        out.add(v);
      } else if (seen.add(x)) {
        List<Expr> children = x.children();
        for (int i = children.size() - 1; i >= 0; i--) {
          work.push(children.get(i));
        }
      }
    }
    return out;
  }

  /** The variables an operation assigns. */
  public static List<Var> assignedVars(Op op) {
    return switch (op) {
      case Op.Assign a -> List.of(a.target());
      case Op.ParallelAssign p -> p.assignments().stream().map(Op.Assign::target).toList();
      case Op.Havoc h -> List.of(h.target());
      case Op.Load l -> List.of(l.target());
      case Op.Alloc a -> List.of(a.target());
      case Op.Call c -> c.result().map(List::of).orElse(List.of());
      case Op.Assume _,
          Op.Store _,
          Op.Free _,
          Op.MemCopy _,
          Op.MemSet _,
          Op.Return _,
          Op.Error _,
          Op.HavocMemory _,
          Op.HavocObjects _,
          Op.Halt _,
          Op.Skip _ ->
          List.of();
    };
  }

  /**
   * Where an operation reads or writes memory in place: the expression at {@code index} of {@link
   * #expressions} is the address, and {@code writes} says whether the access stores.
   */
  public record Access(int index, boolean writes) {}

  /** The memory accesses of an operation, in the order of its {@link #expressions}. */
  public static List<Access> accesses(Op op) {
    return switch (op) {
      case Op.Load _ -> List.of(new Access(0, false));
      case Op.Store _, Op.MemSet _ -> List.of(new Access(0, true));
      case Op.MemCopy _ -> List.of(new Access(0, true), new Access(1, false));
      case Op.Assign _,
          Op.ParallelAssign _,
          Op.Assume _,
          Op.Havoc _,
          Op.Alloc _,
          Op.Free _,
          Op.Call _,
          Op.Return _,
          Op.Error _,
          Op.HavocMemory _,
          Op.HavocObjects _,
          Op.Halt _,
          Op.Skip _ ->
          List.of();
    };
  }

  /** The expressions an operation evaluates, in a fixed order. */
  public static List<Expr> expressions(Op op) {
    return switch (op) {
      case Op.Assign a -> List.of(a.value());
      case Op.ParallelAssign p -> p.assignments().stream().map(Op.Assign::value).toList();
      case Op.Assume a -> List.of(a.condition());
      case Op.Load l -> List.of(l.address());
      case Op.Store s -> List.of(s.address(), s.value());
      case Op.Alloc a -> List.of(a.size());
      case Op.Free f -> List.of(f.pointer());
      case Op.MemCopy m -> List.of(m.destination(), m.source(), m.size());
      case Op.MemSet m -> List.of(m.destination(), m.value(), m.size());
      case Op.Call c -> {
        List<Expr> all = new ArrayList<>();
        all.add(c.callee());
        all.addAll(c.arguments());
        yield all;
      }
      case Op.Return r -> r.value().map(List::of).orElse(List.of());
      case Op.HavocObjects h -> h.roots();
      case Op.Havoc _, Op.Error _, Op.HavocMemory _, Op.Halt _, Op.Skip _ -> List.of();
    };
  }
}
