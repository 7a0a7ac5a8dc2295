package dev.vigil.report;

import dev.vigil.engine.Proof;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.Map;

/**
 * IR expressions as C, for invariants in text, JSON and correctness witnesses: comparisons lose
 * their signedness marks (the variables' C types carry it), a variable that stands for a global
 * cell is written as the global ({@code g}) or as a typed read at its offset ({@code *(int *)
 * ((char *) &s + 4)}). Forms without a C counterpart keep the IR's notation.
 */
public final class CExpressions {
  private CExpressions() {}

  /** An invariant's condition in C. */
  public static String render(Proof.Invariant invariant) {
    return render(invariant.condition(), invariant.globals());
  }

  /** {@code e} in C; {@code cells} names the variables that stand for global memory. */
  public static String render(Expr e, Map<Var, Proof.GlobalCell> cells) {
    return render(e, false, cells);
  }

  private static String render(Expr e, boolean unsigned, Map<Var, Proof.GlobalCell> cells) {
    if (e instanceof Var v) {
      Proof.GlobalCell cell = cells.get(v);
      return cell == null ? v.name() : cell(cell, v);
    }
    if (e instanceof Expr.IntConst c) {
      if (c.type().bits() == 1) {
        return c.bits() == 0 ? "0" : "1";
      }
      return unsigned
          ? Long.toUnsignedString(c.unsignedValue()) + "u"
          : Long.toString(c.signedValue());
    }
    if (e instanceof Expr.Binary b) {
      boolean u = b.op() == BinaryOp.ULE || b.op() == BinaryOp.ULT;
      boolean logical = b.left().type() instanceof IntType t && t.bits() == 1;
      String op =
          switch (b.op()) {
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
        return "("
            + render(b.left(), u || unsigned, cells)
            + " "
            + op
            + " "
            + render(b.right(), u || unsigned, cells)
            + ")";
      }
    }
    return e.toString();
  }

  /**
   * A global cell as C: the global itself at offset 0, else the cell's type read at that offset.
   */
  private static String cell(Proof.GlobalCell cell, Var v) {
    if (cell.offset() == 0) {
      return cell.global();
    }
    String type =
        switch (v.type() instanceof IntType t ? t.bits() : 64) {
          case 8 -> "char";
          case 16 -> "short";
          case 32 -> "int";
          default -> "long long";
        };
    return "*(" + type + " *) ((char *) &" + cell.global() + " + " + cell.offset() + ")";
  }
}
