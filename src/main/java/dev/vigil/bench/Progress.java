package dev.vigil.bench;

import java.io.PrintStream;
import java.util.Locale;

/**
 * The progress line of a benchmark run: tasks done of all, correct, wrong and unknown results so
 * far, and the estimated time left. On a terminal it rewrites one line; otherwise (a log file, CI)
 * it prints one line per finished task.
 */
public final class Progress {
  private final PrintStream out;
  private final boolean rewrite;
  private final int total;
  private final long start = System.nanoTime();
  private int done;
  private int correct;
  private int wrong;
  private int unknown;

  public Progress(PrintStream out, boolean rewrite, int total) {
    this.out = out;
    this.rewrite = rewrite;
    this.total = total;
  }

  synchronized void finished(TaskResult r) {
    done++;
    if (r.classification().isCorrect()) {
      correct++;
    } else if (r.classification().isWrong()) {
      wrong++;
    } else if (r.classification() == Classification.UNKNOWN) {
      unknown++;
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    double eta = elapsed / done * (total - done);
    int width = Integer.toString(total).length();
    String line =
        String.format(
            Locale.ROOT,
            "[%" + width + "d/%d] correct %d, wrong %d, unknown %d | elapsed %s, ETA %s | %s: %s",
            done, total, correct, wrong, unknown, clock(elapsed), clock(eta), r.task(), r.result());
    if (rewrite) {
      out.print("\r\033[K" + line + (done == total ? "\n" : ""));
    } else {
      out.println(line);
    }
    out.flush();
  }

  /** Seconds as {@code m:ss} or {@code h:mm:ss}. */
  static String clock(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600
        ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
        : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
  }
}
