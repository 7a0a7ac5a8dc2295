package dev.vigil.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Runs a Java main class in a fresh JVM: the parent's {@code java} binary, class path and native
 * library path, the launcher's JVM flags and ahead-of-time cache (which fits the same class path),
 * and a heap ({@code -Xmx}) of three quarters of the memory limit. The other quarter is for what
 * the limit also counts but the heap does not: metaspace, code cache, thread stacks and the SMT
 * solver's native memory.
 */
public record JavaCommand(
    Path java,
    List<String> cacheFlags,
    String classPath,
    String libraryPath,
    String mainClass,
    List<String> arguments)
    implements ChildCommand {

  /**
   * The launcher's flags (see {@code ./vigil}): serial GC, C1 only, no bytecode verification, the
   * cache's method profiles not replayed.
   */
  private static final List<String> JVM_FLAGS =
      List.of(
          "-XX:+UnlockDiagnosticVMOptions",
          "-XX:-BytecodeVerificationRemote",
          "-XX:-AOTReplayTraining",
          "-XX:+UseSerialGC",
          "-XX:TieredStopAtLevel=1",
          "--enable-native-access=ALL-UNNAMED");

  public JavaCommand {
    Objects.requireNonNull(java);
    cacheFlags = List.copyOf(cacheFlags);
    Objects.requireNonNull(classPath);
    Objects.requireNonNull(libraryPath);
    Objects.requireNonNull(mainClass);
    arguments = List.copyOf(arguments);
  }

  /** A command for {@code mainClass} with the running JVM's binary and paths. */
  public static JavaCommand inThisJvm(String mainClass, List<String> arguments) {
    List<String> cacheFlags =
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
            .filter(a -> a.startsWith("-XX:AOTCache=") || a.matches("-Xlog:(aot|cds)=off"))
            .toList();
    return new JavaCommand(
        Path.of(System.getProperty("java.home"), "bin", "java"),
        cacheFlags,
        System.getProperty("java.class.path"),
        System.getProperty("java.library.path", ""),
        mainClass,
        arguments);
  }

  /** The heap size given to the child for a memory limit, in megabytes. */
  public static long heapMb(Limits limits) {
    return Math.max(16, limits.memoryMb() * 3 / 4);
  }

  @Override
  public List<String> argv(BenchTask task, Limits limits) {
    List<String> argv = jvm(heapMb(limits));
    argv.addAll(arguments);
    argv.add(task.file().toString());
    return argv;
  }

  /** The command line up to the main class, with a heap of {@code heapMb} megabytes. */
  public List<String> jvm(long heapMb) {
    List<String> argv = new ArrayList<>();
    argv.add(java.toString());
    argv.add("-Xmx" + heapMb + "m");
    argv.addAll(JVM_FLAGS);
    argv.addAll(cacheFlags);
    argv.add("-Djava.library.path=" + libraryPath);
    argv.add("-cp");
    argv.add(classPath);
    argv.add(mainClass);
    return argv;
  }
}
