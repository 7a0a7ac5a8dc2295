package dev.vigil.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Runs the tasks of a benchmark as Slurm job arrays, one task per array element, on any cluster
 * whose nodes see the output folder (a shared file system). Each element runs {@code vigil bench
 * measure}, which supervises the task's {@code vigil verify} under the limits exactly as a local
 * run does (see {@link Supervisor}) and writes what it used to {@code slurm/results/<i>.json};
 * Slurm gets the memory limit (plus the measuring JVM's share) and a wall-time limit. The results
 * are then read and scored as a local run's are.
 */
public final class SlurmExecutor {
  /** Slurm's default MaxArraySize is 1001: larger task sets are submitted as several arrays. */
  private static final int ARRAY_SIZE = 1000;

  /** Memory for the measuring JVM on top of the task's limit, in megabytes. */
  private static final long MEASURER_MB = 512;

  private static final long MEASURER_HEAP_MB = 128;
  private static final long POLL_MILLIS = 1000;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final ChildCommand child;
  private final JavaCommand measurer;
  private final Limits limits;
  private final int jobs;
  private final Path outDir;
  private final List<String> slurmOptions;

  /**
   * {@code measurer} runs Vigil's main class ({@code vigil bench measure} is appended); {@code
   * jobs} bounds the elements that run at once; {@code slurmOptions} go to {@code sbatch}.
   */
  public SlurmExecutor(
      ChildCommand child,
      JavaCommand measurer,
      Limits limits,
      int jobs,
      Path outDir,
      List<String> slurmOptions) {
    this.child = Objects.requireNonNull(child);
    this.measurer = Objects.requireNonNull(measurer);
    this.limits = Objects.requireNonNull(limits);
    this.jobs = jobs;
    this.outDir = outDir.toAbsolutePath();
    this.slurmOptions = List.copyOf(slurmOptions);
  }

  public List<TaskResult> run(List<BenchTask> tasks, Progress progress)
      throws IOException, InterruptedException {
    Path slurm = outDir.resolve("slurm");
    Path results = slurm.resolve("results");
    Files.createDirectories(results);
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < tasks.size(); i++) {
      lines.add(shellWords(measureArgv(tasks.get(i), results.resolve(i + ".json"))));
    }
    Files.write(slurm.resolve("commands.txt"), lines, StandardCharsets.UTF_8);
    Path script = slurm.resolve("element.sh");
    Files.writeString(
        script,
        "#!/bin/sh\n"
            + "# One task of the array: line SLURM_ARRAY_TASK_ID + OFFSET + 1 of commands.txt.\n"
            + "line=$(sed -n \"$((SLURM_ARRAY_TASK_ID + $1 + 1))p\" "
            + quote(slurm.resolve("commands.txt").toString())
            + ")\n"
            + "eval \"exec $line\"\n");
    List<String> jobIds = new ArrayList<>();
    for (int offset = 0; offset < tasks.size(); offset += ARRAY_SIZE) {
      int size = Math.min(ARRAY_SIZE, tasks.size() - offset);
      jobIds.add(submit(script, offset, size, slurm));
    }
    Set<Integer> reported = new HashSet<>();
    boolean running = true;
    while (running) {
      running = anyQueued(jobIds);
      for (int i = 0; i < tasks.size(); i++) {
        if (!reported.contains(i) && Files.exists(results.resolve(i + ".json"))) {
          reported.add(i);
          progress.finished(resultOf(tasks.get(i), results.resolve(i + ".json"), slurm, i));
        }
      }
      if (running) {
        Thread.sleep(POLL_MILLIS);
      }
    }
    List<TaskResult> all = new ArrayList<>();
    for (int i = 0; i < tasks.size(); i++) {
      TaskResult r = resultOf(tasks.get(i), results.resolve(i + ".json"), slurm, i);
      if (!reported.contains(i)) {
        progress.finished(r);
      }
      all.add(r);
    }
    return all;
  }

  /**
   * Measures one task here (on the Slurm node): runs its command under the limits and writes what
   * it used as JSON to {@code result}, after the logs are complete.
   */
  public static void measure(List<String> argv, Limits limits, Path out, Path err, Path result)
      throws IOException, InterruptedException {
    Files.createDirectories(out.getParent());
    Measurement m = new Supervisor().run(argv, limits, out, err);
    Path partial = result.resolveSibling(result.getFileName() + ".part");
    JSON.writeValue(partial.toFile(), m);
    Files.move(partial, result, StandardCopyOption.ATOMIC_MOVE);
  }

  private List<String> measureArgv(BenchTask task, Path result) {
    Path logs = outDir.resolve("logs");
    List<String> argv = measurer.jvm(MEASURER_HEAP_MB);
    argv.addAll(
        List.of(
            "bench",
            "measure",
            "--timeout",
            Double.toString(limits.cpuSeconds()),
            "--wall-timeout",
            Double.toString(limits.wallSeconds()),
            "--memory",
            limits.memoryMb() + "MB",
            "--stdout",
            logs.resolve(task.id() + ".out").toString(),
            "--stderr",
            logs.resolve(task.id() + ".err").toString(),
            "--result",
            result.toString(),
            "--"));
    argv.addAll(child.argv(task, limits));
    return argv;
  }

  private String submit(Path script, int offset, int size, Path slurm)
      throws IOException, InterruptedException {
    long minutes = (limits.wallTime().toSeconds() + 60 + 59) / 60 + 1;
    List<String> command =
        new ArrayList<>(
            List.of(
                "sbatch",
                "--parsable",
                "--job-name=vigil-bench",
                "--array=0-" + (size - 1) + "%" + jobs,
                "--cpus-per-task=1",
                "--mem=" + (limits.memoryMb() + MEASURER_MB),
                "--time=" + minutes,
                "--output=" + slurm.resolve("element-" + offset + "-%a.log")));
    command.addAll(slurmOptions);
    command.add(script.toString());
    command.add(Integer.toString(offset));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    if (p.waitFor() != 0 || !output.matches("\\d+(;\\S+)?")) {
      throw new IOException("sbatch failed: " + output.lines().findFirst().orElse("no output"));
    }
    return output.split(";")[0];
  }

  /** Whether squeue still lists one of the jobs (an error means it no longer knows them). */
  private static boolean anyQueued(List<String> jobIds) throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(
                "squeue", "--noheader", "--format=%i", "--jobs=" + String.join(",", jobIds))
            .redirectErrorStream(true)
            .start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return true;
    }
    return p.exitValue() == 0 && !output.isBlank();
  }

  /** The task's result; a task whose element left no measurement is an error, with its log. */
  private TaskResult resultOf(BenchTask task, Path result, Path slurm, int index)
      throws IOException {
    Path out = outDir.resolve("logs").resolve(task.id() + ".out");
    Path err = outDir.resolve("logs").resolve(task.id() + ".err");
    if (Files.exists(result)) {
      Measurement m = JSON.readValue(result.toFile(), Measurement.class);
      return BenchRunner.resultOf(task, limits, m, out, err);
    }
    Files.createDirectories(err.getParent());
    int offset = index / ARRAY_SIZE * ARRAY_SIZE;
    Files.writeString(
        err,
        "vigil: error: the Slurm job left no result (see "
            + slurm.resolve("element-" + offset + "-" + (index - offset) + ".log")
            + ")\n");
    Files.writeString(out, "");
    Measurement none = new Measurement(1, 0, 0, 0, Measurement.Exceeded.NONE);
    return BenchRunner.resultOf(task, limits, none, out, err);
  }

  private static String shellWords(List<String> argv) {
    return String.join(" ", argv.stream().map(SlurmExecutor::quote).toList());
  }

  private static String quote(String word) {
    return "'" + word.replace("'", "'\\''") + "'";
  }
}
