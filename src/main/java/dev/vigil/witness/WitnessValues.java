package dev.vigil.witness;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Type;
import java.util.Optional;

/**
 * The values of {@code __VERIFIER_nondet_*} calls as C writes them, and the C type each of those
 * functions returns. Witness assumptions ({@code \result == 5}) and harnesses read these; {@code
 * vigil validate} reads them back with {@link #parse}.
 */
public final class WitnessValues {
  static final String PREFIX = "__VERIFIER_nondet_";

  private WitnessValues() {}

  /**
   * The C return type of a nondet function by its name (SV-COMP's list), or empty for a name
   * outside it.
   */
  static Optional<String> returnType(String function) {
    if (!function.startsWith(PREFIX)) {
      return Optional.empty();
    }
    String type =
        switch (function.substring(PREFIX.length())) {
          case "bool", "_Bool" -> "_Bool";
          case "char" -> "char";
          case "schar" -> "signed char";
          case "uchar", "u8", "unsigned_char" -> "unsigned char";
          case "short", "s16" -> "short";
          case "ushort", "u16", "unsigned_short" -> "unsigned short";
          case "int", "s32" -> "int";
          case "uint", "unsigned", "u32", "unsigned_int" -> "unsigned int";
          case "long", "loff_t", "ssize_t" -> "long";
          case "ulong", "size_t", "sizet", "unsigned_long" -> "unsigned long";
          case "longlong", "s64" -> "long long";
          case "ulonglong", "u64" -> "unsigned long long";
          case "float" -> "float";
          case "double" -> "double";
          case "pointer" -> "void *";
          case "charp", "pchar" -> "char *";
          default -> null;
        };
    return Optional.ofNullable(type);
  }

  /** Whether the function returns an unsigned integer type (or {@code _Bool}). */
  private static boolean unsigned(String function) {
    return returnType(function)
        .map(t -> t.startsWith("unsigned") || t.equals("_Bool") || t.endsWith("*"))
        .orElse(false);
  }

  /**
   * The value as a C constant expression that {@link #parse} reads back: integers in decimal (as
   * the function's signedness reads them), floats as exact hexadecimal literals.
   */
  static String literal(Expr value, String function) {
    return switch (value) {
      case Expr.IntConst c when c.type().bits() == 1 -> Long.toString(c.bits());
      case Expr.IntConst c ->
          unsigned(function) ? Long.toUnsignedString(c.unsignedValue()) : signed(c.signedValue());
      case Expr.FloatConst f -> floating(f);
      case Expr.NullPointer n -> "0";
      default -> throw new IllegalArgumentException("not an input value: " + value);
    };
  }

  private static String signed(long v) {
    return v == Long.MIN_VALUE ? "(-9223372036854775807 - 1)" : Long.toString(v);
  }

  private static String floating(Expr.FloatConst f) {
    double v = f.value();
    if (Double.isNaN(v)) {
      return "(0.0 / 0.0)";
    }
    if (Double.isInfinite(v)) {
      return v > 0 ? "(1.0 / 0.0)" : "(-1.0 / 0.0)";
    }
    return Double.toHexString(v);
  }

  /**
   * A constant that {@link #literal} wrote, as a constant of {@code type} (integers as their bits,
   * cut to the width by the interpreter), or empty when {@code text} is not one.
   */
  public static Optional<Expr> parse(String text, Type type) {
    String t = text.strip();
    if (t.equals("(-9223372036854775807 - 1)")) {
      t = Long.toString(Long.MIN_VALUE);
    }
    try {
      if (type instanceof Type.FloatType ft) {
        double v =
            switch (t) {
              case "(0.0 / 0.0)" -> Double.NaN;
              case "(1.0 / 0.0)" -> Double.POSITIVE_INFINITY;
              case "(-1.0 / 0.0)" -> Double.NEGATIVE_INFINITY;
              default -> Double.parseDouble(t.replaceAll("[fFlL]$", ""));
            };
        if (ft.equals(Type.FloatType.FLOAT)) {
          return Optional.of(Expr.FloatConst.ofFloat((float) v));
        }
        return ft.equals(Type.FloatType.DOUBLE)
            ? Optional.of(Expr.FloatConst.ofDouble(v))
            : Optional.empty();
      }
      String digits = t.replaceAll("(?i)[ul]+$", "");
      long bits =
          digits.startsWith("-")
              ? Long.parseLong(digits)
              : digits.matches("(?i)0x[0-9a-f]+")
                  ? Long.parseUnsignedLong(digits.substring(2), 16)
                  : Long.parseUnsignedLong(digits);
      return Optional.of(new Expr.IntConst(Type.IntType.I64, bits));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
