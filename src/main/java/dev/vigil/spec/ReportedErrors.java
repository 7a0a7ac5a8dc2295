package dev.vigil.spec;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * Looking for more than one violation, or for one alone: the error edges of a property that are not
 * to be looked for end the run without error, so that the search finds the others.
 */
public final class ReportedErrors {
  private ReportedErrors() {}

  /** {@code program} with the error edges of {@code property} at {@code loc} made halts. */
  public static Program without(Program program, Property property, SourceLoc loc) {
    return halting(program, (err, e) -> err.property() == property && e.loc().equals(loc));
  }

  /**
   * {@code program} looking for {@code property} at {@code loc} only: its other error edges made
   * halts, except those of undefined behaviour (no run past one is taken for a run of the program).
   */
  public static Program only(Program program, Property property, SourceLoc loc) {
    return halting(
        program,
        (err, e) ->
            err.property() != Property.UNDEFINED_BEHAVIOR
                && !(err.property() == property && e.loc().equals(loc)));
  }

  private static Program halting(Program program, BiPredicate<Op.Error, Edge> halts) {
    List<Function> functions = new ArrayList<>();
    for (Function f : program.functions().values()) {
      boolean affected =
          f.cfa().edges().stream()
              .anyMatch(e -> e.op() instanceof Op.Error err && halts.test(err, e));
      functions.add(affected ? rebuild(f, halts) : f);
    }
    return program.withFunctions(functions);
  }

  private static Function rebuild(Function f, BiPredicate<Op.Error, Edge> halts) {
    Cfa old = f.cfa();
    Cfa.Builder b = Cfa.builder(f.name());
    for (int i = 0; i < old.locations().size(); i++) {
      b.newLocation();
    }
    b.entry(old.entry()).exit(old.exit());
    for (Edge e : old.edges()) {
      Op op = e.op();
      if (op instanceof Op.Error err && halts.test(err, e)) {
        op = new Op.Halt("not looked for: " + err.message() + " at " + e.loc());
      }
      b.addEdge(e.source(), e.target(), op, e.loc());
    }
    return new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc());
  }
}
