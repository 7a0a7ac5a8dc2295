package dev.vigil.frontend;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.bytedeco.javacpp.Loader;

/**
 * Loads the native libraries of JavaCPP's LLVM classes. JavaCPP's own loading looks for each
 * library under many names in every jar of the class path, which costs a run about 70 ms of CPU
 * time. Once JavaCPP has extracted them (the marker of {@link ClangBinary} says the extraction is
 * complete), they are loaded straight from its cache, and JavaCPP is told not to load them again
 * ({@code org.bytedeco.javacpp.loadLibraries}); otherwise JavaCPP loads them as usual. The JNI
 * libraries find LLVM's own libraries beside them (their run path is their folder). The property
 * holds for the whole process: JavaCPP's {@code Loader.load} then returns nothing, so the clang
 * executable is found by {@link ClangBinary} ({@link Frontend#clang()}), never by the loader.
 */
final class LlvmLibraries {
  private static boolean done;

  private LlvmLibraries() {}

  /** Loads them, once, before the first use of an LLVM class. */
  static synchronized void load() {
    if (done) {
      return;
    }
    done = true;
    Optional<Path> javacpp = jni("org/bytedeco/javacpp", "jnijavacpp");
    Optional<Path> llvm = ClangBinary.extractedFolder().map(f -> f.resolve("libjniLLVM.so"));
    if (javacpp.isEmpty() || llvm.isEmpty() || !Files.isRegularFile(llvm.get())) {
      return;
    }
    try {
      System.load(javacpp.get().toString());
      System.load(llvm.get().toString());
      System.setProperty("org.bytedeco.javacpp.loadLibraries", "false");
    } catch (UnsatisfiedLinkError | RuntimeException e) {
      // JavaCPP loads them as usual (a library loaded here is not loaded twice).
    }
  }

  /** The extracted JNI library {@code lib<name>.so} of the jar that holds package {@code pkg}. */
  private static Optional<Path> jni(String pkg, String name) {
    try {
      String resource = "/" + pkg + "/" + Loader.getPlatform() + "/lib" + name + ".so";
      Path file =
          Path.of(Loader.getCacheDir().getPath())
              .resolve(ClangBinary.jarName(resource))
              .resolve(resource.substring(1));
      return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    } catch (java.io.IOException | RuntimeException e) {
      return Optional.empty();
    }
  }
}
