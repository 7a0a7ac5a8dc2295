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

/**
 * Looking for more than one violation: once a violation of a property at a source position is
 * reported, its error edges end the run without error, so that the next search finds another.
 */
public final class ReportedErrors {
  private ReportedErrors() {}

  /** {@code program} with the error edges of {@code property} at {@code loc} made halts. */
  public static Program without(Program program, Property property, SourceLoc loc) {
    List<Function> functions = new ArrayList<>();
    for (Function f : program.functions().values()) {
      boolean affected =
          f.cfa().edges().stream()
              .anyMatch(e -> e.op() instanceof Op.Error err && matches(err, e, property, loc));
      functions.add(affected ? rebuild(f, property, loc) : f);
    }
    return program.withFunctions(functions);
  }

  private static boolean matches(Op.Error err, Edge e, Property property, SourceLoc loc) {
    return err.property() == property && e.loc().equals(loc);
  }

  private static Function rebuild(Function f, Property property, SourceLoc loc) {
    Cfa old = f.cfa();
    Cfa.Builder b = Cfa.builder(f.name());
    for (int i = 0; i < old.locations().size(); i++) {
      b.newLocation();
    }
    b.entry(old.entry()).exit(old.exit());
    for (Edge e : old.edges()) {
      Op op = e.op();
      if (op instanceof Op.Error err && matches(err, e, property, loc)) {
        op = new Op.Halt("already reported: " + err.message() + " at " + loc);
      }
      b.addEdge(e.source(), e.target(), op, e.loc());
    }
    return new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc());
  }
}
