package dev.vigil.analysis;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Which tracked global cells a call may write, through the callee and everything it calls. */
final class CallEffects {
  private final Map<String, Set<Cell.GlobalCell>> writes;
  private final List<Cell.GlobalCell> all;

  private CallEffects(Map<String, Set<Cell.GlobalCell>> writes, List<Cell.GlobalCell> all) {
    this.writes = writes;
    this.all = all;
  }

  static CallEffects of(Program program, TrackedGlobals tracked) {
    Map<String, Set<Cell.GlobalCell>> writes = new LinkedHashMap<>();
    Map<String, Set<String>> callees = new LinkedHashMap<>();
    List<Cell.GlobalCell> all = tracked.all();
    for (Function f : program.functions().values()) {
      Set<Cell.GlobalCell> w = new LinkedHashSet<>();
      Set<String> calls = new LinkedHashSet<>();
      for (Edge e : f.cfa().edges()) {
        switch (e.op()) {
          case Op.Store s -> tracked.cellAt(s.address(), s.value().type()).ifPresent(w::add);
          case Op.Call c -> {
            if (c.directCallee().isPresent()) {
              calls.add(c.directCallee().get());
            } else {
              w.addAll(all); // a call through a pointer may reach any function
            }
          }
          // Other writes reach only globals whose address escapes, which are not tracked.
          case Op.Assign _,
              Op.ParallelAssign _,
              Op.Assume _,
              Op.Havoc _,
              Op.Load _,
              Op.Alloc _,
              Op.Free _,
              Op.MemCopy _,
              Op.MemSet _,
              Op.Return _,
              Op.Error _,
              Op.HavocMemory _,
              Op.HavocObjects _,
              Op.Halt _,
              Op.Skip _ -> {}
        }
      }
      writes.put(f.name(), w);
      callees.put(f.name(), calls);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<String, Set<String>> f : callees.entrySet()) {
        Set<Cell.GlobalCell> mine = writes.get(f.getKey());
        for (String callee : f.getValue()) {
          Set<Cell.GlobalCell> theirs = writes.get(callee);
          if (theirs != null && mine.addAll(theirs)) {
            changed = true;
          }
        }
      }
    }
    return new CallEffects(writes, all);
  }

  Set<Cell.GlobalCell> writes(Op.Call call) {
    if (call.directCallee().isEmpty()) {
      return new LinkedHashSet<>(all);
    }
    return writes.getOrDefault(call.directCallee().get(), Set.of());
  }
}
