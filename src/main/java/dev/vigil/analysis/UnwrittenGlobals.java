package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a call of a function cannot change: globals whose address never escapes ({@link
 * TrackedGlobals}) that neither the function nor anything it calls stores to, and, for a function
 * that runs no memory operation at all, any memory. A call through a pointer may reach any
 * function.
 */
public final class UnwrittenGlobals {
  private final Map<String, Set<String>> written;
  private final List<String> tracked;
  private final Set<String> writeMemory;
  private final Set<String> allocate;

  private UnwrittenGlobals(
      Map<String, Set<String>> written,
      List<String> tracked,
      Set<String> writeMemory,
      Set<String> allocate) {
    this.written = written;
    this.tracked = tracked;
    this.writeMemory = writeMemory;
    this.allocate = allocate;
  }

  public static UnwrittenGlobals of(Program program) {
    TrackedGlobals cells = TrackedGlobals.of(program);
    List<String> tracked = cells.all().stream().map(Cell.GlobalCell::global).distinct().toList();
    Map<String, Set<String>> written = new LinkedHashMap<>();
    Map<String, Set<String>> callees = new LinkedHashMap<>();
    Set<String> writeMemory = new LinkedHashSet<>();
    Set<String> allocate = new LinkedHashSet<>();
    for (Function f : program.functions().values()) {
      Set<String> w = new LinkedHashSet<>();
      Set<String> calls = new LinkedHashSet<>();
      for (Edge e : f.cfa().edges()) {
        switch (effect(program, e.op())) {
          case NONE -> {}
          case WRITES -> writeMemory.add(f.name());
          case ALLOCATES -> {
            writeMemory.add(f.name());
            allocate.add(f.name());
          }
        }
        if (e.op() instanceof Op.Store s) {
          cells.cellAt(s.address(), s.value().type()).ifPresent(c -> w.add(c.global()));
        } else if (e.op() instanceof Op.Call c) {
          if (c.directCallee().isPresent()) {
            calls.add(c.directCallee().get());
          } else {
            w.addAll(tracked);
          }
        }
      }
      written.put(f.name(), w);
      callees.put(f.name(), calls);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<String, Set<String>> f : callees.entrySet()) {
        Set<String> mine = written.get(f.getKey());
        for (String callee : f.getValue()) {
          Set<String> theirs = written.get(callee);
          if (theirs != null && mine.addAll(theirs)) {
            changed = true;
          }
          if (writeMemory.contains(callee) && writeMemory.add(f.getKey())) {
            changed = true;
          }
          if (allocate.contains(callee) && allocate.add(f.getKey())) {
            changed = true;
          }
        }
      }
    }
    return new UnwrittenGlobals(written, tracked, writeMemory, allocate);
  }

  /** What an operation does to memory, its calls of functions with a body aside. */
  private enum Effect {
    NONE,
    /** Changes bytes. */
    WRITES,
    /** Also allocates or frees (or may: a call through a pointer). */
    ALLOCATES
  }

  private static Effect effect(Program program, Op op) {
    return switch (op) {
      case Op.Store s -> Effect.WRITES;
      case Op.MemCopy m -> Effect.WRITES;
      case Op.MemSet m -> Effect.WRITES;
      case Op.HavocObjects h -> Effect.WRITES;
      case Op.Alloc a -> Effect.ALLOCATES;
      case Op.Free f -> Effect.ALLOCATES;
      case Op.HavocMemory h -> Effect.ALLOCATES;
      case Op.Call c ->
          c.directCallee().flatMap(program::function).isPresent() ? Effect.NONE : Effect.ALLOCATES;
      case Op.Assign a -> Effect.NONE;
      case Op.ParallelAssign p -> Effect.NONE;
      case Op.Assume a -> Effect.NONE;
      case Op.Havoc h -> Effect.NONE;
      case Op.Load l -> Effect.NONE;
      case Op.Return r -> Effect.NONE;
      case Op.Error err -> Effect.NONE;
      case Op.Halt h -> Effect.NONE;
      case Op.Skip s -> Effect.NONE;
    };
  }

  /**
   * Whether a call of {@code function} changes no memory: nothing it runs stores, copies, fills,
   * allocates or frees, and it calls no function through a pointer.
   */
  public boolean changesNoMemory(String function) {
    return !writeMemory.contains(function);
  }

  /**
   * Whether a call of {@code function} allocates and frees nothing (so which objects exist, their
   * sizes and kinds stay): nothing it runs allocates, frees, or calls through a pointer.
   */
  public boolean allocatesNothing(String function) {
    return !allocate.contains(function);
  }

  /** The globals that a call of {@code function} leaves as they were, in declaration order. */
  public List<String> by(String function) {
    Set<String> w = written.getOrDefault(function, Set.copyOf(tracked));
    List<String> result = new ArrayList<>();
    for (String g : tracked) {
      if (!w.contains(g)) {
        result.add(g);
      }
    }
    return result;
  }
}
