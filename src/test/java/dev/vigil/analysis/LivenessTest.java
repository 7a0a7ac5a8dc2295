package dev.vigil.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LivenessTest {
  private static final SourceLoc L = SourceLoc.UNKNOWN;
  private static final Var X = new Var("x", IntType.I32, "main");
  private static final Var Y = new Var("y", IntType.I32, "main");
  private static final Var Z = new Var("z", IntType.I32, "main");

  /**
   * {@code x = 0; while (*) { y = x + 1; x = y; } return z;}: x is live at the head (the body reads
   * it), y is not (the body writes it before reading), z is live everywhere before the return.
   */
  @Test
  void aLoopReadsWhatItCarries() {
    Cfa.Builder b = Cfa.builder("main");
    Location entry = b.newLocation();
    Location head = b.newLocation();
    Location body = b.newLocation();
    Location exit = b.newLocation();
    b.entry(entry).exit(exit);
    b.addEdge(entry, head, new Op.Assign(X, Exprs.intConst(IntType.I32, 0)), L);
    b.addEdge(
        head,
        body,
        new Op.Assign(Y, Exprs.binary(BinaryOp.ADD, X, Exprs.intConst(IntType.I32, 1))),
        L);
    b.addEdge(body, head, new Op.Assign(X, Y), L);
    b.addEdge(head, exit, new Op.Return(Optional.of(Z)), L);
    Liveness live = Liveness.of(b.build());
    assertEquals(Set.of(Z), live.at(entry));
    assertEquals(Set.of(X, Z), live.at(head));
    assertEquals(Set.of(Y, Z), live.at(body));
    assertEquals(Set.of(), live.at(exit));
  }

  /** On random graphs (loops, branches, unreachable parts), the same sets as a plain fixpoint. */
  @Test
  void randomGraphsGiveThePlainFixpoint() {
    Random random = new Random(7);
    List<Var> vars = List.of(X, Y, Z, new Var("w", IntType.I32, "main"));
    for (int graph = 0; graph < 300; graph++) {
      Cfa.Builder b = Cfa.builder("main");
      int n = 2 + random.nextInt(12);
      List<Location> locations = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        locations.add(b.newLocation());
      }
      b.entry(locations.getFirst()).exit(locations.getLast());
      int edges = random.nextInt(3 * n);
      for (int i = 0; i < edges; i++) {
        Location from = locations.get(random.nextInt(n - 1));
        Location to = locations.get(random.nextInt(n));
        b.addEdge(from, to, randomOp(random, vars), L);
      }
      Cfa cfa = b.build();
      Liveness live = Liveness.of(cfa);
      List<Set<Var>> expected = plainFixpoint(cfa);
      for (Location l : cfa.locations()) {
        assertEquals(expected.get(l.index()), live.at(l), "graph " + graph + " at " + l);
      }
    }
  }

  private static Op randomOp(Random random, List<Var> vars) {
    Var a = vars.get(random.nextInt(vars.size()));
    Var c = vars.get(random.nextInt(vars.size()));
    return switch (random.nextInt(4)) {
      case 0 -> new Op.Assign(a, Exprs.binary(BinaryOp.ADD, c, a == c ? c : Y));
      case 1 -> new Op.Assume(Exprs.binary(BinaryOp.SLT, a, c));
      case 2 -> new Op.Assign(a, Exprs.intConst(IntType.I32, random.nextInt(5)));
      default -> Op.Skip.INSTANCE;
    };
  }

  /** Round-robin iteration of the textbook equations until nothing changes. */
  private static List<Set<Var>> plainFixpoint(Cfa cfa) {
    List<Set<Var>> live = new ArrayList<>();
    cfa.locations().forEach(l -> live.add(new HashSet<>()));
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Location l : cfa.locations()) {
        for (Edge e : cfa.outgoing(l)) {
          Set<Var> in = new HashSet<>(live.get(e.target().index()));
          Ops.assignedVars(e.op()).forEach(in::remove);
          for (Expr x : Ops.expressions(e.op())) {
            in.addAll(Ops.variables(x));
          }
          changed |= live.get(l.index()).addAll(in);
        }
      }
    }
    return live;
  }
}
