package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Instructions on aggregate values, leaf by leaf (see {@link AggregateLayout}): loads and stores
 * access each leaf at its offset (padding bytes are neither read nor written), {@code insertvalue},
 * {@code extractvalue}, {@code select} and {@code freeze} assign the leaves.
 */
final class AggregateLifter {
  private final FunctionScope scope;

  AggregateLifter(FunctionScope scope) {
    this.scope = scope;
  }

  /** Whether {@link #lift} lifts instructions with this opcode. */
  static boolean lifts(int opcode) {
    return opcode == LLVMLoad
        || opcode == LLVMInsertValue
        || opcode == LLVMExtractValue
        || opcode == LLVMSelect
        || opcode == LLVMFreeze;
  }

  /** An instruction that {@link #lifts}, whose value is an aggregate. */
  void lift(LLVMValueRef i) throws UnsupportedFeatureException {
    List<Var> vars = scope.aggregateVars(i);
    int opcode = LLVMGetInstructionOpcode(i);
    LLVMValueRef first = LLVMGetOperand(i, 0);
    List<Expr> values;
    if (opcode == LLVMLoad) {
      load(scope, vars, scope.value(first), LLVMTypeOf(i));
      return;
    } else if (opcode == LLVMInsertValue) {
      values = new ArrayList<>(scope.aggregate(first));
      AggregateLayout.Range r = range(i, LLVMTypeOf(first));
      List<Expr> inserted = leaves(LLVMGetOperand(i, 1));
      for (int k = 0; k < r.count(); k++) {
        values.set(r.start() + k, inserted.get(k));
      }
    } else if (opcode == LLVMExtractValue) {
      AggregateLayout.Range r = range(i, LLVMTypeOf(first));
      values = scope.aggregate(first).subList(r.start(), r.start() + r.count());
    } else if (opcode == LLVMSelect) {
      Expr condition = scope.value(first);
      List<Expr> then = scope.aggregate(LLVMGetOperand(i, 1));
      List<Expr> otherwise = scope.aggregate(LLVMGetOperand(i, 2));
      values = new ArrayList<>();
      for (int k = 0; k < then.size(); k++) {
        values.add(Exprs.ite(condition, then.get(k), otherwise.get(k)));
      }
    } else {
      values = scope.aggregate(first); // freeze
    }
    List<Op.Assign> assignments = new ArrayList<>();
    assignments(vars, values, assignments);
    if (!assignments.isEmpty()) {
      scope.emit(new Op.ParallelAssign(assignments));
    }
  }

  /** The leaves of the element that an {@code extractvalue}/{@code insertvalue} names. */
  private AggregateLayout.Range range(LLVMValueRef i, LLVMTypeRef aggregate)
      throws UnsupportedFeatureException {
    return scope.module.aggregates.range(aggregate, AggregateLayout.indexPath(i), scope.loc());
  }

  /** A scalar or aggregate operand as its leaves. */
  private List<Expr> leaves(LLVMValueRef v) throws UnsupportedFeatureException {
    return TypeLowering.isAggregate(LLVMTypeOf(v)) ? scope.aggregate(v) : List.of(scope.value(v));
  }

  /** Loads an aggregate of LLVM type {@code type} from {@code address} into its leaves. */
  static void load(FunctionScope scope, List<Var> vars, Expr address, LLVMTypeRef type)
      throws UnsupportedFeatureException {
    List<AggregateLayout.Leaf> leaves = scope.module.aggregates.leaves(type, scope.loc());
    for (int k = 0; k < leaves.size(); k++) {
      scope.emit(new Op.Load(vars.get(k), at(scope, address, leaves.get(k))));
    }
  }

  /** Stores an aggregate value to {@code address}, leaf by leaf. */
  static void store(FunctionScope scope, Expr address, LLVMValueRef value)
      throws UnsupportedFeatureException {
    List<AggregateLayout.Leaf> leaves =
        scope.module.aggregates.leaves(LLVMTypeOf(value), scope.loc());
    List<Expr> values = scope.aggregate(value);
    for (int k = 0; k < leaves.size(); k++) {
      scope.emit(new Op.Store(at(scope, address, leaves.get(k)), values.get(k)));
    }
  }

  /** Stores null over the pointer leaves of an aggregate at {@code address}. */
  static void clearPointers(FunctionScope scope, Expr address, LLVMTypeRef type)
      throws UnsupportedFeatureException {
    for (AggregateLayout.Leaf leaf : scope.module.aggregates.leaves(type, scope.loc())) {
      if (leaf.type() instanceof Type.PointerType) {
        scope.emit(new Op.Store(at(scope, address, leaf), Exprs.NULL));
      }
    }
  }

  private static Expr at(FunctionScope scope, Expr address, AggregateLayout.Leaf leaf) {
    Expr offset = Exprs.intConst(scope.module.types.sizeType(), leaf.offset());
    return ExprBuilder.ptrAdd(address, offset);
  }

  /** {@code vars[k] := values[k]}, leaving out those that assign a variable to itself. */
  static void assignments(List<Var> vars, List<Expr> values, List<Op.Assign> out) {
    for (int k = 0; k < vars.size(); k++) {
      if (!values.get(k).equals(vars.get(k))) {
        out.add(new Op.Assign(vars.get(k), values.get(k)));
      }
    }
  }
}
