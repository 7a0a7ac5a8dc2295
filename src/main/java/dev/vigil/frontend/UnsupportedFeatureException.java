package dev.vigil.frontend;

import dev.vigil.ir.SourceLoc;

/**
 * The program uses a construct Vigil cannot model yet. The verdict is then {@code
 * UNKNOWN(unsupported: <feature> at <file:line>)}, never a guess.
 */
public final class UnsupportedFeatureException extends FrontendException {
  private final String feature;
  private final SourceLoc loc;

  public UnsupportedFeatureException(String feature, SourceLoc loc) {
    super("unsupported: " + feature + (loc.isKnown() ? " at " + loc : ""));
    this.feature = feature;
    this.loc = loc;
  }

  public String feature() {
    return feature;
  }

  public SourceLoc loc() {
    return loc;
  }
}
