package dev.vigil.interp;

import dev.vigil.ir.Input;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import java.util.List;

/**
 * How a concrete run ended. Every outcome carries the inputs the run consumed, when the run was
 * asked to record one, its trace, and the functions without a body whose arbitrary memory contents
 * ({@link dev.vigil.ir.Op.HavocObjects}) the run read: an outcome that depends on them may not be
 * what the real functions would make.
 */
public sealed interface Outcome {
  List<Input> inputs();

  List<TraceStep> trace();

  List<String> havocReads();

  /** An {@link dev.vigil.ir.Op.Error} edge was taken. */
  record ErrorReached(
      Property property,
      String message,
      SourceLoc loc,
      List<Input> inputs,
      List<TraceStep> trace,
      List<String> havocReads)
      implements Outcome {}

  /** {@code main} returned, or the program called {@code exit}/{@code abort}. */
  record NormalExit(String how, List<Input> inputs, List<TraceStep> trace, List<String> havocReads)
      implements Outcome {}

  /** An assumption failed: the run is not a real execution and proves nothing. */
  record AssumeViolated(
      SourceLoc loc, List<Input> inputs, List<TraceStep> trace, List<String> havocReads)
      implements Outcome {}

  /** Undefined behaviour the interpreter cannot execute past, e.g. an invalid dereference. */
  record UndefinedBehavior(
      String what,
      SourceLoc loc,
      List<Input> inputs,
      List<TraceStep> trace,
      List<String> havocReads)
      implements Outcome {}

  /** The step limit was reached first. */
  record StepLimit(long steps, List<Input> inputs, List<TraceStep> trace, List<String> havocReads)
      implements Outcome {}
}
