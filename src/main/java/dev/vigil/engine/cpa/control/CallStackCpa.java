package dev.vigil.engine.cpa.control;

import dev.vigil.engine.cpa.core.AbstractDomain;
import dev.vigil.engine.cpa.core.Cpa;
import dev.vigil.engine.cpa.core.MergeOperator;
import dev.vigil.engine.cpa.core.PrecisionAdjustment;
import dev.vigil.engine.cpa.core.StopOperator;
import dev.vigil.engine.cpa.core.TransferRelation;
import dev.vigil.ir.Location;
import java.util.List;

/**
 * The call-stack CPA: entering a function pushes the call edge, leaving it pops it, and a function
 * returns only to the call that entered it. This makes every other analysis context-sensitive.
 */
public final class CallStackCpa implements Cpa<CallStack, StaticPrecision> {
  private static final AbstractDomain<CallStack> DOMAIN =
      new AbstractDomain<>() {
        @Override
        public boolean isLessOrEqual(CallStack a, CallStack b) {
          return a.equals(b);
        }

        @Override
        public CallStack join(CallStack a, CallStack b) {
          if (!a.equals(b)) {
            throw new IllegalArgumentException("call stacks do not join: " + a + ", " + b);
          }
          return a;
        }
      };

  @Override
  public AbstractDomain<CallStack> domain() {
    return DOMAIN;
  }

  @Override
  public TransferRelation<CallStack, StaticPrecision> transfer() {
    return (stack, precision, edge) ->
        switch (edge.kind()) {
          case LOCAL -> List.of(stack);
          case ENTER -> List.of(stack.push(edge.edge()));
          case EXIT ->
              stack.depth() > 0 && stack.top() == edge.edge() ? List.of(stack.rest()) : List.of();
        };
  }

  @Override
  public MergeOperator<CallStack, StaticPrecision> merge() {
    return MergeOperator.sep();
  }

  @Override
  public StopOperator<CallStack, StaticPrecision> stop() {
    return STOP;
  }

  private static final StopOperator<CallStack, StaticPrecision> STOP = StopOperator.sep(DOMAIN);

  @Override
  public PrecisionAdjustment<CallStack, StaticPrecision> precisionAdjustment() {
    return PrecisionAdjustment.identity();
  }

  @Override
  public CallStack initialState(Location entry) {
    return CallStack.EMPTY;
  }

  @Override
  public StaticPrecision initialPrecision(Location entry) {
    return StaticPrecision.INSTANCE;
  }
}
