package dev.vigil.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The one style of progress on a terminal, for {@code vigil verify} and {@code vigil bench}: parts
 * joined by {@code " | "}, times as {@code m:ss}. On a terminal a line is rewritten in place;
 * elsewhere each line is printed after the last (or, for {@code vigil verify}, nothing at all).
 */
public final class StatusLine {
  private static final String CLEAR = "\r\033[K";

  private final PrintStream out;
  private final boolean rewrite;
  private boolean shown;

  public StatusLine(PrintStream out, boolean rewrite) {
    this.out = out;
    this.rewrite = rewrite;
  }

  /** Whether standard error is a terminal (Linux: what file descriptor 2 is open on). */
  public static boolean stderrIsTerminal() {
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }

  /** Shows {@code parts} as the line: in place of the last one on a terminal. */
  public synchronized void show(String... parts) {
    String line = String.join(" | ", parts);
    if (rewrite) {
      out.print(CLEAR + line);
      shown = true;
    } else {
      out.println(line);
    }
    out.flush();
  }

  /** Prints {@code message} on a line of its own; the status line, if shown, makes room. */
  public synchronized void note(String message) {
    if (rewrite && shown) {
      out.print(CLEAR);
      shown = false;
    }
    out.println(message);
    out.flush();
  }

  /** Ends the line on a terminal: {@code keep} leaves it standing, else it is wiped. */
  public synchronized void end(boolean keep) {
    if (rewrite && shown) {
      out.print(keep ? "\n" : CLEAR);
      out.flush();
      shown = false;
    }
  }

  /** Seconds as {@code m:ss} or {@code h:mm:ss}. */
  public static String clock(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600
        ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
        : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
  }
}
