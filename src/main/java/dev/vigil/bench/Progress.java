package dev.vigil.bench;

import dev.vigil.report.StatusLine;
import java.io.PrintStream;
import java.util.Locale;

/**
 * The progress line of a benchmark run, in the style of {@link StatusLine}: tasks done of all,
 * correct, wrong and unknown results so far, the time elapsed and the estimated time left, and the
 * last task's result. On a terminal it rewrites one line; otherwise (a log file, CI) it prints one
 * line per finished task.
 */
public final class Progress {
  private final StatusLine line;
  private final int total;
  private final long start = System.nanoTime();
  private int done;
  private int correct;
  private int wrong;
  private int unknown;

  public Progress(PrintStream out, boolean rewrite, int total) {
    this.line = new StatusLine(out, rewrite);
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
    line.show(
        String.format(
            Locale.ROOT,
            "[%" + width + "d/%d] correct %d, wrong %d, unknown %d",
            done,
            total,
            correct,
            wrong,
            unknown),
        "elapsed " + StatusLine.clock(elapsed) + ", ETA " + StatusLine.clock(eta),
        r.task() + ": " + r.result());
    if (done == total) {
      line.end(true);
    }
  }
}
