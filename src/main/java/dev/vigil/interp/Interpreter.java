package dev.vigil.interp;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Program;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * Runs a program from {@code main} on concrete values, exactly as docs/SEMANTICS.md says. The
 * constructor compiles the program once (variables become registers of a {@code long[]} frame,
 * expressions become trees of small nodes, locations precompute their edges), so that {@link #run}
 * is fast and may be called any number of times, also from several threads.
 */
public final class Interpreter {
  private final ProgramCode code;

  public Interpreter(Program program) {
    this.code = new ProgramCode(Objects.requireNonNull(program));
  }

  /**
   * Runs once. {@code maxSteps} bounds the number of executed edges; {@code recordTrace} asks for
   * the trace (slower; used for counterexamples, not for testing), of which only the last 100,000
   * shown steps are kept.
   */
  public Outcome run(InputSupplier inputs, long maxSteps, boolean recordTrace) {
    return run(inputs, maxSteps, recordTrace, () -> false);
  }

  /**
   * Runs once like {@link #run(InputSupplier, long, boolean)}, and ends the run early, as at its
   * step limit, once {@code stop} says so (it is asked every {@value Machine#STOP_INTERVAL} steps).
   */
  public Outcome run(
      InputSupplier inputs, long maxSteps, boolean recordTrace, BooleanSupplier stop) {
    return new Machine(code, Objects.requireNonNull(inputs), recordTrace).run(maxSteps, stop);
  }

  /**
   * Runs once like {@link #run(InputSupplier, long, boolean, BooleanSupplier)}, telling {@code
   * path} every edge the run takes, in order (for engines that follow the concrete path of a test,
   * such as DASH).
   */
  public Outcome run(InputSupplier inputs, long maxSteps, PathListener path, BooleanSupplier stop) {
    Objects.requireNonNull(path);
    return new Machine(code, Objects.requireNonNull(inputs), false, path).run(maxSteps, stop);
  }

  /**
   * Replays recorded inputs ({@link Inputs#replay}): the one way counterexamples are checked, by
   * the replay gate and by engines that build counterexamples from parts.
   */
  public Outcome replay(
      List<Expr> inputs, Map<Long, Byte> memory, long maxSteps, boolean recordTrace) {
    return run(Inputs.replay(inputs, memory), maxSteps, recordTrace);
  }

  /** Runs once like {@link #run} and also returns the final contents of the globals. */
  public Snapshot runAndSnapshot(InputSupplier inputs, long maxSteps, boolean recordTrace) {
    Machine machine = new Machine(code, Objects.requireNonNull(inputs), recordTrace);
    Outcome outcome = machine.run(maxSteps, () -> false);
    return new Snapshot(outcome, machine.globalContents());
  }
}
