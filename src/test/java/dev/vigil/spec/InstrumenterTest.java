package dev.vigil.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Cfa;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.ir.Var;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InstrumenterTest {
  private static final SourceLoc L = new SourceLoc("t.c", 3, 1);

  /** {@code a = alloca 8; x = load a; p = nondet ptr; y = load p; z = x +nsw y; reach_error()}. */
  private static Program program() {
    Cfa.Builder b = Cfa.builder("main");
    Var a = new Var("a", PointerType.INSTANCE, "main");
    Var p = new Var("p", PointerType.INSTANCE, "main");
    Var x = new Var("x", IntType.I32, "main");
    Var y = new Var("y", IntType.I32, "main");
    Var z = new Var("z", IntType.I32, "main");
    Location[] l = new Location[8];
    for (int i = 0; i < l.length; i++) {
      l[i] = b.newLocation();
    }
    b.entry(l[0]).exit(l[6]);
    b.addEdge(
        l[0],
        l[1],
        new Op.Alloc(a, Op.AllocKind.STACK, Exprs.intConst(IntType.I64, 8), false, "a"),
        L);
    b.addEdge(l[1], l[2], new Op.Load(x, Exprs.ptrAdd(a, Exprs.intConst(IntType.I64, 4))), L);
    b.addEdge(l[2], l[3], new Op.Havoc(p, InputOrigin.nondet("__VERIFIER_nondet_pointer")), L);
    b.addEdge(l[3], l[4], new Op.Load(y, p), L);
    b.addEdge(l[4], l[5], new Op.Assign(z, Exprs.binary(BinaryOp.ADD, x, y, true)), L);
    b.addEdge(l[5], l[6], new Op.Return(java.util.Optional.of(z)), L);
    b.addEdge(l[5], l[7], new Op.Error(Property.UNREACH_CALL, "reach_error"), L);
    Function main = new Function("main", List.of(), IntType.I32, false, b.build(), L);
    return new Program(DataModel.LP64, List.of(), List.of(main), List.of(), List.of());
  }

  private static List<Op.Error> errors(Program p) {
    return p.main().cfa().edges().stream()
        .map(Edge::op)
        .filter(Op.Error.class::isInstance)
        .map(Op.Error.class::cast)
        .toList();
  }

  /**
   * Issue 16: both edges of a branch on {@code (255 >>s y) <s 3} need the shift's check. Made once
   * per edge, two {@code assume(!violated)} edges left the branch point, both enabled.
   */
  @Test
  void theChecksOfABranchAreMadeOnceBeforeIt() {
    Cfa.Builder b = Cfa.builder("main");
    Var y = new Var("y", IntType.I32, "main");
    Location[] l = new Location[5];
    for (int i = 0; i < l.length; i++) {
      l[i] = b.newLocation();
    }
    b.entry(l[0]).exit(l[4]);
    var shifted = Exprs.binary(BinaryOp.ASHR, Exprs.intConst(IntType.I32, 255), y);
    var small = Exprs.binary(BinaryOp.SLT, shifted, Exprs.intConst(IntType.I32, 3));
    b.addEdge(l[0], l[1], new Op.Havoc(y, InputOrigin.nondet("__VERIFIER_nondet_int")), L);
    b.addEdge(l[1], l[2], new Op.Assume(small), L);
    b.addEdge(l[1], l[3], new Op.Assume(Exprs.not(small)), L);
    b.addEdge(l[2], l[4], new Op.Return(Optional.of(Exprs.intConst(IntType.I32, 1))), L);
    b.addEdge(l[3], l[4], new Op.Return(Optional.of(Exprs.intConst(IntType.I32, 0))), L);
    Function main = new Function("main", List.of(), IntType.I32, false, b.build(), L);
    Program p =
        Instrumenter.instrument(
            new Program(DataModel.LP64, List.of(), List.of(main), List.of(), List.of()),
            Set.of(Property.UNREACH_CALL));
    assertEquals(
        List.of(Property.UNDEFINED_BEHAVIOR), errors(p).stream().map(Op.Error::property).toList());
    Cfa cfa = p.main().cfa();
    for (Location at : cfa.locations()) {
      List<Edge> out = cfa.outgoing(at);
      boolean branch =
          out.stream().anyMatch(e -> e.op() instanceof Op.Assume a && a.condition().equals(small));
      if (branch) {
        assertEquals(2, out.size(), "the branch point has the branch's two edges only");
      }
    }
  }

  @Test
  void unreachCallChecksOnlyDereferencesThatMayFailAsUndefinedBehaviour() {
    List<Op.Error> errors =
        errors(Instrumenter.instrument(program(), Set.of(Property.UNREACH_CALL)));
    // the load at a+4 of 4 bytes from an 8-byte stack object needs no check; the load through p
    // does
    assertEquals(
        List.of(Property.UNDEFINED_BEHAVIOR, Property.UNREACH_CALL),
        errors.stream().map(Op.Error::property).toList());
  }

  @Test
  void noOverflowChecksSignedArithmeticAndDropsTheErrorCall() {
    Program p = Instrumenter.instrument(program(), Set.of(Property.NO_OVERFLOW));
    assertEquals(
        List.of(Property.UNDEFINED_BEHAVIOR, Property.NO_OVERFLOW),
        errors(p).stream().map(Op.Error::property).toList());
    assertTrue(p.main().cfa().edges().stream().anyMatch(e -> e.op() instanceof Op.Halt));
  }

  @Test
  void memsafetyChecksDereferencesAndLeaksAtTheEndOfMain() {
    Program p =
        Instrumenter.instrument(
            program(), Set.of(Property.VALID_DEREF, Property.VALID_FREE, Property.VALID_MEMTRACK));
    assertEquals(
        List.of(Property.VALID_DEREF, Property.VALID_MEMTRACK),
        errors(p).stream().map(Op.Error::property).toList());
    assertTrue(p.globals().containsKey(Instrumenter.LIVE_HEAP_COUNTER));
  }
}
