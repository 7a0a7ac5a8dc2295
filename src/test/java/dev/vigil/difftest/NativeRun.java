package dev.vigil.difftest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Compiles a test program with the clang bundled in org.bytedeco:llvm, runs it on this (x86-64)
 * machine and reads its reports. The sanitizer traps make undefined behaviour that clang can detect
 * (signed overflow, shifts out of range, float-to-integer overflow, ...) end the run with an error,
 * so a program whose native output is compared is free of it.
 */
final class NativeRun {
  private static final long TIMEOUT_SECONDS = 60;

  private NativeRun() {}

  /** Whether the bundled clang can build and run a C program here (it needs the host's libc). */
  static boolean available(Path workDir) {
    try {
      Path hello =
          Files.writeString(
              workDir.resolve("hello.c"),
              "#include <stdio.h>\nint main(void) { puts(\"ok\"); return 0; }\n");
      Path binary = workDir.resolve("hello");
      execute(
          List.of(clang(), hello.toString(), "-o", binary.toString()),
          workDir.resolve("hello.txt"));
      return Files.isExecutable(binary)
          && new ProcessBuilder(binary.toString())
                  .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                  .start()
                  .waitFor()
              == 0;
    } catch (IOException | RuntimeException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  static String clang() {
    try {
      return dev.vigil.frontend.Frontend.clang();
    } catch (dev.vigil.frontend.FrontendException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  static List<Report> run(Path source, Path workDir) throws IOException, InterruptedException {
    String name = source.getFileName().toString().replace(".c", "");
    Path binary = workDir.resolve(name);
    List<String> compile =
        List.of(
            clang(),
            "-DDIFFTEST_NATIVE",
            "-std=gnu11",
            "-O0",
            "-w",
            "-ffp-contract=off",
            "-fsanitize=undefined",
            "-fsanitize-trap=undefined",
            source.toString(),
            "-o",
            binary.toString(),
            "-lm");
    String diagnostics = execute(compile, workDir.resolve(name + ".clang.txt"));
    if (!Files.isExecutable(binary)) {
      throw new AssertionError(
          "native compilation of " + source.getFileName() + " failed:\n" + diagnostics);
    }
    Path stdout = workDir.resolve(name + ".out");
    Process process =
        new ProcessBuilder(binary.toString())
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
            .redirectOutput(stdout.toFile())
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError(
          source.getFileName() + " did not end natively within " + TIMEOUT_SECONDS + " s");
    }
    if (process.exitValue() != 0) {
      throw new AssertionError(
          source.getFileName()
              + " exited natively with "
              + process.exitValue()
              + " (132 is a sanitizer trap: undefined behaviour)");
    }
    return parse(Files.readAllLines(stdout, StandardCharsets.UTF_8));
  }

  private static String execute(List<String> command, Path log)
      throws IOException, InterruptedException {
    Process process =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
    }
    return Files.readString(log, StandardCharsets.UTF_8);
  }

  /** Lines {@code "line kind hexbits"}, as difftest.h prints them. */
  private static List<Report> parse(List<String> lines) {
    List<Report> reports = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.split(" ");
      if (f.length != 3 || f[1].length() != 1) {
        throw new AssertionError("unexpected native output line: " + line);
      }
      reports.add(
          new Report(Integer.parseInt(f[0]), f[1].charAt(0), Long.parseUnsignedLong(f[2], 16)));
    }
    return reports;
  }
}
