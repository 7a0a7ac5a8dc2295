package dev.vigil.difftest;

import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendException;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.interp.InputSupplier;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.interp.Snapshot;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Input;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Type;
import dev.vigil.spec.Instrumenter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a test program with Vigil's front end, runs it in the interpreter and reads the reports
 * back from the harness's global arrays (difftest.h without DIFFTEST_NATIVE).
 */
final class InterpretedRun {
  private static final long MAX_STEPS = 200_000_000L;
  private static final int MAX_REPORTS = 2048;
  private static final long SEED = 20240601;
  private static final Set<Property> CHECKED =
      EnumSet.of(
          Property.UNREACH_CALL,
          Property.NO_OVERFLOW,
          Property.VALID_DEREF,
          Property.VALID_FREE,
          Property.VALID_MEMTRACK);

  /**
   * The reports; how many uninitialised bytes the run read (e.g. struct padding copied); how many
   * values the front end made nondeterministic because a local may be read before it is written
   * (its analysis does not count writes through pointers, e.g. by memcpy).
   */
  record Result(List<Report> reports, int uninitializedBytes, int uninitializedLocals) {}

  private InterpretedRun() {}

  /**
   * Runs the program as read, and once more with every property instrumented: a program free of
   * undefined behaviour and leaks violates none, and reports the same.
   */
  static Result run(Path source, DataModel model) throws FrontendException {
    Program program = Frontend.load(source, FrontendOptions.defaults(model));
    String where = source.getFileName() + " (" + model + ")";
    Result plain = execute(program, where);
    Result checked =
        execute(Instrumenter.instrument(program, CHECKED), where + ", instrumented for " + CHECKED);
    if (!checked.reports().equals(plain.reports())) {
      throw new AssertionError(where + ": the instrumented program reports differently");
    }
    return plain;
  }

  private static Result execute(Program program, String where) {
    CountingRandom inputs = new CountingRandom();
    Snapshot snapshot = new Interpreter(program).runAndSnapshot(inputs, MAX_STEPS, false);
    Outcome outcome = snapshot.outcome();
    if (!(outcome instanceof Outcome.NormalExit)) {
      throw new AssertionError(where + ": the interpreter's run ended with " + outcome);
    }
    List<Input> read = outcome.inputs();
    if (read.stream().anyMatch(in -> !(in.origin() instanceof InputOrigin.Uninitialized))) {
      throw new AssertionError(where + ": the programs read no input, but this run read " + read);
    }
    int count = (int) snapshot.read("difftest_count", 0, 4);
    if (count > MAX_REPORTS) {
      throw new AssertionError(where + ": more than " + MAX_REPORTS + " reports");
    }
    List<Report> reports = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      reports.add(
          new Report(
              (int) snapshot.read("difftest_line", 4L * i, 4),
              (char) snapshot.read("difftest_kind", i, 1),
              snapshot.read("difftest_bits", 8L * i, 8)));
    }
    return new Result(reports, inputs.uninitializedBytes, read.size());
  }

  /**
   * Random values for uninitialised locals and bytes, so that one that reaches a report shows as a
   * difference rather than as a lucky zero; the bytes are counted.
   */
  private static final class CountingRandom implements InputSupplier {
    private final InputSupplier random = Inputs.random(SEED);
    private int uninitializedBytes;

    @Override
    public Expr next(Type type, InputOrigin origin) {
      return random.next(type, origin);
    }

    @Override
    public byte uninitializedByte(long address) {
      uninitializedBytes++;
      return random.uninitializedByte(address);
    }
  }
}
