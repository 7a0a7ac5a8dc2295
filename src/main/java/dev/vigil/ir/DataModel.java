package dev.vigil.ir;

/** The C data model: the widths of pointers and of {@code long}. */
public enum DataModel {
  /** 32-bit int, long and pointers (i386). */
  ILP32(32, 32, 22, "i386-pc-linux-gnu"),
  /** 32-bit int, 64-bit long and pointers (x86-64). */
  LP64(64, 64, 40, "x86_64-pc-linux-gnu");

  private final int pointerBits;
  private final int longBits;
  private final int offsetBits;
  private final String targetTriple;

  DataModel(int pointerBits, int longBits, int offsetBits, String targetTriple) {
    this.pointerBits = pointerBits;
    this.longBits = longBits;
    this.offsetBits = offsetBits;
    this.targetTriple = targetTriple;
  }

  /**
   * A pointer's bits are its object number above its offset: {@code object << offsetBits | offset}.
   * See docs/SEMANTICS.md. This many low bits hold the offset, so no object may be larger than
   * {@code 2^offsetBits} bytes.
   */
  public int offsetBits() {
    return offsetBits;
  }

  /** The mask of the offset field of a pointer. */
  public long offsetMask() {
    return Semantics.mask(offsetBits);
  }

  /** The pointer to {@code offset} in object {@code object}. */
  public long pointer(long object, long offset) {
    return object << offsetBits | offset;
  }

  /** The object number a pointer names. */
  public long objectOf(long pointer) {
    return (pointer & Semantics.mask(pointerBits)) >>> offsetBits;
  }

  /** The offset field of a pointer. */
  public long offsetOf(long pointer) {
    return pointer & offsetMask();
  }

  /** The number of bits of a pointer that hold its object number. */
  public int objectBits() {
    return pointerBits - offsetBits;
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
