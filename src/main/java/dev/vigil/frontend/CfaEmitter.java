package dev.vigil.frontend;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.SourceLoc;

/**
 * Emits a function's CFA as chains of edges. The last operation of a chain is held back until the
 * chain's end is known, so that a block ending in an unconditional branch needs no extra skip edge.
 */
final class CfaEmitter {
  private final Cfa.Builder builder;
  private Location current;
  private Op pending;
  private SourceLoc pendingLoc;

  CfaEmitter(String function) {
    this.builder = Cfa.builder(function);
  }

  Location newLocation() {
    return builder.newLocation();
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
    return builder.entry(entry).exit(exit).build();
  }
}
