package dev.vigil.bench;

import java.math.BigDecimal;
import java.util.Locale;

/** Number formats and escaping shared by the table writers. */
final class Tables {
  private Tables() {}

  /** A number without trailing zeros: {@code 900}, {@code 1.5}. */
  static String number(double value) {
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }

  /** Seconds with two decimals: {@code 12.34}. */
  static String seconds(double value) {
    return String.format(Locale.ROOT, "%.2f", value);
  }

  /** Megabytes with one decimal. */
  static String megabytes(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }

  static String signed(int value) {
    return value > 0 ? "+" + value : Integer.toString(value);
  }

  static String markdown(String text) {
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ");
  }

  static String html(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }

  static String csv(String text) {
    return text.matches(".*[,\"\n\r].*") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
  }
}
