package dev.vigil.engine.cpa.predicate;

import dev.vigil.analysis.ProgramEdge;
import dev.vigil.engine.cpa.core.AbstractState;
import dev.vigil.engine.cpa.core.ArgNode;
import dev.vigil.engine.cpa.core.Precision;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * Picks the program path to a target through an ARG whose blocks were merged: block by block,
 * backwards, a model of the block's formula says which of the merged states the path went through
 * (the one whose own path formula holds in it), as CPAchecker reconstructs paths from branching
 * information.
 */
public final class PathChooser {
  private final Smt smt;

  public PathChooser(Smt smt) {
    this.smt = smt;
  }

  /** The path to {@code target}; {@code data} gives a node's predicate state. */
  public <S extends AbstractState, P extends Precision> List<ProgramEdge> path(
      ArgNode<S, P> target, Function<S, PredicateState> data) throws SmtFailure {
    List<ProgramEdge> edges = new ArrayList<>();
    Block block = new Block(smt.and(data.apply(target.state()).blockFormula()));
    try {
      ArgNode<S, P> n = target;
      while (true) {
        if (!n.mergedFrom().isEmpty()) {
          n = block.choose(n.mergedFrom(), data.apply(n.state()));
          continue;
        }
        if (n.parents().isEmpty()) {
          break;
        }
        PredicateState s = data.apply(n.state());
        if (s.abstracted()) {
          Bool next = block.cubeBefore(s);
          block.close();
          block = new Block(next);
        }
        ArgNode.Link<S, P> link = n.parents().get(0);
        edges.add(link.edge());
        n = link.node();
      }
    } finally {
      block.close();
    }
    Collections.reverse(edges);
    return edges;
  }

  /** A model of one block's formula, if it has one. */
  private final class Block {
    private final Prover prover;
    private final SmtModel model;

    Block(Bool formula) throws SmtFailure {
      this.prover = smt.newProver();
      prover.add(formula);
      this.model = prover.isSatisfiable() ? prover.model() : null;
    }

    /**
     * Which of the two nodes merged into {@code merged} the path ran through: the first (the
     * reached one) where the merge's selector holds. (Whether a node's own path formula holds in
     * the model does not tell: the symbols of the path not taken are unconstrained.)
     */
    <S extends AbstractState, P extends Precision> ArgNode<S, P> choose(
        List<ArgNode<S, P>> candidates, PredicateState merged) throws SmtFailure {
      Bool selector = merged.selector().orElseThrow();
      return model == null || model.holds(selector) ? candidates.get(0) : candidates.get(1);
    }

    /**
     * The formula of the block before abstraction state {@code s}, restricted to the cube that this
     * block's model gives the abstraction (so that the paths chosen in both blocks fit).
     */
    Bool cubeBefore(PredicateState s) throws SmtFailure {
      if (model == null) {
        return s.blockBefore();
      }
      List<Bool> literals = new ArrayList<>(List.of(s.blockBefore()));
      for (int i = 0; i < s.predicatesHere().size(); i++) {
        Bool end = s.predicatesBefore().get(i);
        literals.add(model.holds(s.predicatesHere().get(i)) ? end : smt.not(end));
      }
      Bool restricted = smt.and(literals);
      try (Prover p = smt.newProver()) {
        p.add(restricted);
        return p.isSatisfiable() ? restricted : s.blockBefore();
      }
    }

    void close() {
      if (model != null) {
        model.close();
      }
      prover.close();
    }
  }
}
