package dev.vigil.analysis;

import static dev.vigil.analysis.LoopPrograms.havoc;
import static dev.vigil.analysis.LoopPrograms.loop;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Known low bits at loop heads, checked along random runs of the program ({@link LoopPrograms}) and
 * against the strongest congruence each loop keeps.
 */
class CongruencesTest {
  private static final IntType I32 = IntType.I32;
  private static final Var X = new Var("x", I32, "main");
  private static final Var T = new Var("t", I32, "main");
  private static final Var S = new Var("s", I32, "main");

  private static Expr c(long v) {
    return Exprs.intConst(I32, v);
  }

  private static Expr bin(BinaryOp op, Expr a, Expr b) {
    return Exprs.binary(op, a, b, true);
  }

  private static Set<Expr> candidates(LoopPrograms p) {
    return p.atHead(Congruences::atLoopHeads);
  }

  private static Expr lowBits(Var v, long mask, long low) {
    return Exprs.binary(BinaryOp.EQ, Exprs.binary(BinaryOp.AND, v, c(mask)), c(low));
  }

  /** jain_7's loop: {@code x += 2^20 * input} keeps x's low 20 bits zero. */
  @Test
  void multiplesOfAPowerOfTwoKeepLowZeros() {
    LoopPrograms p =
        loop(
            List.of(new Op.Assign(X, c(0))),
            List.of(
                List.of(
                    havoc(T),
                    new Op.Assign(X, bin(BinaryOp.ADD, X, bin(BinaryOp.MUL, c(1 << 20), T))))));
    Set<Expr> found = candidates(p);
    assertEquals(Set.of(lowBits(X, (1 << 20) - 1, 0)), found);
    p.holdOnRandomRuns(found);
  }

  /**
   * From {@code x = 8 t + 2}, steps of 4 times an input or multiplication by 5 keep {@code x mod 4
   * == 2}; shifting left by 3 and adding 2 keeps it too. The bit of value 4 differs between paths.
   */
  @Test
  void branchesKeepTheBitsTheyAgreeOn() {
    LoopPrograms p =
        loop(
            List.of(
                havoc(T), new Op.Assign(X, bin(BinaryOp.ADD, bin(BinaryOp.MUL, T, c(8)), c(2)))),
            List.of(
                List.of(
                    havoc(T), new Op.Assign(X, bin(BinaryOp.ADD, X, bin(BinaryOp.MUL, T, c(4))))),
                List.of(new Op.Assign(X, bin(BinaryOp.MUL, X, c(5)))),
                List.of(
                    havoc(T),
                    new Op.Assign(X, bin(BinaryOp.ADD, bin(BinaryOp.SHL, T, c(3)), c(2))))));
    Set<Expr> found = candidates(p);
    assertEquals(Set.of(lowBits(X, 3, 2)), found);
    p.holdOnRandomRuns(found);
  }

  /** An odd step loses every bit; a register the loop only sets to constants is no candidate. */
  @Test
  void oddStepsAndStateFlagsGiveNoCandidates() {
    LoopPrograms p =
        loop(
            List.of(new Op.Assign(X, c(0)), new Op.Assign(S, c(0))),
            List.of(
                List.of(new Op.Assign(X, bin(BinaryOp.ADD, X, c(2))), new Op.Assign(S, c(2))),
                List.of(new Op.Assign(X, bin(BinaryOp.ADD, X, c(3))), new Op.Assign(S, c(4)))));
    assertTrue(candidates(p).isEmpty(), () -> candidates(p).toString());
  }

  /**
   * phases: {@code while (*) { if (x < 16) x++; else x += 2; }} from {@code x = 0}: x's parity is
   * known only once the first arm is no longer taken, so {@code x < 16 || (x & 1) == 0}; the plain
   * analysis knows nothing.
   */
  @Test
  void aPhaseOfTheLoopKeepsItsLowBitsGuardedByTheBranch() {
    Expr first = Exprs.binary(BinaryOp.ULT, X, c(16));
    LoopPrograms p =
        loop(
            List.of(new Op.Assign(X, c(0))),
            List.of(
                List.of(new Op.Assume(first), new Op.Assign(X, bin(BinaryOp.ADD, X, c(1)))),
                List.of(
                    new Op.Assume(Exprs.not(first)),
                    new Op.Assign(X, bin(BinaryOp.ADD, X, c(2))))));
    Set<Expr> found = p.atHead(Congruences::byPhaseAtLoopHeads);
    assertEquals(Set.of(Exprs.or(first, lowBits(X, 1, 0))), found);
    p.holdOnRandomRuns(found);
    assertTrue(candidates(p).isEmpty(), () -> candidates(p).toString());
  }

  /** The join keeps the agreeing low bits; the product's known bits follow from both factors. */
  @Test
  void lowBitsAlgebra() {
    Congruences.Low a = new Congruences.Low(8, 0b0110);
    Congruences.Low b = new Congruences.Low(4, 0b1110);
    assertEquals(new Congruences.Low(3, 0b110), a.join(b));
    Congruences.Low unknown = Congruences.Low.UNKNOWN;
    Map<Var, Congruences.Low> s = Map.of(X, new Congruences.Low(3, 0b100));
    // x = 4 (mod 8) times anything is 0 mod 4; times an odd known value keeps 4 (mod 8)
    assertEquals(new Congruences.Low(2, 0), Congruences.eval(s, bin(BinaryOp.MUL, X, T)));
    assertEquals(new Congruences.Low(3, 0b100), Congruences.eval(s, bin(BinaryOp.MUL, X, c(3))));
    assertEquals(unknown, Congruences.eval(s, bin(BinaryOp.ADD, X, T)));
  }
}
