package dev.vigil.ir;

/** The C data model: the widths of pointers and of {@code long}. */
public enum DataModel {
  /** 32-bit int, long and pointers (i386). */
  ILP32(32, 32, "i386-pc-linux-gnu"),
  /** 32-bit int, 64-bit long and pointers (x86-64). */
  LP64(64, 64, "x86_64-pc-linux-gnu");

  private final int pointerBits;
  private final int longBits;
  private final String targetTriple;

  DataModel(int pointerBits, int longBits, String targetTriple) {
    this.pointerBits = pointerBits;
    this.longBits = longBits;
    this.targetTriple = targetTriple;
  }

  public int pointerBits() {
    return pointerBits;
  }

  public int pointerBytes() {
    return pointerBits / 8;
  }

  public int longBits() {
    return longBits;
  }

  /** The integer type as wide as a pointer: offsets, sizes and pointer-to-integer casts. */
  public Type.IntType pointerIntType() {
    return Type.IntType.of(pointerBits);
  }

  public String targetTriple() {
    return targetTriple;
  }
}
