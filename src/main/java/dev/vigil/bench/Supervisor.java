package dev.vigil.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a command as its own process group under a CPU-time, memory and wall-time limit, and kills
 * the whole group when it passes one.
 *
 * <p>The command runs as {@code setsid sh -c '...; "$@"; times > FILE'}: {@code setsid} makes the
 * child the leader of a new process group, so every process it starts, even one whose parent has
 * died, can be found (by its group in {@code /proc}) and killed. The shell waits for the command
 * and then writes its children's CPU time with {@code times}; that is the kernel's own account of
 * every process of the tree that was waited for, exact even for the last moments before exit, which
 * sampling would miss. While the command runs, the group is sampled every 50 ms for CPU time (to
 * enforce the limit) and resident memory (VmRSS summed over the group, and each process's VmHWM,
 * its kernel-recorded peak). Memory between samples can go unseen, so a run may overshoot the
 * memory limit by what it allocates in 50 ms before it is killed. The shell also sets {@code ulimit
 * -t} to the CPU limit plus 10 s, so even if Vigil itself is killed, no child outlives it by more
 * than that much CPU time.
 */
final class Supervisor {
  private static final long SAMPLE_MILLIS = 50;
  private static final String SCRIPT =
      "times_file=$1; ulimit -c 0; ulimit -t $2; shift 2; \"$@\"; rc=$?; times > \"$times_file\";"
          + " exit $rc";
  private static final Pattern TIME = Pattern.compile("(\\d+)m([0-9.]+)s");

  private final Set<Long> running = ConcurrentHashMap.newKeySet();

  /** Runs {@code argv}, its standard output and error going to the given files. */
  Measurement run(List<String> argv, Limits limits, Path stdout, Path stderr)
      throws IOException, InterruptedException {
    Path timesFile = stdout.resolveSibling(stdout.getFileName() + ".times");
    Files.deleteIfExists(timesFile);
    List<String> command =
        new ArrayList<>(List.of("setsid", "/bin/sh", "-c", SCRIPT, "vigil-bench"));
    command.add(timesFile.toString());
    command.add(Long.toString((long) Math.ceil(limits.cpuSeconds()) + 10));
    command.addAll(argv);
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .redirectOutput(stdout.toFile())
            .redirectError(stderr.toFile());
    long start = System.nanoTime();
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new IOException(
          "cannot start the child process (vigil bench needs setsid and /bin/sh): "
              + e.getMessage(),
          e);
    }
    long group = process.pid();
    running.add(group);
    try {
      return watch(process, group, limits, start, timesFile);
    } finally {
      killGroup(group);
      running.remove(group);
      Files.deleteIfExists(timesFile);
    }
  }

  private Measurement watch(Process process, long group, Limits limits, long start, Path timesFile)
      throws IOException, InterruptedException {
    long cpuLimitTicks = (long) Math.ceil(limits.cpuSeconds() * ProcTable.TICKS_PER_SECOND);
    long wallLimitNanos = limits.wallTime().toNanos();
    long cpuTicks = 0;
    long peakKb = 0;
    Measurement.Exceeded exceeded = Measurement.Exceeded.NONE;
    while (!process.waitFor(SAMPLE_MILLIS, TimeUnit.MILLISECONDS)) {
      long sampleTicks = 0;
      long rssKb = 0;
      for (ProcTable.Proc p : ProcTable.group(group)) {
        sampleTicks += p.cpuTicks();
        rssKb += p.rssKb();
        peakKb = Math.max(peakKb, p.peakRssKb());
      }
      cpuTicks = Math.max(cpuTicks, sampleTicks);
      peakKb = Math.max(peakKb, rssKb);
      if (cpuTicks > cpuLimitTicks || System.nanoTime() - start > wallLimitNanos) {
        exceeded = Measurement.Exceeded.TIME;
      } else if (peakKb * 1024 > limits.memoryBytes()) {
        exceeded = Measurement.Exceeded.MEMORY;
      }
      if (exceeded != Measurement.Exceeded.NONE) {
        killGroup(group);
        process.waitFor();
        break;
      }
    }
    double wall = (System.nanoTime() - start) / 1e9;
    double sampledCpu = cpuTicks / ProcTable.TICKS_PER_SECOND;
    double cpu =
        exceeded == Measurement.Exceeded.NONE ? reportedCpu(timesFile, sampledCpu) : sampledCpu;
    int exitCode = exceeded == Measurement.Exceeded.NONE ? process.exitValue() : -1;
    return new Measurement(exitCode, cpu, wall, peakKb * 1024, exceeded);
  }

  /** The CPU time the shell's {@code times} reported, or the last sample if it wrote none. */
  private static double reportedCpu(Path timesFile, double sampled) throws IOException {
    if (!Files.exists(timesFile)) {
      return sampled;
    }
    Matcher m = TIME.matcher(Files.readString(timesFile));
    double seconds = 0;
    int found = 0;
    while (m.find()) {
      seconds += Long.parseLong(m.group(1)) * 60 + Double.parseDouble(m.group(2));
      found++;
    }
    return found == 4 ? seconds : sampled;
  }

  /** Kills every process of the group, again until none is left (one may fork meanwhile). */
  static void killGroup(long group) {
    for (int round = 0; round < 100; round++) {
      List<ProcTable.Proc> alive =
          ProcTable.group(group).stream().filter(p -> !p.isZombie()).toList();
      if (alive.isEmpty()) {
        return;
      }
      for (ProcTable.Proc p : alive) {
        ProcessHandle.of(p.pid()).ifPresent(ProcessHandle::destroyForcibly);
      }
      // Give the kernel a moment to deliver the signals before looking again.
      LockSupport.parkNanos(10_000_000);
    }
  }

  /** Kills the groups of all runs in progress; for a shutdown hook. */
  void killAll() {
    running.forEach(Supervisor::killGroup);
  }
}
