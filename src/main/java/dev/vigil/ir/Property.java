package dev.vigil.ir;

/**
 * The properties an {@link Op.Error} can violate. SV-COMP's specifications map onto these; {@link
 * #UNDEFINED_BEHAVIOR} marks undefined behaviour met while checking another property, which never
 * yields a FALSE verdict of its own.
 */
public enum Property {
  UNREACH_CALL("unreach-call"),
  NO_OVERFLOW("no-overflow"),
  VALID_DEREF("valid-deref"),
  VALID_FREE("valid-free"),
  VALID_MEMTRACK("valid-memtrack"),
  /** No dereference of a null pointer (a pointer into the null object): Calysto's NULL checks. */
  NULL_DEREF("null-deref"),
  UNDEFINED_BEHAVIOR("undefined-behavior");

  private final String svcompName;

  Property(String svcompName) {
    this.svcompName = svcompName;
  }

  /** The name in SV-COMP verdicts such as {@code FALSE(valid-deref)}. */
  public String svcompName() {
    return svcompName;
  }
}
