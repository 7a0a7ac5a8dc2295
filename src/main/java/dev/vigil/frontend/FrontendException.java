package dev.vigil.frontend;

import java.util.Objects;

/**
 * The input cannot be turned into IR. {@link #getMessage()} is one line for the user; {@link
 * #details()} holds longer text worth showing after it, such as clang's diagnostics.
 */
public class FrontendException extends Exception {
  private final String details;

  public FrontendException(String message) {
    this(message, "");
  }

  public FrontendException(String message, String details) {
    super(message);
    this.details = Objects.requireNonNull(details);
  }

  public String details() {
    return details;
  }
}
