package dev.vigil.interp;

import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Semantics;

/**
 * Compiled operations: each evaluates its operands and applies {@link Semantics}. The operand
 * shapes that dominate loops (register and constant, two registers) get their own nodes so that
 * evaluating them makes no further virtual calls.
 */
final class OpNodes {
  private OpNodes() {}

  /** A binary operation on operands of {@code width} bits, any operands. */
  static final class Binary extends Ev {
    private final BinaryOp op;
    private final Ev left;
    private final Ev right;
    private final int width;

    Binary(BinaryOp op, Ev left, Ev right, int width) {
      this.op = op;
      this.left = left;
      this.right = right;
      this.width = width;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long a = left.eval(registers, machine);
      return Semantics.binary(op, width, a, right.eval(registers, machine));
    }
  }

  /** A register and a constant, in this order. */
  static final class RegConst extends Ev {
    private final BinaryOp op;
    private final int slot;
    private final long constant;
    private final int width;

    RegConst(BinaryOp op, int slot, long constant, int width) {
      this.op = op;
      this.slot = slot;
      this.constant = constant;
      this.width = width;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return Semantics.binary(op, width, registers[slot], constant);
    }
  }

  /** A constant and a register, in this order. */
  static final class ConstReg extends Ev {
    private final BinaryOp op;
    private final long constant;
    private final int slot;
    private final int width;

    ConstReg(BinaryOp op, long constant, int slot, int width) {
      this.op = op;
      this.constant = constant;
      this.slot = slot;
      this.width = width;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return Semantics.binary(op, width, constant, registers[slot]);
    }
  }

  /** Two registers. */
  static final class RegReg extends Ev {
    private final BinaryOp op;
    private final int leftSlot;
    private final int rightSlot;
    private final int width;

    RegReg(BinaryOp op, int leftSlot, int rightSlot, int width) {
      this.op = op;
      this.leftSlot = leftSlot;
      this.rightSlot = rightSlot;
      this.width = width;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return Semantics.binary(op, width, registers[leftSlot], registers[rightSlot]);
    }
  }

  /** A unary float operation on a {@code float} (width 32) or {@code double} (width 64). */
  static final class Unary extends Ev {
    private final UnaryOp op;
    private final Ev operand;
    private final int width;

    Unary(UnaryOp op, Ev operand, int width) {
      this.op = op;
      this.operand = operand;
      this.width = width;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return Semantics.unary(op, width, operand.eval(registers, machine));
    }
  }

  /** A conversion from {@code from} to {@code to} bits; see {@link Semantics#cast}. */
  static final class Cast extends Ev {
    private final CastOp op;
    private final Ev operand;
    private final int from;
    private final int to;
    private final boolean toFloat;

    Cast(CastOp op, Ev operand, int from, int to, boolean toFloat) {
      this.op = op;
      this.operand = operand;
      this.from = from;
      this.to = to;
      this.toFloat = toFloat;
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return Semantics.cast(op, from, to, toFloat, operand.eval(registers, machine));
    }
  }
}
