package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.frontend.FormatStrings.PlainConversion;
import dev.vigil.frontend.FormatStrings.PlainText;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which printf formats snprintf's exact model takes, and their pieces. */
class FormatStringsTest {
  @Test
  void plainFormatsAreSplitIntoTextAndConversions() {
    assertEquals(
        Optional.of(
            List.of(
                new PlainText('a'),
                new PlainConversion('s', ""),
                new PlainText('%'),
                new PlainConversion('d', "ll"),
                new PlainConversion('u', "z"),
                new PlainConversion('c', ""))),
        FormatStrings.plain("a%s%%%lld%zu%c"));
  }

  @Test
  void flagsWidthsPrecisionsAndOtherConversionsAreNotPlain() {
    for (String format :
        List.of("%5d", "%-d", "%.3s", "%*d", "%x", "%f", "%ls", "%hd", "%n", "%")) {
      assertEquals(Optional.empty(), FormatStrings.plain(format), format);
    }
  }
}
