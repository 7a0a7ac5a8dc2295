package dev.vigil.cli;

/** Exit codes and the one-line error messages of the command line. */
final class Errors {
  static final int EXIT_OK = 0;
  static final int EXIT_INPUT = 1;
  static final int EXIT_USAGE = 2;
  static final int EXIT_INTERNAL = 3;

  private Errors() {}

  /**
   * Reports a user-facing error: one line. Details such as clang's whole output follow only when
   * VIGIL_DEBUG is set; the line itself names the first of clang's errors.
   */
  static int input(String message, String details) {
    System.err.println("vigil: error: " + firstLine(message));
    if (System.getenv("VIGIL_DEBUG") != null && details != null && !details.isBlank()) {
      System.err.println(details.stripTrailing());
    }
    return EXIT_INPUT;
  }

  private static String firstLine(String message) {
    return message.lines().findFirst().orElse("(no message)");
  }

  /** Reports a bug in Vigil: one line; the stack trace only when VIGIL_DEBUG is set. */
  static void internal(Throwable e) {
    if (e instanceof OutOfMemoryError) {
      System.err.println(
          "vigil: error: out of memory (raise the Java heap with VIGIL_JAVA_OPTS=-Xmx...)");
      return;
    }
    System.err.println(
        "vigil: internal error: "
            + e.getClass().getSimpleName()
            + (e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse(""))
            + (System.getenv("VIGIL_DEBUG") == null ? " (set VIGIL_DEBUG=1 for details)" : ""));
    if (System.getenv("VIGIL_DEBUG") != null) {
      e.printStackTrace();
    }
  }
}
