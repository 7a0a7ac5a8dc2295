package dev.vigil.spec;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Property;
import java.util.Objects;

/** A condition under which a property is violated just before an edge executes. */
record Check(Expr violated, Property property, String message) {
  Check {
    Objects.requireNonNull(violated);
    Objects.requireNonNull(property);
    Objects.requireNonNull(message);
  }
}
