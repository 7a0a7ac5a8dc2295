package dev.vigil.frontend;

/**
 * Where the bundled clang lives. JavaCPP extracts it under {@code ~/.javacpp/cache} on first use;
 * later calls reuse the path.
 */
final class ClangBinary {
  private static volatile String path;

  private ClangBinary() {}

  static String path() throws FrontendException {
    String p = path;
    if (p == null) {
      synchronized (ClangBinary.class) {
        p = path;
        if (p == null) {
          try {
            p = org.bytedeco.javacpp.Loader.load(org.bytedeco.llvm.program.clang.class);
          } catch (RuntimeException | LinkageError e) {
            throw new FrontendException("cannot extract the bundled clang: " + e.getMessage());
          }
          path = p;
        }
      }
    }
    return p;
  }
}
