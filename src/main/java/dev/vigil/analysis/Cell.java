package dev.vigil.analysis;

import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.Objects;

/** A place holding an integer that the interval analysis tracks. */
public sealed interface Cell {
  IntType type();

  /** A register. */
  record VarCell(Var var) implements Cell {
    public VarCell {
      Objects.requireNonNull(var);
    }

    @Override
    public IntType type() {
      return (IntType) var.type();
    }

    @Override
    public String toString() {
      return var.name();
    }
  }

  /**
   * A scalar inside a global variable whose address never escapes: only ever accessed directly, at
   * this offset and type, so no pointer elsewhere can change it.
   */
  record GlobalCell(String global, long offset, IntType type) implements Cell {
    public GlobalCell {
      Objects.requireNonNull(global);
      Objects.requireNonNull(type);
    }

    @Override
    public String toString() {
      return offset == 0 ? global : global + "+" + offset;
    }
  }
}
