package dev.vigil.engine.bmc;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Proof;
import dev.vigil.engine.StatisticsSource;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Program;
import dev.vigil.smt.Bool;
import dev.vigil.smt.Encoder;
import dev.vigil.smt.Prover;
import dev.vigil.smt.Smt;
import dev.vigil.smt.SmtFailure;
import dev.vigil.smt.SmtModel;
import dev.vigil.smt.TimedProver;
import dev.vigil.smt.Unsupported;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Bounded model checking with iterative deepening. For each bound the program is unrolled and
 * encoded by {@link SymbolicExecution}; the solver is asked whether an error is reachable (FALSE,
 * with a counterexample), whether undefined behaviour or an unsupported operation is (then no
 * TRUE is possible), and whether any execution runs past the bound (if none does, the unrolling
 * covers every execution: TRUE).
 */
public final class BmcEngine implements Engine, StatisticsSource {
  private final BmcOptions options;
  private BmcStatistics stats = new BmcStatistics();

  public BmcEngine(BmcOptions options) {
    this.options = Objects.requireNonNull(options);
  }

  @Override
  public Map<String, Object> statistics() {
    return stats.asMap();
  }

  @Override
  public Verdict verify(Program program, Budget budget) {
    stats = new BmcStatistics();
    try (Smt smt = Smt.open(options.solver(), budget::exhausted)) {
      Encoder encoder = new Encoder(smt, program);
      BmcProgram facts = new BmcProgram(program);
      Target undefined = null;
      for (int k = options.firstBound(); k > 0; k = options.nextBound(k)) {
        stats.bound = k;
        long start = System.nanoTime();
        SymbolicExecution.Unrolled unrolled =
            new SymbolicExecution(program, encoder, smt, k, budget, facts).run();
        stats.encodingNanos += System.nanoTime() - start;
        stats.unrolledEdges = unrolled.edges();
        stats.definitions = unrolled.definitions().size();
        stats.terms = encoder.termsBuilt();
        BoundCheck check = new BoundCheck(smt, unrolled, program, undefined);
        Verdict v = check.run();
        undefined = check.undefined();
        if (v != null) {
          return v;
        }
      }
      if (undefined != null) {
        return unknown(undefined);
      }
      return new Verdict.Unknown("bound " + stats.bound + " reached");
    } catch (SmtFailure e) {
      return e.cancelled() ? new Verdict.Unknown("timeout") : new Verdict.Unknown("solver: " + e.getMessage());
    } catch (Unsupported e) {
      return new Verdict.Unknown("unsupported: " + e.getMessage());
    } catch (LoopStructure.IrreducibleException e) {
      return new Verdict.Unknown("unsupported: " + e.getMessage());
    } catch (SymbolicExecution.OutOfBudget e) {
      return new Verdict.Unknown("timeout");
    }
  }

  private static Verdict unknown(Target t) {
    String kind = t.kind() == Target.Kind.UNSUPPORTED ? "unsupported: " : "undefined behavior: ";
    return new Verdict.Unknown(kind + t.describe());
  }

  /** The queries of one bound. */
  private final class BoundCheck {
    private final Smt smt;
    private final SymbolicExecution.Unrolled unrolled;
    private final Program program;
    private Target undefined;

    BoundCheck(Smt smt, SymbolicExecution.Unrolled unrolled, Program program, Target undefined) {
      this.smt = smt;
      this.unrolled = unrolled;
      this.program = program;
      this.undefined = undefined;
    }

    Target undefined() {
      return undefined;
    }

    /** The verdict at this bound, or null to try a larger one. */
    Verdict run() throws SmtFailure {
      Bool errors = any(Target.Kind.ERROR);
      Bool cuts = any(Target.Kind.CUT);
      Bool bad = undefined == null ? smt.or(any(Target.Kind.UNDEFINED), any(Target.Kind.UNSUPPORTED)) : smt.fls();
      if (options.incremental()) {
        try (Prover p = prover()) {
          addDefinitions(p);
          return decide(p, errors, bad, cuts);
        }
      }
      return decide(null, errors, bad, cuts);
    }

    /**
     * Errors first (FALSE); then one query for undefined behaviour, unsupported operations and
     * cuts together: unsatisfiable means the unrolling covers every execution (TRUE, or UNKNOWN
     * for undefined behaviour found at a smaller bound); a model that reaches undefined behaviour
     * records it, so that no later bound can answer TRUE.
     */
    private Verdict decide(Prover shared, Bool errors, Bool bad, Bool cuts) throws SmtFailure {
      if (!errors.isFalse()) {
        Verdict v = query(shared, errors, this::violation);
        if (v != null) {
          return v;
        }
      }
      Bool incomplete = smt.or(bad, cuts);
      boolean complete = incomplete.isFalse() || !satisfiable(shared, incomplete);
      if (!complete) {
        return null;
      }
      if (undefined != null) {
        return unknown(undefined);
      }
      return new Verdict.Proved(
          Proof.of("all loops and recursion fully unwound at bound " + stats.bound));
    }

    private interface ModelReader {
      Verdict read(SmtModel model) throws SmtFailure;
    }

    /** Checks {@code goal} with the definitions; reads the model if satisfiable. */
    private Verdict query(Prover shared, Bool goal, ModelReader reader) throws SmtFailure {
      if (shared != null) {
        shared.push();
        try {
          shared.add(goal);
          if (!shared.isSatisfiable()) {
            return null;
          }
          try (SmtModel m = shared.model()) {
            return reader.read(m);
          }
        } finally {
          shared.pop();
        }
      }
      try (Prover p = prover()) {
        addDefinitions(p);
        p.add(goal);
        if (!p.isSatisfiable()) {
          return null;
        }
        try (SmtModel m = p.model()) {
          return reader.read(m);
        }
      }
    }

    /** Whether {@code goal} is reachable; a model that reaches undefined behaviour records it. */
    private boolean satisfiable(Prover shared, Bool goal) throws SmtFailure {
      boolean[] sat = new boolean[1];
      query(shared, goal, m -> {
        sat[0] = true;
        if (undefined == null) {
          undefined = firstHolding(m, Target.Kind.UNDEFINED, Target.Kind.UNSUPPORTED);
        }
        return null;
      });
      return sat[0];
    }

    private Verdict violation(SmtModel model) throws SmtFailure {
      Target hit = firstHolding(model, Target.Kind.ERROR);
      if (hit == null) {
        throw new SmtFailure("the model reaches no error edge");
      }
      return new Verdict.Violated(
          Counterexamples.build(model, hit, unrolled.events(), program.dataModel()));
    }

    private Target firstHolding(SmtModel model, Target.Kind... kinds) throws SmtFailure {
      for (Target t : unrolled.targets()) {
        if (List.of(kinds).contains(t.kind()) && model.holds(t.guard())) {
          return t;
        }
      }
      return null;
    }

    private Bool any(Target.Kind kind) {
      return smt.or(unrolled.targets().stream().filter(t -> t.kind() == kind).map(Target::guard).toList());
    }

    private Prover prover() throws SmtFailure {
      return new TimedProver(smt.newProver(), stats.solver);
    }

    private void addDefinitions(Prover p) throws SmtFailure {
      p.add(smt.and(unrolled.definitions()));
    }
  }
}
