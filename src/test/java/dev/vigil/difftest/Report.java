package dev.vigil.difftest;

/**
 * One value a test program reported through difftest.h: its source line, its kind ({@code i}
 * signed, {@code u} unsigned, {@code f} float, {@code d} double) and its 64 bits. Floats are
 * compared by bit pattern, except NaNs: C fixes neither their sign nor their payload (x86 makes 0/0
 * negative, docs/SEMANTICS.md has one positive NaN), so every NaN renders as {@code nan}.
 */
record Report(int line, char kind, long bits) {
  String value() {
    return switch (kind) {
      case 'i' -> Long.toString(bits);
      case 'u' -> Long.toUnsignedString(bits);
      case 'f' -> {
        float f = Float.intBitsToFloat((int) bits);
        yield Float.isNaN(f) ? "nan" : Float.toHexString(f);
      }
      case 'd' -> {
        double d = Double.longBitsToDouble(bits);
        yield Double.isNaN(d) ? "nan" : Double.toHexString(d);
      }
      default ->
          throw new IllegalStateException("unknown report kind '" + kind + "' at line " + line);
    };
  }

  /** {@code line kind value}, the form the tests compare and the ILP32 expectation files use. */
  String render() {
    return line + " " + kind + " " + value();
  }
}
