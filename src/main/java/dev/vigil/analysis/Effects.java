package dev.vigil.analysis;

import dev.vigil.ir.Op;

/** Whether an operation may change memory. */
public final class Effects {
  private Effects() {}

  /**
   * Stores, allocations, frees, bulk copies, havocs and calls may change memory or object
   * metadata.
   */
  public static boolean writesMemory(Op op) {
    return op instanceof Op.Store
        || op instanceof Op.MemCopy
        || op instanceof Op.MemSet
        || op instanceof Op.Alloc
        || op instanceof Op.Free
        || op instanceof Op.HavocMemory
        || op instanceof Op.HavocObjects
        || op instanceof Op.Call;
  }
}
