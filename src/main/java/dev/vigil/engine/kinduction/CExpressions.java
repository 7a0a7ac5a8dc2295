package dev.vigil.engine.kinduction;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.Map;

/**
 * Invariants as C expressions over source variables, for proofs and witnesses: the SSA suffix of
 * a loop-head variable ({@code i.0}) is dropped, and comparisons lose their signedness marks
 * (the variables' C types carry it); a global read into a variable is named by the global. Forms without a C counterpart keep the IR's notation.
 */
final class CExpressions {
  private CExpressions() {}

  /** {@code e} in C; {@code names} renames variables that stand for memory, e.g. a loaded global. */
  static String render(Expr e, Map<Var, String> names) {
    return render(e, false, names);
  }

  private static String render(Expr e, boolean unsigned, Map<Var, String> names) {
    if (e instanceof Var v) {
      return names.getOrDefault(v, v.name().replaceFirst("\\.\\d+$", ""));
    }
    if (e instanceof Expr.IntConst c) {
      if (c.type().bits() == 1) {
        return c.bits() == 0 ? "0" : "1";
      }
      return unsigned ? Long.toUnsignedString(c.unsignedValue()) + "u" : Long.toString(c.signedValue());
    }
    if (e instanceof Expr.Binary b) {
      boolean u = b.op() == BinaryOp.ULE || b.op() == BinaryOp.ULT;
      boolean logical = b.left().type() instanceof IntType t && t.bits() == 1;
      String op = switch (b.op()) {
        case EQ -> "==";
        case NE -> "!=";
        case SLE, ULE -> "<=";
        case SLT, ULT -> "<";
        case ADD -> "+";
        case SUB -> "-";
        case MUL -> "*";
        case AND -> logical ? "&&" : "&";
        case OR -> logical ? "||" : "|";
        default -> null;
      };
      if (op != null) {
        return "(" + render(b.left(), u || unsigned, names) + " " + op + " " + render(b.right(), u || unsigned, names) + ")";
      }
    }
    return e.toString();
  }
}
