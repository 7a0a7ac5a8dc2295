package dev.vigil.report;

import dev.vigil.engine.Proof;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.Map;

/**
 * IR expressions as C, for invariants in text, JSON and correctness witnesses: comparisons,
 * divisions and shifts lose their signedness marks (the variables' C types carry it), a Boolean
 * widened to an integer is the Boolean (C's comparisons are ints), other widenings and truncations
 * are casts, and a variable that stands for a global cell is written as the global ({@code g}) or
 * as a typed read at its offset ({@code *(int *) ((char *) &s + 4)}). Forms without a C counterpart
 * keep the IR's notation.
 */
public final class CExpressions {
  private CExpressions() {}

  /** An invariant's condition in C. */
  public static String render(Proof.Invariant invariant) {
    return render(invariant.condition(), invariant.globals());
  }

  /** {@code e} in C; {@code cells} names the variables that stand for global memory. */
  public static String render(Expr e, Map<Var, Proof.GlobalCell> cells) {
    return render(e, false, false, cells);
  }

  /**
   * An invariant's condition in C that means the same whatever the C types of its variables: each
   * side of an ordering is cast to the signed or unsigned type of its width, as the IR compares
   * (for witnesses, whose readers know only the C program).
   */
  public static String renderCast(Proof.Invariant invariant) {
    return render(invariant.condition(), false, true, invariant.globals());
  }

  private static String render(
      Expr e, boolean unsigned, boolean cast, Map<Var, Proof.GlobalCell> cells) {
    return switch (e) {
      case Var v -> {
        Proof.GlobalCell cell = cells.get(v);
        yield cell == null ? v.name() : cell(cell, v);
      }
      case Expr.IntConst c when unsigned && c.type().bits() > 1 ->
          Long.toUnsignedString(c.unsignedValue()) + "u";
      case Expr.IntConst c -> ValueText.constant(c);
      case Expr.Binary b -> binary(b, unsigned, cast, cells);
      case Expr.Cast c
          when c.operand().type() instanceof IntType from && c.type() instanceof IntType to ->
          integerCast(c, from, to, cast, cells);
      // Forms without a C counterpart keep the IR's notation.
      case Expr.FloatConst _,
          Expr.NullPointer _,
          Expr.GlobalAddress _,
          Expr.FunctionAddress _,
          Expr.Unary _,
          Expr.Cast _,
          Expr.Ite _,
          Expr.PtrAdd _,
          Expr.PointerQuery _ ->
          e.toString();
    };
  }

  /**
   * A Boolean widened is the Boolean (negated if sign-extended); otherwise the operand read with
   * the extension's signedness, then the result's type ({@code (int) (unsigned char) c}).
   */
  private static String integerCast(
      Expr.Cast c, IntType from, IntType to, boolean cast, Map<Var, Proof.GlobalCell> cells) {
    boolean zext = c.op() == Expr.CastOp.ZEXT;
    if (from.bits() == 1) {
      String bool = render(c.operand(), false, cast, cells);
      return zext ? bool : "(-" + bool + ")";
    }
    String operand = render(c.operand(), zext, cast, cells);
    String source = c.op() == Expr.CastOp.TRUNC ? "" : "(" + cType(from.bits(), zext) + ") ";
    return "((" + cType(to.bits(), false) + ") " + source + operand + ")";
  }

  private static String binary(
      Expr.Binary b, boolean unsigned, boolean cast, Map<Var, Proof.GlobalCell> cells) {
    boolean u =
        switch (b.op()) {
          case ULE, ULT, UDIV, UREM, LSHR -> true;
          default -> false;
        };
    boolean logical = b.left().type() instanceof IntType t && t.bits() == 1;
    if (logical
        && b.op() == BinaryOp.XOR
        && b.right() instanceof Expr.IntConst one
        && one.bits() == 1) {
      return "!" + render(b.left(), unsigned, cast, cells);
    }
    String op =
        switch (b.op()) {
          case EQ -> "==";
          case NE -> "!=";
          case SLE, ULE -> "<=";
          case SLT, ULT -> "<";
          case ADD -> "+";
          case SUB -> "-";
          case MUL -> "*";
          case SDIV, UDIV -> "/";
          case SREM, UREM -> "%";
          case SHL -> "<<";
          case LSHR, ASHR -> ">>";
          case AND -> logical ? "&&" : "&";
          case OR -> logical ? "||" : "|";
          case XOR -> logical ? "!=" : "^";
          default -> null;
        };
    if (op == null) {
      return b.toString();
    }
    boolean signed =
        switch (b.op()) {
          case SLE, SLT, SDIV, SREM, ASHR -> true;
          default -> false;
        };
    boolean typed = cast && (signed || u) && b.left().type() instanceof IntType t && t.bits() > 1;
    String prefix = typed ? "(" + cType(((IntType) b.left().type()).bits(), u) + ") " : "";
    return "("
        + prefix
        + render(b.left(), u || unsigned, cast, cells)
        + " "
        + op
        + " "
        + prefix
        + render(b.right(), u || unsigned, cast, cells)
        + ")";
  }

  /** The C integer type of a width and the given signedness. */
  private static String cType(int bits, boolean unsigned) {
    String type =
        switch (bits) {
          case 8 -> "char";
          case 16 -> "short";
          case 32 -> "int";
          default -> "long long";
        };
    return unsigned ? "unsigned " + type : type.equals("char") ? "signed char" : type;
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
