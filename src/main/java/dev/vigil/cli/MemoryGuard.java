package dev.vigil.cli;

import dev.vigil.engine.Budget;
import dev.vigil.smt.Smt;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.time.Duration;
import java.util.List;

/**
 * The memory limit of a verification: the Java heap's maximum ({@code -Xmx}) and the solver's
 * native limit ({@link Smt#nativeMemoryLimitBytes()}, property {@code vigil.z3.memory.mb}). A
 * thread watches both and cancels the budget for memory, so that the run ends promptly with
 * UNKNOWN(out of memory): when Z3 holds more than its limit (it checks its limit only while
 * solving, not while terms are built), or when a heap pool is still nearly full after a collection
 * (the JVM would otherwise collect again and again before it gives up).
 */
final class MemoryGuard implements AutoCloseable {
  private static final long POLL_MILLIS = 50;

  /**
   * The first look comes after this much CPU time of the run: no run fills gigabytes that fast, and
   * a short run then never loads {@code java.management}, which costs it more CPU time than
   * anything it watches. CPU time, not wall time, so that a short run on a busy machine does not
   * load it either.
   */
  private static final Duration FIRST_LOOK_CPU = Duration.ofMillis(500);

  /** A heap pool this full after a collection is exhausted. */
  private static final double HEAP_FULL = 0.97;

  private final Thread thread;

  private MemoryGuard(Budget budget) {
    this.thread = new Thread(() -> poll(budget), "vigil-memory");
    thread.setDaemon(true);
  }

  static MemoryGuard watch(Budget budget) {
    MemoryGuard guard = new MemoryGuard(budget);
    guard.thread.start();
    return guard;
  }

  private static void poll(Budget budget) {
    try {
      Duration firstLook = budget.remaining().minus(FIRST_LOOK_CPU);
      while (budget.remaining().compareTo(firstLook) > 0) {
        if (budget.isCancelled()) {
          return;
        }
        Thread.sleep(POLL_MILLIS);
      }
      List<MemoryPoolMXBean> heap =
          ManagementFactory.getMemoryPoolMXBeans().stream()
              .filter(
                  p -> p.getType() == MemoryType.HEAP && p.isCollectionUsageThresholdSupported())
              .toList();
      long solverLimit = Smt.nativeMemoryLimitBytes();
      while (!budget.isCancelled()) {
        if (Smt.nativeMemoryBytes() > solverLimit || heap.stream().anyMatch(MemoryGuard::full)) {
          budget.cancelOutOfMemory();
          return;
        }
        Thread.sleep(POLL_MILLIS);
      }
    } catch (InterruptedException e) {
      // the run is over
    }
  }

  private static boolean full(MemoryPoolMXBean pool) {
    MemoryUsage afterCollection = pool.getCollectionUsage();
    return afterCollection != null
        && afterCollection.getMax() > 0
        && afterCollection.getUsed() > HEAP_FULL * afterCollection.getMax();
  }

  @Override
  public void close() {
    thread.interrupt();
  }
}
