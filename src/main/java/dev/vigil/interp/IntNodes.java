package dev.vigil.interp;

import dev.vigil.ir.Expr.BinaryOp;

/**
 * Compiled integer operations. The operand shapes that dominate loops (register and constant,
 * two registers) get their own nodes so that evaluating them makes no further virtual calls.
 */
final class IntNodes {
  private IntNodes() {}

  /** One integer binary operation on values of {@code bits} bits. */
  static long apply(BinaryOp op, long a, long b, int bits, long mask) {
    switch (op) {
      case ADD:
        return (a + b) & mask;
      case SUB:
        return (a - b) & mask;
      case MUL:
        return (a * b) & mask;
      case SDIV:
        return IntOps.sdiv(a, b, bits);
      case UDIV:
        return IntOps.udiv(a, b, bits);
      case SREM:
        return IntOps.srem(a, b, bits);
      case UREM:
        return IntOps.urem(a, b);
      case SHL:
        return IntOps.shl(a, b, bits);
      case LSHR:
        return IntOps.lshr(a, b, bits);
      case ASHR:
        return IntOps.ashr(a, b, bits);
      case AND:
        return a & b;
      case OR:
        return a | b;
      case XOR:
        return a ^ b;
      case EQ:
        return a == b ? 1 : 0;
      case NE:
        return a != b ? 1 : 0;
      case SLT:
        return IntOps.slt(a, b, bits);
      case SLE:
        return IntOps.sle(a, b, bits);
      case ULT:
        return IntOps.ult(a, b);
      case ULE:
        return IntOps.ule(a, b);
      case SADD_OVERFLOW:
        return IntOps.saddOverflow(a, b, bits) ? 1 : 0;
      case UADD_OVERFLOW:
        return IntOps.uaddOverflow(a, b, bits) ? 1 : 0;
      case SSUB_OVERFLOW:
        return IntOps.ssubOverflow(a, b, bits) ? 1 : 0;
      case USUB_OVERFLOW:
        return IntOps.usubOverflow(a, b) ? 1 : 0;
      case SMUL_OVERFLOW:
        return IntOps.smulOverflow(a, b, bits) ? 1 : 0;
      case UMUL_OVERFLOW:
        return IntOps.umulOverflow(a, b, bits) ? 1 : 0;
      default:
        throw new IllegalArgumentException("not an integer operation: " + op);
    }
  }

  /** Any operands. */
  static final class Binary extends Ev {
    private final BinaryOp op;
    private final Ev left;
    private final Ev right;
    private final int bits;
    private final long mask;

    Binary(BinaryOp op, Ev left, Ev right, int bits) {
      this.op = op;
      this.left = left;
      this.right = right;
      this.bits = bits;
      this.mask = IntOps.mask(bits);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      long a = left.eval(registers, machine);
      return apply(op, a, right.eval(registers, machine), bits, mask);
    }
  }

  /** A register and a constant, in this order. */
  static final class RegConst extends Ev {
    private final BinaryOp op;
    private final int slot;
    private final long constant;
    private final int bits;
    private final long mask;

    RegConst(BinaryOp op, int slot, long constant, int bits) {
      this.op = op;
      this.slot = slot;
      this.constant = constant;
      this.bits = bits;
      this.mask = IntOps.mask(bits);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return apply(op, registers[slot], constant, bits, mask);
    }
  }

  /** A constant and a register, in this order. */
  static final class ConstReg extends Ev {
    private final BinaryOp op;
    private final long constant;
    private final int slot;
    private final int bits;
    private final long mask;

    ConstReg(BinaryOp op, long constant, int slot, int bits) {
      this.op = op;
      this.constant = constant;
      this.slot = slot;
      this.bits = bits;
      this.mask = IntOps.mask(bits);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return apply(op, constant, registers[slot], bits, mask);
    }
  }

  /** Two registers. */
  static final class RegReg extends Ev {
    private final BinaryOp op;
    private final int leftSlot;
    private final int rightSlot;
    private final int bits;
    private final long mask;

    RegReg(BinaryOp op, int leftSlot, int rightSlot, int bits) {
      this.op = op;
      this.leftSlot = leftSlot;
      this.rightSlot = rightSlot;
      this.bits = bits;
      this.mask = IntOps.mask(bits);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return apply(op, registers[leftSlot], registers[rightSlot], bits, mask);
    }
  }

  /** {@code sext} from {@code from} bits, then truncation to the target's mask. */
  static final class SignExtend extends Ev {
    private final Ev operand;
    private final int from;
    private final long mask;

    SignExtend(Ev operand, int from, int to) {
      this.operand = operand;
      this.from = from;
      this.mask = IntOps.mask(to);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return IntOps.signed(operand.eval(registers, machine), from) & mask;
    }
  }

  /** Truncation to a mask: {@code trunc}, and bit copies between pointers and integers. */
  static final class Truncate extends Ev {
    private final Ev operand;
    private final long mask;

    Truncate(Ev operand, int to) {
      this.operand = operand;
      this.mask = IntOps.mask(to);
    }

    @Override
    long eval(long[] registers, Machine machine) {
      return operand.eval(registers, machine) & mask;
    }
  }
}
