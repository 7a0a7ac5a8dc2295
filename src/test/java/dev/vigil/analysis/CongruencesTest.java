package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Known low bits at loop heads, checked by evaluating them along random runs of the program (with
 * the IR's one semantics) and against the strongest congruence each loop keeps.
 */
class CongruencesTest {
  private static final SourceLoc L = SourceLoc.UNKNOWN;
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

  private static Op havoc(Var v) {
    return new Op.Havoc(v, InputOrigin.nondet("__VERIFIER_nondet_int"));
  }

  /** {@code init; while (*) { t = input; one of the bodies }}; the function and its loop head. */
  private record Program(Function f, Location head) {}

  private static Program loop(List<Op> init, List<List<Op>> bodies) {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location head = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    Location l = entry;
    for (Op op : init) {
      Location next = b.newLocation();
      b.addEdge(l, next, op, L);
      l = next;
    }
    b.addEdge(l, head, Op.Skip.INSTANCE, L);
    Location read = b.newLocation();
    b.addEdge(head, read, havoc(T), L);
    for (List<Op> body : bodies) {
      l = read;
      for (Op op : body) {
        Location next = b.newLocation();
        b.addEdge(l, next, op, L);
        l = next;
      }
      b.addEdge(l, head, Op.Skip.INSTANCE, L);
    }
    b.addEdge(head, exit, new Op.Return(java.util.Optional.empty()), L);
    return new Program(new Function("main", List.of(), I32, false, b.build(), L), head);
  }

  private static Set<Expr> candidates(Program p) {
    Map<Location, Set<Expr>> all = Congruences.atLoopHeads(p.f());
    return all.getOrDefault(p.head(), Set.of());
  }

  /** Runs {@code p} at random and checks that every candidate holds at every visit of the head. */
  private static void holdOnRandomRuns(Program p, Set<Expr> candidates) {
    Random random = new Random(12);
    for (int run = 0; run < 50; run++) {
      Map<Var, Long> values = new HashMap<>();
      Location at = p.f().cfa().entry();
      for (int step = 0; step < 400 && at != p.f().cfa().exit(); step++) {
        if (at == p.head()) {
          for (Expr e : candidates) {
            assertEquals(1, value(e, values), () -> e + " at " + values);
          }
        }
        List<Edge> out = p.f().cfa().outgoing(at);
        // at the head, the first edge enters the body and the last one leaves the loop
        Edge e =
            at == p.head()
                ? out.get(random.nextInt(20) == 0 ? out.size() - 1 : 0)
                : out.get(random.nextInt(out.size()));
        switch (e.op()) {
          case Op.Assign a -> values.put(a.target(), value(a.value(), values));
          case Op.Havoc h -> values.put(h.target(), random.nextLong() & I32.mask());
          default -> {}
        }
        at = e.target();
      }
    }
  }

  private static long value(Expr e, Map<Var, Long> values) {
    return switch (e) {
      case Var v -> values.getOrDefault(v, 0L);
      case Expr.IntConst k -> k.bits();
      case Expr.Binary b ->
          Semantics.binary(
              b.op(),
              ((IntType) b.left().type()).bits(),
              value(b.left(), values),
              value(b.right(), values));
      default -> throw new AssertionError("unexpected " + e);
    };
  }

  private static Expr lowBits(Var v, long mask, long low) {
    return Exprs.binary(BinaryOp.EQ, Exprs.binary(BinaryOp.AND, v, c(mask)), c(low));
  }

  /** jain_7's loop: {@code x += 2^20 * input} keeps x's low 20 bits zero. */
  @Test
  void multiplesOfAPowerOfTwoKeepLowZeros() {
    Program p =
        loop(
            List.of(new Op.Assign(X, c(0))),
            List.of(
                List.of(new Op.Assign(X, bin(BinaryOp.ADD, X, bin(BinaryOp.MUL, c(1 << 20), T))))));
    Set<Expr> found = candidates(p);
    assertEquals(Set.of(lowBits(X, (1 << 20) - 1, 0)), found);
    holdOnRandomRuns(p, found);
  }

  /**
   * From {@code x = 8 t + 2}, steps of 4 times an input or multiplication by 5 keep {@code x mod 4
   * == 2}; shifting left by 3 and adding 2 keeps it too. The bit of value 4 differs between paths.
   */
  @Test
  void branchesKeepTheBitsTheyAgreeOn() {
    Program p =
        loop(
            List.of(
                havoc(T), new Op.Assign(X, bin(BinaryOp.ADD, bin(BinaryOp.MUL, T, c(8)), c(2)))),
            List.of(
                List.of(new Op.Assign(X, bin(BinaryOp.ADD, X, bin(BinaryOp.MUL, T, c(4))))),
                List.of(new Op.Assign(X, bin(BinaryOp.MUL, X, c(5)))),
                List.of(new Op.Assign(X, bin(BinaryOp.ADD, bin(BinaryOp.SHL, T, c(3)), c(2))))));
    Set<Expr> found = candidates(p);
    assertEquals(Set.of(lowBits(X, 3, 2)), found);
    holdOnRandomRuns(p, found);
  }

  /** An odd step loses every bit; a register the loop only sets to constants is no candidate. */
  @Test
  void oddStepsAndStateFlagsGiveNoCandidates() {
    Program p =
        loop(
            List.of(new Op.Assign(X, c(0)), new Op.Assign(S, c(0))),
            List.of(
                List.of(new Op.Assign(X, bin(BinaryOp.ADD, X, c(2))), new Op.Assign(S, c(2))),
                List.of(new Op.Assign(X, bin(BinaryOp.ADD, X, c(3))), new Op.Assign(S, c(4)))));
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
