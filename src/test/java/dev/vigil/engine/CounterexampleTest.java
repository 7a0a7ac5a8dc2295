package dev.vigil.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CounterexampleTest {
  @Test
  void muchUninitialisedMemoryIsKeptQuicklyAndInOrder() {
    Map<Long, Byte> bytes = new LinkedHashMap<>();
    for (long object = 5; object >= 3; object -= 2) {
      for (long offset = 0; offset < 400_000; offset++) {
        bytes.put(object << 40 | offset, (byte) offset);
      }
    }
    Counterexample cex =
        assertTimeoutPreemptively(
            Duration.ofSeconds(5),
            () ->
                new Counterexample(
                    Property.UNREACH_CALL,
                    new SourceLoc("t.c", 1, 1),
                    List.of(),
                    bytes,
                    List.of()));
    assertEquals(
        new ArrayList<>(bytes.keySet()), new ArrayList<>(cex.uninitializedMemory().keySet()));
  }
}
