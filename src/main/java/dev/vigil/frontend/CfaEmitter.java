package dev.vigil.frontend;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.SourceLoc;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Emits a function's CFA as chains of edges. The last operation of a chain is held back until
 * the chain's end is known, so that a block ending in an unconditional branch needs no extra
 * skip edge. Loop heads, the targets of back edges of a depth-first search, are marked when the
 * CFA is built.
 */
final class CfaEmitter {
  private final Cfa.Builder builder;
  private final List<List<Location>> successors = new ArrayList<>();
  private Location current;
  private Op pending;
  private SourceLoc pendingLoc;

  CfaEmitter(String function) {
    this.builder = Cfa.builder(function);
  }

  Location newLocation() {
    Location l = builder.newLocation();
    successors.add(new ArrayList<>());
    return l;
  }

  /** Starts a new chain at {@code l}. */
  void startAt(Location l) {
    if (pending != null) {
      throw new IllegalStateException("previous chain not closed");
    }
    current = l;
  }

  /** Appends an operation to the current chain. */
  void emit(Op op, SourceLoc loc) {
    flush();
    pending = op;
    pendingLoc = loc;
  }

  /** Where the chain is now, after everything emitted so far. */
  Location here() {
    flush();
    return current;
  }

  /** Ends the chain by continuing at {@code target}. */
  void jump(Location target, SourceLoc loc) {
    if (pending != null) {
      edge(current, target, pending, pendingLoc);
      pending = null;
    } else {
      edge(current, target, Op.Skip.INSTANCE, loc);
    }
    current = null;
  }

  /** Ends the chain with {@code op} into a fresh location without successors. */
  void toSink(Op op, SourceLoc loc) {
    edge(here(), newLocation(), op, loc);
    current = null;
  }

  /** Ends the chain where it is: nothing follows (LLVM's {@code unreachable}). */
  void stop() {
    here();
    current = null;
  }

  void edge(Location from, Location to, Op op, SourceLoc loc) {
    builder.addEdge(from, to, op, loc);
    successors.get(from.index()).add(to);
  }

  private void flush() {
    if (pending != null) {
      Location next = newLocation();
      edge(current, next, pending, pendingLoc);
      current = next;
      pending = null;
    }
  }

  Cfa build(Location entry, Location exit) {
    builder.entry(entry).exit(exit);
    markLoopHeads(entry);
    return builder.build();
  }

  /** Iterative DFS: an edge into a location still on the stack closes a loop. */
  private void markLoopHeads(Location entry) {
    int n = successors.size();
    byte[] state = new byte[n]; // 0 new, 1 on stack, 2 done
    int[] next = new int[n];
    Deque<Location> stack = new ArrayDeque<>();
    stack.push(entry);
    state[entry.index()] = 1;
    while (!stack.isEmpty()) {
      Location l = stack.peek();
      List<Location> succ = successors.get(l.index());
      if (next[l.index()] < succ.size()) {
        Location s = succ.get(next[l.index()]++);
        if (state[s.index()] == 0) {
          state[s.index()] = 1;
          stack.push(s);
        } else if (state[s.index()] == 1) {
          builder.markLoopHead(s);
        }
      } else {
        state[l.index()] = 2;
        stack.pop();
      }
    }
  }
}
