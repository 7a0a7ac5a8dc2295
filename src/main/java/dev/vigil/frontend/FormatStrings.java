package dev.vigil.frontend;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The conversions of {@code printf} and {@code scanf} format strings (C11 7.21.6.1 and 7.21.6.2),
 * as far as Vigil's models need them: which arguments they consume and what they read or write.
 */
final class FormatStrings {
  private FormatStrings() {}

  /** A malformed format, or one with a conversion the models do not handle. */
  static final class Unhandled extends Exception {
    Unhandled(String message) {
      super(message);
    }
  }

  /**
   * One {@code printf} conversion: whether width and precision are arguments ({@code *}), the
   * precision if it is a number, the length modifier ("" if none) and the conversion character.
   */
  record PrintfConversion(
      boolean widthArgument,
      boolean precisionArgument,
      OptionalInt precision,
      String length,
      char conversion) {}

  /**
   * One {@code scanf} conversion: whether assignment is suppressed ({@code *}), the maximum field
   * width if given, the length modifier ("" if none) and the conversion character ({@code [} for a
   * scan set).
   */
  record ScanfConversion(boolean suppressed, OptionalInt width, String length, char conversion)
      implements ScanfDirective {}

  /** One directive of a {@code scanf} format (C11 7.21.6.2p3). */
  sealed interface ScanfDirective permits ScanfBlank, ScanfLiteral, ScanfConversion {}

  /** White space: skips any white space of the input. */
  record ScanfBlank() implements ScanfDirective {}

  /** An ordinary character, which the next input character must be. */
  record ScanfLiteral(char c) implements ScanfDirective {}

  /** One piece of a {@code printf} format whose conversions are all plain ({@link #plain}). */
  sealed interface PlainPiece permits PlainText, PlainConversion {}

  /** An ordinary character ({@code %%} gives a {@code %}). */
  record PlainText(char c) implements PlainPiece {}

  /**
   * A conversion without flags, width or precision: {@code %s} and {@code %c} without a length
   * modifier, {@code %d}, {@code %i} and {@code %u} with none, {@code l}, {@code ll} or {@code z}.
   */
  record PlainConversion(char conversion, String length) implements PlainPiece {}

  private static final String PRINTF_CONVERSIONS = "diouxXfFeEgGaAcspn";
  private static final String SCANF_CONVERSIONS = "diouxXfFeEgGaAcspn[";

  static List<PrintfConversion> printf(String format) throws Unhandled {
    List<PrintfConversion> result = new ArrayList<>();
    int i = 0;
    while ((i = format.indexOf('%', i)) >= 0) {
      i++;
      if (i < format.length() && format.charAt(i) == '%') {
        i++;
        continue;
      }
      while (i < format.length() && "-+ #0'".indexOf(format.charAt(i)) >= 0) {
        i++;
      }
      boolean widthArgument = i < format.length() && format.charAt(i) == '*';
      i = widthArgument ? i + 1 : digits(format, i);
      boolean precisionArgument = false;
      OptionalInt precision = OptionalInt.empty();
      if (i < format.length() && format.charAt(i) == '.') {
        i++;
        precisionArgument = i < format.length() && format.charAt(i) == '*';
        if (precisionArgument) {
          i++;
        } else {
          int end = digits(format, i);
          precision = OptionalInt.of(end == i ? 0 : number(format, i, end));
          i = end;
        }
      }
      String length = length(format, i);
      i += length.length();
      char c = conversion(format, i, PRINTF_CONVERSIONS);
      i++;
      result.add(new PrintfConversion(widthArgument, precisionArgument, precision, length, c));
    }
    return result;
  }

  /** The pieces of {@code format}, if each of its conversions is plain; otherwise empty. */
  static Optional<List<PlainPiece>> plain(String format) {
    List<PlainPiece> pieces = new ArrayList<>();
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if (c != '%') {
        pieces.add(new PlainText(c));
        continue;
      }
      if (format.startsWith("%", i + 1)) {
        pieces.add(new PlainText('%'));
        i++;
        continue;
      }
      String length = length(format, i + 1);
      int at = i + 1 + length.length();
      if (at >= format.length()) {
        return Optional.empty();
      }
      char conversion = format.charAt(at);
      boolean plain =
          switch (conversion) {
            case 's', 'c' -> length.isEmpty();
            case 'd', 'i', 'u' -> List.of("", "l", "ll", "z").contains(length);
            default -> false;
          };
      if (!plain) {
        return Optional.empty();
      }
      pieces.add(new PlainConversion(conversion, length));
      i = at;
    }
    return Optional.of(pieces);
  }

  static List<ScanfConversion> scanf(String format) throws Unhandled {
    List<ScanfConversion> result = new ArrayList<>();
    for (ScanfDirective d : scanfDirectives(format)) {
      if (d instanceof ScanfConversion c) {
        result.add(c);
      }
    }
    return result;
  }

  /**
   * The directives of a {@code scanf} format in order. {@code %%} is white space then the character
   * {@code %}: like every conversion but {@code %c}, {@code %[} and {@code %n}, it skips white
   * space first.
   */
  static List<ScanfDirective> scanfDirectives(String format) throws Unhandled {
    List<ScanfDirective> result = new ArrayList<>();
    int i = 0;
    while (i < format.length()) {
      char ordinary = format.charAt(i++);
      if (ordinary != '%') {
        boolean blank = ordinary == ' ' || (ordinary >= '\t' && ordinary <= '\r');
        result.add(blank ? new ScanfBlank() : new ScanfLiteral(ordinary));
        continue;
      }
      if (i < format.length() && format.charAt(i) == '%') {
        i++;
        result.add(new ScanfBlank());
        result.add(new ScanfLiteral('%'));
        continue;
      }
      boolean suppressed = i < format.length() && format.charAt(i) == '*';
      if (suppressed) {
        i++;
      }
      int end = digits(format, i);
      OptionalInt width = end == i ? OptionalInt.empty() : OptionalInt.of(number(format, i, end));
      i = end;
      String length = length(format, i);
      i += length.length();
      char c = conversion(format, i, SCANF_CONVERSIONS);
      i++;
      if (c == '[') {
        // The scan set runs to the next ']', which may also be its first member.
        int first = format.startsWith("^", i) ? i + 1 : i;
        int close = format.indexOf(']', format.startsWith("]", first) ? first + 1 : first);
        if (close < 0) {
          throw new Unhandled("a scan set without its ']'");
        }
        i = close + 1;
      }
      result.add(new ScanfConversion(suppressed, width, length, c));
    }
    return result;
  }

  private static int digits(String s, int i) {
    while (i < s.length() && Character.isDigit(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int number(String s, int from, int to) throws Unhandled {
    try {
      return Integer.parseInt(s.substring(from, to));
    } catch (NumberFormatException e) {
      throw new Unhandled("the number " + s.substring(from, to));
    }
  }

  private static String length(String s, int i) {
    for (String m : new String[] {"hh", "ll", "h", "l", "j", "z", "t", "L", "q"}) {
      if (s.startsWith(m, i)) {
        return m;
      }
    }
    return "";
  }

  private static char conversion(String s, int i, String known) throws Unhandled {
    if (i >= s.length()) {
      throw new Unhandled("a conversion specification that does not end");
    }
    char c = s.charAt(i);
    if (known.indexOf(c) < 0) {
      throw new Unhandled("the conversion %" + c);
    }
    return c;
  }
}
