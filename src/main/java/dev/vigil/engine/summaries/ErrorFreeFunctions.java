package dev.vigil.engine.summaries;

import dev.vigil.ir.Edge;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The functions from which no error edge of a property being checked can be reached, through
 * whatever they call: a call of one has no errors to lift, so its errors placeholder is false. A
 * call through a pointer may reach any function.
 */
final class ErrorFreeFunctions {
  private final Set<String> mayErr;

  private ErrorFreeFunctions(Set<String> mayErr) {
    this.mayErr = mayErr;
  }

  static ErrorFreeFunctions of(Program program) {
    Set<String> mayErr = new HashSet<>();
    Map<String, Set<String>> callers = new LinkedHashMap<>();
    boolean anyIndirect = false;
    Set<String> indirectCallers = new LinkedHashSet<>();
    for (Function f : program.functions().values()) {
      for (Edge e : f.cfa().edges()) {
        if (e.op() instanceof Op.Error err && err.property() != Property.UNDEFINED_BEHAVIOR) {
          mayErr.add(f.name());
        } else if (e.op() instanceof Op.Call c) {
          if (c.directCallee().isPresent()) {
            callers
                .computeIfAbsent(c.directCallee().get(), k -> new LinkedHashSet<>())
                .add(f.name());
          } else {
            anyIndirect = true;
            indirectCallers.add(f.name());
          }
        }
      }
    }
    if (anyIndirect && !mayErr.isEmpty()) {
      mayErr.addAll(indirectCallers);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (String f : Set.copyOf(mayErr)) {
        for (String caller : callers.getOrDefault(f, Set.of())) {
          changed |= mayErr.add(caller);
        }
      }
    }
    return new ErrorFreeFunctions(mayErr);
  }

  boolean errorFree(Function f) {
    return !mayErr.contains(f.name());
  }
}
