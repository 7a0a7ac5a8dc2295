package dev.vigil.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs every task in its own child process, {@code jobs} at a time, each under the limits, and
 * returns the results in task order. The child's standard output and error are kept in the log
 * folder as {@code <task id>.out} and {@code .err}.
 */
public final class BenchRunner {
  private final ChildCommand command;
  private final Limits limits;
  private final int jobs;
  private final Path logDir;
  private final Supervisor supervisor = new Supervisor();

  public BenchRunner(ChildCommand command, Limits limits, int jobs, Path logDir) {
    this.command = Objects.requireNonNull(command);
    this.limits = Objects.requireNonNull(limits);
    if (jobs < 1) {
      throw new IllegalArgumentException("jobs must be at least 1");
    }
    this.jobs = jobs;
    this.logDir = Objects.requireNonNull(logDir);
  }

  /** Whether this system lets the runner measure and limit processes (Linux's /proc). */
  public static boolean supported() {
    return ProcTable.available();
  }

  /**
   * Warnings about settings that make measurements less trustworthy: more jobs than cores (wall
   * times grow and runs compete for caches), or more memory promised than the machine has.
   */
  public static List<String> warnings(Limits limits, int jobs) {
    List<String> warnings = new ArrayList<>();
    int cores = Runtime.getRuntime().availableProcessors();
    if (jobs > cores) {
      warnings.add(
          jobs + " jobs on " + cores + " cores: runs compete for CPUs, and wall times grow");
    }
    long totalMb = ProcTable.memoryTotalKb() >> 10;
    if (totalMb > 0 && jobs * limits.memoryMb() > totalMb) {
      warnings.add(
          jobs
              + " jobs of "
              + limits.memoryMb()
              + " MB exceed this machine's "
              + totalMb
              + " MB: runs may be killed by the system, not by their limit");
    }
    return warnings;
  }

  public List<TaskResult> run(List<BenchTask> tasks, Progress progress)
      throws IOException, InterruptedException {
    ExecutorService pool = Executors.newFixedThreadPool(jobs, BenchRunner::daemon);
    Thread killer = new Thread(supervisor::killAll, "vigil-bench-cleanup");
    Runtime.getRuntime().addShutdownHook(killer);
    try {
      List<Future<TaskResult>> futures = new ArrayList<>();
      for (BenchTask task : tasks) {
        futures.add(
            pool.submit(
                () -> {
                  TaskResult r = runOne(task);
                  progress.finished(r);
                  return r;
                }));
      }
      List<TaskResult> results = new ArrayList<>();
      for (Future<TaskResult> f : futures) {
        results.add(get(f));
      }
      return results;
    } finally {
      pool.shutdownNow();
      supervisor.killAll();
      Runtime.getRuntime().removeShutdownHook(killer);
    }
  }

  private static TaskResult get(Future<TaskResult> f) throws IOException, InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      if (cause instanceof UncheckedIOException io) {
        throw io.getCause();
      }
      if (cause instanceof InterruptedException ie) {
        throw ie;
      }
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(cause);
    }
  }

  TaskResult runOne(BenchTask task) throws IOException, InterruptedException {
    Path out = logDir.resolve(task.id() + ".out");
    Path err = logDir.resolve(task.id() + ".err");
    Files.createDirectories(out.getParent());
    Measurement m = supervisor.run(command.argv(task, limits), limits, out, err);
    return resultOf(task, limits, m, out, err);
  }

  /** The result of a task from what its run used and printed (here or on a Slurm node). */
  static TaskResult resultOf(BenchTask task, Limits limits, Measurement m, Path out, Path err)
      throws IOException {
    Answer answer = Scoring.fitting(task, Outcomes.answer(m, limits, text(out), text(err)));
    return new TaskResult(
        task.id(),
        task.category(),
        task.property(),
        task.expectedText(),
        answer.verdictText(),
        answer.reason(),
        answer.reasonKind(),
        Scoring.classify(task, answer),
        round(m.cpuSeconds(), 3),
        round(m.wallSeconds(), 3),
        round(m.peakMemoryMb(), 1),
        m.exitCode());
  }

  /** A log as text; bytes that are not UTF-8 are replaced, never fatal. */
  private static String text(Path file) throws IOException {
    if (!Files.exists(file)) {
      return "";
    }
    return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
  }

  private static double round(double value, int digits) {
    double scale = Math.pow(10, digits);
    return Math.round(value * scale) / scale;
  }

  private static Thread daemon(Runnable r) {
    Thread t = new Thread(r, "vigil-bench-run");
    t.setDaemon(true);
    return t;
  }
}
