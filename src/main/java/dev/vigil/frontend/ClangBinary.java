package dev.vigil.frontend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.bytedeco.javacpp.Loader;

/**
 * Where the bundled clang lives. JavaCPP extracts it, with the libraries and headers it needs,
 * under {@code ~/.javacpp/cache} on first use. Asking JavaCPP for it on every run costs about 0.1 s
 * of CPU: it checks each of the hundreds of files of the package against the jar and loads
 * libclang-cpp into this JVM, which only the clang process needs. So after a complete extraction a
 * marker beside the executable says so, and later runs take the executable from there. The folder's
 * name holds the LLVM jar's version, so a new version is extracted afresh.
 */
final class ClangBinary {
  /** The marker's name; written only after JavaCPP returned the extracted executable. */
  private static final String EXTRACTED = ".vigil-extracted";

  private static volatile String path;

  private ClangBinary() {}

  static String path() throws FrontendException {
    String p = path;
    if (p == null) {
      synchronized (ClangBinary.class) {
        p = path;
        if (p == null) {
          p = locate();
          path = p;
        }
      }
    }
    return p;
  }

  private static String locate() throws FrontendException {
    Path known = extracted();
    if (known != null) {
      return known.toString();
    }
    String p;
    try {
      p = Loader.load(org.bytedeco.llvm.program.clang.class);
    } catch (RuntimeException | LinkageError e) {
      throw new FrontendException("cannot extract the bundled clang: " + e.getMessage());
    }
    try {
      Files.writeString(Path.of(p).resolveSibling(EXTRACTED), "");
    } catch (IOException | RuntimeException e) {
      // Without the marker the next run asks JavaCPP again.
    }
    return p;
  }

  /** The executable of an earlier complete extraction, or null. */
  private static Path extracted() {
    try {
      Path folder =
          Path.of(Loader.getCacheDir().getPath())
              .resolve(jarName())
              .resolve("org/bytedeco/llvm")
              .resolve(Loader.getPlatform());
      Path clang = folder.resolve("clang");
      return Files.isRegularFile(folder.resolve(EXTRACTED)) && Files.isExecutable(clang)
          ? clang
          : null;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** The file name of the jar with LLVM's native files, which names its folder in the cache. */
  private static String jarName() {
    String resource = "/org/bytedeco/llvm/" + Loader.getPlatform() + "/clang";
    java.net.URL url = org.bytedeco.llvm.presets.LLVM.class.getResource(resource);
    if (url == null || !url.getProtocol().equals("jar")) {
      throw new IllegalStateException("no bundled clang in a jar");
    }
    String jar = url.getPath().substring(0, url.getPath().indexOf("!/"));
    return jar.substring(jar.lastIndexOf('/') + 1);
  }
}
