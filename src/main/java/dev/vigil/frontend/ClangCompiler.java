package dev.vigil.frontend;

import dev.vigil.ir.DataModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the clang bundled with org.bytedeco:llvm to turn C into LLVM bitcode with debug information.
 * It is lenient with the old C that SV-COMP tasks are written in: the errors that modern clang
 * raises for implicit int, implicit declarations and loose pointer conversions are turned back into
 * (suppressed) warnings.
 */
final class ClangCompiler {
  private static final long TIMEOUT_SECONDS = 120;

  /** How often a running clang is checked against the caller's stop request. */
  private static final long POLL_MILLIS = 20;

  private static final Pattern ERROR_COUNT = Pattern.compile("(\\d+) errors? generated");

  /** A diagnostic line of an error: the location (if any) and the message. */
  private static final Pattern FIRST_ERROR =
      Pattern.compile("(?m)^(?:(.*?:\\d+:\\d+): )?(?:fatal )?error: (.*)$");

  /** Flags for every compilation; the target triple and the files come on top. */
  private static final List<String> FLAGS =
      List.of(
          "-c",
          "-emit-llvm",
          "-O0",
          "-Xclang",
          "-disable-O0-optnone",
          "-fno-discard-value-names",
          "-ffp-contract=off",
          // Marks where each uninitialised local is declared (see UninitializedLocals).
          "-ftrivial-auto-var-init=pattern",
          // Guards exactly the signed left shifts (see SignedShifts).
          "-fsanitize=shift-base",
          "-fsanitize-trap=shift-base",
          // GNU C11 as gcc compiles it; gnu89 inline semantics so that a plain 'inline'
          // function always gets a body.
          "-std=gnu11",
          "-fgnu89-inline",
          "-fno-color-diagnostics",
          "-w",
          "-Wno-error=implicit-int",
          "-Wno-error=implicit-function-declaration",
          "-Wno-error=int-conversion",
          "-Wno-error=incompatible-pointer-types",
          "-Wno-error=incompatible-function-pointer-types",
          "-Wno-error=return-type",
          "-Wno-error=return-mismatch",
          "-Wno-error=int-to-pointer-cast",
          "-Wno-error=pointer-to-int-cast",
          "-Wno-error=deprecated-non-prototype");

  private ClangCompiler() {}

  /**
   * Compiles one translation unit of a program to bitcode in {@code output}, in its directory and
   * with its flags after Vigil's (so that its {@code -std} wins). {@code debugInfo} adds {@code
   * -g}; clang is killed as soon as {@code stop} says so.
   *
   * @throws FrontendException with clang's diagnostics as details when clang fails
   */
  static void compile(
      SourceUnit unit, DataModel model, Path output, boolean debugInfo, StopRequest stop)
      throws FrontendException {
    Path source = unit.absoluteFile();
    List<String> command = new ArrayList<>();
    command.add(ClangBinary.path());
    command.addAll(FLAGS);
    command.addAll(unit.flags());
    if (debugInfo) {
      command.add("-g");
    }
    command.add("-target");
    command.add(model.targetTriple());
    Path diagnostics = null;
    try {
      command.addAll(HostHeaders.flags(model));
      command.add("-o");
      command.add(output.toString());
      String name = name(source);
      if (name.endsWith(".i")) {
        command.addAll(GccOutput.flags(source));
      } else if (!name.endsWith(".c")) {
        // A header or a file without the usual suffix: still a C source file.
        command.add("-x");
        command.add("c");
      }
      command.add(source.toString());
      diagnostics = TempFiles.create("vigil-clang", ".txt");
      Process process =
          new ProcessBuilder(command)
              .directory(unit.directory().toFile())
              .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(diagnostics.toFile())
              .start();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
      while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
        if (stop.stop(cpuTime(process))) {
          // Waited for, so that its CPU time is the process's from now on.
          process.destroyForcibly().waitFor();
          throw new FrontendException("stopped while clang compiled " + name(source));
        }
        if (System.nanoTime() > deadline) {
          process.destroyForcibly();
          throw new FrontendException(
              "clang did not compile " + name(source) + " within " + TIMEOUT_SECONDS + " s");
        }
      }
      if (process.exitValue() != 0) {
        String text = Files.readString(diagnostics, StandardCharsets.UTF_8);
        if (process.exitValue() > 128 && !FIRST_ERROR.matcher(text).find()) {
          // Killed by a signal: most often a stack overflow on very deeply nested code.
          throw new FrontendException(
              "clang crashed (signal "
                  + (process.exitValue() - 128)
                  + ") on "
                  + name(source)
                  + "; deeply nested expressions can exhaust its stack",
              text);
        }
        throw new FrontendException(
            "clang could not compile " + name(source) + ": " + summary(text, source), text);
      }
    } catch (IOException e) {
      throw new FrontendException("cannot run clang on " + name(source) + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new FrontendException("interrupted while compiling " + name(source));
    } finally {
      deleteQuietly(diagnostics);
    }
  }

  /** The number of errors and the first one with its location, on one line. */
  static String summary(String diagnostics, Path source) {
    Matcher count = ERROR_COUNT.matcher(diagnostics);
    String errors =
        count.find() ? count.group(1) + (count.group(1).equals("1") ? " error" : " errors") : "";
    Optional<String> first =
        diagnostics
            .lines()
            .map(FIRST_ERROR::matcher)
            .filter(Matcher::matches)
            .findFirst()
            .map(m -> (m.group(1) == null ? "" : m.group(1) + ": ") + m.group(2))
            .map(e -> e.replace(source.toString(), name(source)));
    if (first.isEmpty()) {
      return errors.isEmpty() ? "clang failed" : errors;
    }
    return errors.isEmpty() || errors.equals("1 error")
        ? first.get()
        : errors + ", the first: " + first.get();
  }

  private static java.io.File nullDevice() {
    return new java.io.File("/dev/null");
  }

  /** The CPU time a running process has used so far (zero where the system does not tell). */
  private static Duration cpuTime(Process process) {
    return process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
  }

  static String name(Path file) {
    Path name = file.getFileName();
    return name == null ? file.toString() : name.toString();
  }

  static void deleteQuietly(Path file) {
    if (file == null) {
      return;
    }
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // A leftover temporary file is harmless.
    }
  }
}
