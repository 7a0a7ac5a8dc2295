package dev.vigil.frontend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
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
    return extractedFolder()
        .map(folder -> folder.resolve("clang"))
        .filter(Files::isExecutable)
        .orElse(null);
  }

  /** The folder of LLVM's native files after a complete extraction by JavaCPP. */
  static Optional<Path> extractedFolder() {
    try {
      String resource = "/org/bytedeco/llvm/" + Loader.getPlatform() + "/clang";
      Path folder =
          Path.of(Loader.getCacheDir().getPath())
              .resolve(jarName(resource))
              .resolve("org/bytedeco/llvm")
              .resolve(Loader.getPlatform());
      return Files.isRegularFile(folder.resolve(EXTRACTED))
          ? Optional.of(folder)
          : Optional.empty();
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * The file name of the jar with the native file {@code resource}, which names its folder in
   * JavaCPP's cache.
   */
  static String jarName(String resource) {
    java.net.URL url = Loader.class.getResource(resource);
    if (url == null || !url.getProtocol().equals("jar")) {
      throw new IllegalStateException("no " + resource + " in a jar");
    }
    String jar = url.getPath().substring(0, url.getPath().indexOf("!/"));
    return jar.substring(jar.lastIndexOf('/') + 1);
  }
}
