package dev.vigil.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.engine.Stage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The progress line of verify and bench: rewritten in place on a terminal, lines elsewhere. */
class StatusLineTest {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

  private String written() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void onATerminalEachLineReplacesTheLastAndIsWipedAtTheEnd() {
    StatusLine line = new StatusLine(out, true);
    line.show("kinduction", "k 1", "elapsed 0:01");
    line.show("kinduction", "k 2", "elapsed 0:02");
    line.end(false);
    assertEquals(
        "\r\033[Kkinduction | k 1 | elapsed 0:01\r\033[Kkinduction | k 2 | elapsed 0:02\r\033[K",
        written());
  }

  @Test
  void onATerminalTheLastLineCanBeKept() {
    StatusLine line = new StatusLine(out, true);
    line.show("[1/1] done");
    line.end(true);
    line.end(true);
    assertEquals("\r\033[K[1/1] done\n", written());
  }

  @Test
  void elsewhereEachLineIsPrintedAfterTheLast() {
    StatusLine line = new StatusLine(out, false);
    line.show("a", "b");
    line.show("c");
    line.end(false);
    assertEquals("a | b" + System.lineSeparator() + "c" + System.lineSeparator(), written());
  }

  @Test
  void verifyShowsTheEngineItsStageAndTheTime() {
    assertArrayEquals(
        new String[] {"bmc", "bound 12", "elapsed 1:05"},
        VerifyProgress.render("bmc", Optional.of(new Stage("bound", 12)), 65.2));
    assertArrayEquals(
        new String[] {"kinduction", "starting", "elapsed 0:00"},
        VerifyProgress.render("kinduction", Optional.empty(), 0.1));
    assertEquals("1:01:01", StatusLine.clock(3661));
  }
}
