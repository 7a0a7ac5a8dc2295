package dev.vigil.frontend;

import java.time.Duration;

/**
 * Whether the front end must stop its work (a time limit passed). It is told the CPU time of the
 * child process still running (clang, zero when there is none): a CPU-time limit must count it, and
 * the caller's clock sees a child's time only once it has ended.
 */
@FunctionalInterface
public interface StopRequest {
  StopRequest NEVER = runningChildCpu -> false;

  boolean stop(Duration runningChildCpu);
}
