package dev.vigil.frontend;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.atomic.AtomicLong;

/**
 * New temporary files for the front end's clang runs. Not {@link Files#createTempFile}: its first
 * use seeds a {@code SecureRandom}, which loads and initialises the JDK's security providers, about
 * 10 ms of a short run's CPU time. A name here is unique by the process's id, a counter and the
 * clock; the file is made new ({@code O_EXCL}: never an existing file or a link), readable and
 * writable by its owner only, as {@link Files#createTempFile} makes it.
 */
final class TempFiles {
  private static final AtomicLong COUNTER = new AtomicLong();

  /** Names tried before giving up: another name is taken only if some process made it first. */
  private static final int ATTEMPTS = 100;

  private TempFiles() {}

  /** A new empty file {@code prefix…suffix} in the system's temporary folder. */
  static Path create(String prefix, String suffix) throws IOException {
    Path folder = Path.of(System.getProperty("java.io.tmpdir"));
    long pid = ProcessHandle.current().pid();
    for (int attempt = 1; ; attempt++) {
      String unique =
          pid
              + "-"
              + COUNTER.incrementAndGet()
              + "-"
              + Long.toUnsignedString(System.nanoTime(), Character.MAX_RADIX);
      try {
        return Files.createFile(folder.resolve(prefix + unique + suffix), ownerOnly());
      } catch (FileAlreadyExistsException e) {
        if (attempt == ATTEMPTS) {
          throw e;
        }
      }
    }
  }

  private static FileAttribute<?>[] ownerOnly() {
    if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      return new FileAttribute<?>[0];
    }
    return new FileAttribute<?>[] {
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))
    };
  }
}
