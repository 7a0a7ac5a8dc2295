package dev.vigil.frontend;

import dev.vigil.ir.DataModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Include paths that let C files with system headers compile for ILP32 on a 64-bit-only host.
 * glibc's x86 headers serve both widths (they test {@code __x86_64__}); only {@code
 * gnu/stubs-32.h}, which lists unimplemented functions, comes from the missing 32-bit package, and
 * an empty one does.
 */
final class HostHeaders {
  private static final Path MULTIARCH_32 = Path.of("/usr/include/i386-linux-gnu");
  private static final Path MULTIARCH_64 = Path.of("/usr/include/x86_64-linux-gnu");
  private static Path stubs;

  private HostHeaders() {}

  static synchronized List<String> flags(DataModel model) throws IOException {
    if (model != DataModel.ILP32
        || Files.isDirectory(MULTIARCH_32)
        || !Files.isDirectory(MULTIARCH_64)) {
      return List.of();
    }
    if (stubs == null) {
      // One fixed folder per user, made once and reused: nothing to clean up, even after a kill.
      Path dir =
          Path.of(
              System.getProperty("java.io.tmpdir"),
              "vigil-include-" + System.getProperty("user.name"));
      Path header = dir.resolve("gnu/stubs-32.h");
      if (!Files.isRegularFile(header)) {
        Files.createDirectories(header.getParent());
        Path partial = Files.createTempFile(header.getParent(), "stubs", ".tmp");
        Files.writeString(partial, "/* Vigil: no 32-bit glibc stubs on this host */\n");
        Files.move(
            partial,
            header,
            java.nio.file.StandardCopyOption.REPLACE_EXISTING,
            java.nio.file.StandardCopyOption.ATOMIC_MOVE);
      }
      stubs = dir;
    }
    return List.of("-isystem", stubs.toString(), "-isystem", MULTIARCH_64.toString());
  }
}
