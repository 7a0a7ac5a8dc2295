package dev.vigil.interp;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A run's outcome with the final contents of its globals, for tests that compare the interpreter
 * with compiled code and for engines that read the results of a run. Bytes that were never
 * initialised read as zero.
 */
public record Snapshot(Outcome outcome, Map<String, byte[]> globals) {
  public Snapshot {
    globals = Collections.unmodifiableMap(new LinkedHashMap<>(globals));
  }

  /** The final bytes of a global, if it exists. */
  public Optional<byte[]> global(String name) {
    return Optional.ofNullable(globals.get(name)).map(b -> Arrays.copyOf(b, b.length));
  }

  /** The little-endian value of {@code length} bytes at {@code offset} of a global. */
  public long read(String name, long offset, int length) {
    byte[] bytes = globals.get(name);
    if (bytes == null) {
      throw new IllegalArgumentException("no global " + name);
    }
    long value = 0;
    for (int i = length - 1; i >= 0; i--) {
      value = value << 8 | (bytes[(int) offset + i] & 0xff);
    }
    return value;
  }
}
