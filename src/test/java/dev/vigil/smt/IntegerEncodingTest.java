package dev.vigil.smt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.CastOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type.IntType;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Integer operations against the values docs/SEMANTICS.md fixes, folded and through each solver
 * with bit-vectors (Z3 and Princess; SMTInterpol has none).
 */
@ParameterizedClass
@EnumSource(
    value = SolverKind.class,
    names = {"Z3", "PRINCESS"})
class IntegerEncodingTest {
  private static final Map<SolverKind, Harness> HARNESSES = new EnumMap<>(SolverKind.class);

  @Parameter SolverKind solver;

  private Harness h;

  private Harness harness() throws Exception {
    if (h == null) {
      h = HARNESSES.get(solver);
      if (h == null) {
        h = new Harness(solver);
        HARNESSES.put(solver, h);
      }
    }
    return h;
  }

  @AfterAll
  static void close() {
    HARNESSES.values().forEach(Harness::close);
    HARNESSES.clear();
  }

  private long op(BinaryOp op, IntType t, long a, long b) throws Exception {
    return harness().both((x, y) -> Exprs.binary(op, x, y), t, a, b);
  }

  private static final IntType I32 = IntType.I32;
  private static final IntType I8 = IntType.I8;
  private static final IntType I64 = IntType.I64;

  @Test
  void wrappingArithmetic() throws Exception {
    assertEquals(0x80000000L, op(BinaryOp.ADD, I32, 0x7fffffffL, 1));
    assertEquals(0xffL, op(BinaryOp.SUB, I8, 0, 1));
    assertEquals(0x00L, op(BinaryOp.MUL, I8, 16, 16));
    assertEquals(1L, op(BinaryOp.MUL, I64, -1, -1));
    assertEquals(0x12L, op(BinaryOp.ADD, IntType.of(5), 0x1f, 0x13));
  }

  @Test
  void divisionFollowsSmtLib() throws Exception {
    assertEquals(0xffffffffL, op(BinaryOp.UDIV, I32, 7, 0));
    assertEquals(7L, op(BinaryOp.UREM, I32, 7, 0));
    assertEquals(0xffffffffL, op(BinaryOp.SDIV, I32, 7, 0), "x sdiv 0 = -1 for x >= 0");
    assertEquals(1L, op(BinaryOp.SDIV, I32, -7 & 0xffffffffL, 0), "x sdiv 0 = 1 for x < 0");
    assertEquals(0xfffffff9L, op(BinaryOp.SREM, I32, -7 & 0xffffffffL, 0));
    assertEquals(0x80000000L, op(BinaryOp.SDIV, I32, 0x80000000L, 0xffffffffL));
    assertEquals(0L, op(BinaryOp.SREM, I32, 0x80000000L, 0xffffffffL));
    assertEquals(0xfffffffeL, op(BinaryOp.SDIV, I32, -7 & 0xffffffffL, 3), "truncates");
    assertEquals(0xffffffffL, op(BinaryOp.SREM, I32, -7 & 0xffffffffL, 3), "dividend's sign");
    assertEquals(1L, op(BinaryOp.SREM, I32, 7, -3 & 0xffffffffL));
    assertEquals(0x8000000000000000L, op(BinaryOp.SDIV, I64, Long.MIN_VALUE, -1));
    assertEquals(0x7fffffffffffffffL, op(BinaryOp.UDIV, I64, -1, 2));
  }

  @Test
  void shiftByTheLargestAmount() throws Exception {
    assumeTrue(
        solver == SolverKind.Z3,
        "Princess fails on shift amounts beyond an int (its own exception)");
    assertEquals(0L, op(BinaryOp.ASHR, I32, 0x7fffffffL, 0xffffffffL));
  }

  @Test
  void shiftsBeyondTheWidth() throws Exception {
    assertEquals(0L, op(BinaryOp.SHL, I32, 1, 32));
    assertEquals(0L, op(BinaryOp.LSHR, I32, 0x80000000L, 40));
    assertEquals(0xffffffffL, op(BinaryOp.ASHR, I32, 0x80000000L, 32));
    assertEquals(0xc0000000L, op(BinaryOp.ASHR, I32, 0x80000000L, 1));
    assertEquals(0x40000000L, op(BinaryOp.LSHR, I32, 0x80000000L, 1));
    assertEquals(0x80L, op(BinaryOp.SHL, I8, 1, 7));
    assertEquals(0L, op(BinaryOp.SHL, I64, 1, 64));
  }

  @Test
  void comparisonsAreSignedOrUnsigned() throws Exception {
    assertEquals(1L, op(BinaryOp.SLT, I32, 0xffffffffL, 0));
    assertEquals(0L, op(BinaryOp.ULT, I32, 0xffffffffL, 0));
    assertEquals(1L, op(BinaryOp.SLE, I8, 0x80, 0x7f));
    assertEquals(1L, op(BinaryOp.ULE, I8, 0x7f, 0x80));
    assertEquals(0L, op(BinaryOp.NE, I64, 5, 5));
  }

  @Test
  void overflowPredicates() throws Exception {
    assertEquals(1L, op(BinaryOp.SADD_OVERFLOW, I32, 0x7fffffffL, 1));
    assertEquals(0L, op(BinaryOp.SADD_OVERFLOW, I32, 0x7fffffffL, 0xffffffffL));
    assertEquals(1L, op(BinaryOp.SADD_OVERFLOW, I32, 0x80000000L, 0x80000000L));
    assertEquals(1L, op(BinaryOp.UADD_OVERFLOW, I32, 0xffffffffL, 1));
    assertEquals(0L, op(BinaryOp.UADD_OVERFLOW, I32, 0xfffffffeL, 1));
    assertEquals(1L, op(BinaryOp.SSUB_OVERFLOW, I32, 0x80000000L, 1));
    assertEquals(0L, op(BinaryOp.SSUB_OVERFLOW, I32, 0, 0x7fffffffL));
    assertEquals(1L, op(BinaryOp.SSUB_OVERFLOW, I32, 0, 0x80000000L));
    assertEquals(1L, op(BinaryOp.USUB_OVERFLOW, I32, 1, 2));
    assertEquals(1L, op(BinaryOp.SMUL_OVERFLOW, I32, 0x10000, 0x8000));
    assertEquals(0L, op(BinaryOp.SMUL_OVERFLOW, I32, 0x10000, 0xffff8000L));
    assertEquals(1L, op(BinaryOp.SMUL_OVERFLOW, I32, 0x80000000L, 0xffffffffL));
    assertEquals(1L, op(BinaryOp.UMUL_OVERFLOW, I32, 0x10000, 0x10000));
    assertEquals(0L, op(BinaryOp.UMUL_OVERFLOW, I32, 0xffff, 0x10001));
    assertEquals(1L, op(BinaryOp.SMUL_OVERFLOW, I64, Long.MIN_VALUE, -1));
    assertEquals(1L, op(BinaryOp.UMUL_OVERFLOW, I64, 1L << 32, 1L << 32));
    assertEquals(1L, op(BinaryOp.SADD_OVERFLOW, IntType.BOOL, 1, 1), "-1 + -1 does not fit i1");
  }

  @Test
  void booleanOperations() throws Exception {
    IntType b = IntType.BOOL;
    assertEquals(0L, op(BinaryOp.ADD, b, 1, 1));
    assertEquals(1L, op(BinaryOp.XOR, b, 1, 0));
    assertEquals(1L, op(BinaryOp.SLT, b, 1, 0), "i1 true is -1 signed");
    assertEquals(1L, op(BinaryOp.UDIV, b, 1, 0));
    assertEquals(0L, op(BinaryOp.AND, b, 1, 0));
    assertEquals(1L, op(BinaryOp.EQ, b, 0, 0));
  }

  private long cast(CastOp op, IntType from, IntType to, long a) throws Exception {
    return harness().both(x -> Exprs.cast(op, x, to), from, a);
  }

  @Test
  void extensionsAndTruncation() throws Exception {
    assertEquals(0xffffff80L, cast(CastOp.SEXT, I8, I32, 0x80));
    assertEquals(0x80L, cast(CastOp.ZEXT, I8, I32, 0x80));
    assertEquals(0x34L, cast(CastOp.TRUNC, I32, I8, 0x1234));
    assertEquals(0xffffffffffffffffL, cast(CastOp.SEXT, IntType.BOOL, I64, 1));
    assertEquals(1L, cast(CastOp.ZEXT, IntType.BOOL, I32, 1));
    assertEquals(0L, cast(CastOp.TRUNC, I32, IntType.BOOL, 2));
    assertEquals(1L, cast(CastOp.TRUNC, I32, IntType.BOOL, 3));
  }

  @Test
  void iteSelects() throws Exception {
    long v = harness().both((c, x) -> Exprs.ite(Exprs.binary(BinaryOp.ULT, c, x), c, x), I32, 9, 4);
    assertEquals(4L, v);
  }

  /**
   * {@code x % y} by a variable {@code y} is encoded with its cases spelt out ({@code x < y}: x;
   * {@code x == y}: 0; else the remainder): each agrees with folding, by zero too.
   */
  @Test
  void unsignedRemainderByAVariable() throws Exception {
    assertEquals(5L, op(BinaryOp.UREM, I32, 5, 7));
    assertEquals(0L, op(BinaryOp.UREM, I32, 7, 7));
    assertEquals(2L, op(BinaryOp.UREM, I32, 9, 7));
    assertEquals(0L, op(BinaryOp.UREM, I32, 0, 0));
    assertEquals(7L, op(BinaryOp.UREM, I32, 7, 0));
    assertEquals(0xfeL, op(BinaryOp.UREM, I8, 0xfe, 0xff));
    assertEquals(0L, op(BinaryOp.UREM, I64, -1, -1));
  }

  /**
   * Signed division by 13 is encoded as the thesis's shift-add sequence (Spear's strength
   * reduction); quotient and remainder agree with C's at the extremes, around multiples of 13 and
   * at random dividends.
   */
  @Test
  void signedDivisionByThirteen() throws Exception {
    Random random = new Random(13);
    long[] edges = {0, 1, 12, 13, 14, 25, 26, -1, -12, -13, -14, -26, 2147483647, -2147483648};
    long[] randoms = new long[60];
    for (int i = 0; i < randoms.length; i++) {
      randoms[i] = random.nextInt() / 13 * 13L + random.nextInt(3) - 1;
    }
    for (long[] dividends : new long[][] {edges, randoms}) {
      for (long x : dividends) {
        int n = (int) x;
        Expr thirteen = Harness.constant(I32, 13);
        assertEquals(
            (n / 13) & 0xffffffffL,
            harness().both(v -> Exprs.binary(BinaryOp.SDIV, v, thirteen), I32, n & 0xffffffffL),
            n + " / 13");
        assertEquals(
            (n % 13) & 0xffffffffL,
            harness().both(v -> Exprs.binary(BinaryOp.SREM, v, thirteen), I32, n & 0xffffffffL),
            n + " % 13");
      }
    }
  }

  /** Random operands at several widths: the bit-vector encoding agrees with folding. */
  @Test
  void randomOperandsAgree() throws Exception {
    Random random = new Random(42);
    BinaryOp[] ops = {
      BinaryOp.ADD,
      BinaryOp.SUB,
      BinaryOp.MUL,
      BinaryOp.SDIV,
      BinaryOp.UDIV,
      BinaryOp.SREM,
      BinaryOp.UREM,
      BinaryOp.SHL,
      BinaryOp.LSHR,
      BinaryOp.ASHR,
      BinaryOp.AND,
      BinaryOp.OR,
      BinaryOp.XOR,
      BinaryOp.SLT,
      BinaryOp.ULE,
      BinaryOp.SADD_OVERFLOW,
      BinaryOp.UADD_OVERFLOW,
      BinaryOp.SSUB_OVERFLOW,
      BinaryOp.USUB_OVERFLOW,
      BinaryOp.SMUL_OVERFLOW,
      BinaryOp.UMUL_OVERFLOW
    };
    int[] widths = {1, 7, 8, 16, 32, 33, 64};
    for (int width : widths) {
      IntType t = IntType.of(width);
      for (BinaryOp o : ops) {
        for (int i = 0; i < 3; i++) {
          long a = interesting(random, width);
          long b =
              o == BinaryOp.SHL || o == BinaryOp.LSHR || o == BinaryOp.ASHR
                  ? random.nextInt(width + 2)
                  : interesting(random, width);
          op(o, t, a & t.mask(), b & t.mask());
        }
      }
    }
  }

  /**
   * {@code %} of extended narrower operands, which the encoder computes at the narrow width, agrees
   * with the wide operation folded: at the extremes, by zero, of {@code MIN % -1}, with a constant
   * and with operands of two widths.
   */
  @Test
  void remaindersOfExtendedOperandsAgree() throws Exception {
    long[] values = {0, 1, 3, 0x7f, 0x80, 0xff};
    for (CastOp extend : new CastOp[] {CastOp.SEXT, CastOp.ZEXT}) {
      BinaryOp rem = extend == CastOp.SEXT ? BinaryOp.SREM : BinaryOp.UREM;
      for (long a : values) {
        for (long b : values) {
          harness()
              .both(
                  (x, y) ->
                      Exprs.binary(rem, Exprs.cast(extend, x, I32), Exprs.cast(extend, y, I32)),
                  I8,
                  a,
                  b);
        }
        harness()
            .both(
                x ->
                    Exprs.binary(rem, Exprs.cast(extend, x, I32), Exprs.intConst(I32, 0xfffffffdL)),
                I8,
                a);
        harness()
            .both(
                (x, y) ->
                    Exprs.binary(
                        rem,
                        Exprs.cast(extend, Exprs.cast(CastOp.TRUNC, x, IntType.of(5)), I32),
                        Exprs.cast(extend, y, I32)),
                I8,
                a,
                0x80);
      }
    }
  }

  private static long interesting(Random r, int width) {
    return switch (r.nextInt(5)) {
      case 0 -> 0;
      case 1 -> -1;
      case 2 -> 1L << (width - 1);
      case 3 -> (1L << (width - 1)) - 1;
      default -> r.nextLong();
    };
  }

  @Test
  void constantsFoldWithoutTheSolver() throws Exception {
    Expr e = Exprs.binary(BinaryOp.ADD, Exprs.intConst(I32, 2), Exprs.intConst(I32, 3));
    assertEquals(false, harness().isSymbolic(e));
    assertEquals(5L, harness().eval(e));
  }
}
