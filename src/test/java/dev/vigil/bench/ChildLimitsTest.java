package dev.vigil.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner's limits on child programs that loop, allocate without end, or fork. */
class ChildLimitsTest {
  private static final long MB = 1L << 20;

  @TempDir Path dir;

  @BeforeAll
  static void linuxOnly() {
    assumeTrue(BenchRunner.supported(), "needs Linux's /proc");
  }

  private TaskResult run(ChildCommand command, Limits limits) throws Exception {
    BenchTask task =
        new BenchTask(
            "loops/t.yml",
            dir.resolve("t.yml"),
            "loops",
            "unreach-call",
            Set.of("unreach-call"),
            Optional.empty());
    TaskResult r = new BenchRunner(command, limits, 1, dir.resolve("logs")).runOne(task);
    System.out.println(r); // the measured numbers, kept in surefire's output file
    return r;
  }

  private static JavaCommand java(Class<?> main) {
    return JavaCommand.inThisJvm(main.getName(), List.of());
  }

  @Test
  void aLoopingProgramIsKilledAtTheCpuLimitAsTimeout() throws Exception {
    TaskResult r = run(java(FakeVerifier.Loop.class), Limits.of(1.5, 1024 * MB));
    assertEquals("UNKNOWN", r.verdict());
    assertEquals("timeout", r.reason());
    assertEquals(Classification.UNKNOWN, r.classification());
    assertEquals(-1, r.exitCode());
    assertTrue(r.cpuSeconds() >= 1.5 && r.cpuSeconds() < 2.2, "CPU time " + r.cpuSeconds());
    assertTrue(r.wallSeconds() < 10, "wall time " + r.wallSeconds());
  }

  @Test
  void aWaitingProgramIsKilledAtTheWallLimitAsTimeout() throws Exception {
    TaskResult r = run(java(FakeVerifier.Sleeper.class), Limits.of(1.5, 1024 * MB).withWallTime(3));
    assertEquals("timeout", r.reason());
    assertTrue(r.wallSeconds() >= 3 && r.wallSeconds() < 10, "wall time " + r.wallSeconds());
    assertTrue(r.cpuSeconds() < 1.5, "CPU time " + r.cpuSeconds());
  }

  @Test
  void nativeAllocationWithoutEndIsKilledAtTheMemoryLimitAsOutOfMemory() throws Exception {
    TaskResult r = run(java(FakeVerifier.NativeHog.class), Limits.of(60, 300 * MB));
    assertEquals("UNKNOWN", r.verdict());
    assertEquals("out of memory", r.reason());
    assertEquals(-1, r.exitCode());
    assertTrue(r.memoryMb() > 300 && r.memoryMb() < 1024, "peak memory " + r.memoryMb());
    assertTrue(r.cpuSeconds() < 30, "CPU time " + r.cpuSeconds());
  }

  @Test
  void javaHeapExhaustionUnderTheChildsXmxIsOutOfMemory() throws Exception {
    TaskResult r = run(java(FakeVerifier.HeapHog.class), Limits.of(60, 256 * MB));
    assertEquals("out of memory", r.reason());
    assertEquals(Classification.UNKNOWN, r.classification());
  }

  @Test
  void theWholeProcessTreeIsKilled() throws Exception {
    ChildCommand forking =
        (task, limits) -> List.of("/bin/sh", "-c", "sleep 600 & echo $!; while :; do :; done");
    TaskResult r = run(forking, Limits.of(1, 256 * MB));
    assertEquals("timeout", r.reason());
    long sleeper = Long.parseLong(Files.readString(dir.resolve("logs/loops/t.yml.out")).trim());
    assertFalse(isRunning(sleeper), "the grandchild " + sleeper + " still runs");
  }

  @Test
  void aNormalExitIsMeasuredAndItsJsonRead() throws Exception {
    Path task = dir.resolve("x_true.yml");
    BenchTask t =
        new BenchTask(
            "loops/x_true.yml",
            task,
            "loops",
            "unreach-call",
            Set.of("unreach-call"),
            Optional.empty());
    TaskResult r =
        new BenchRunner(java(FakeVerifier.Canned.class), Limits.of(30, 512 * MB), 1, dir).runOne(t);
    assertEquals("TRUE", r.verdict());
    assertEquals(0, r.exitCode());
    assertEquals(Classification.NOT_SCORED, r.classification());
    assertTrue(r.cpuSeconds() > 0 && r.cpuSeconds() < 30, "CPU time " + r.cpuSeconds());
    assertTrue(r.memoryMb() > 10, "peak memory " + r.memoryMb());
  }

  @Test
  void aCrashIsAnErrorNotAVerdict() throws Exception {
    ChildCommand failing =
        (task, limits) ->
            List.of(
                "/bin/sh", "-c", "echo 'vigil: error: the front end is not built yet' >&2; exit 1");
    TaskResult r = run(failing, Limits.of(10, 256 * MB));
    assertEquals("UNKNOWN", r.verdict());
    assertEquals("error: the front end is not built yet", r.reason());
    assertEquals(1, r.exitCode());
  }

  /** Alive and not a zombie (a killed orphan waits for init to reap it). */
  private static boolean isRunning(long pid) throws Exception {
    Path stat = Path.of("/proc/" + pid + "/stat");
    if (!Files.exists(stat)) {
      return false;
    }
    String s = Files.readString(stat);
    char state = s.charAt(s.lastIndexOf(')') + 2);
    return state != 'Z' && state != 'X';
  }
}
