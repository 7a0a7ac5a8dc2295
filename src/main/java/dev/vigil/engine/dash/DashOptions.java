package dev.vigil.engine.dash;

import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.shared.SharedOptions;
import dev.vigil.smt.SolverKind;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The options of the DASH engine.
 *
 * @param solver the SMT solver
 * @param dotDirectory where to write the region graph of every iteration as Graphviz, if anywhere
 * @param maxIterations the most iterations of all DASH loops together before UNKNOWN
 * @param maxCallDepth how deep analyses of callees (DASH_call) may nest before UNKNOWN
 * @param maxTestSteps the most steps one test may run
 * @param disabled the fixes of the DASH documents that are switched off (for experiments and the
 *     tests that show each one matters)
 */
public record DashOptions(
    SolverKind solver,
    Optional<Path> dotDirectory,
    long maxIterations,
    int maxCallDepth,
    long maxTestSteps,
    Set<Fix> disabled,
    Granularity blocks) {

  /** Where regions live. */
  public enum Granularity {
    /** At LCTD's block heads: the entry, the exit, joins, loop heads, both ends of calls. */
    BLOCK,
    /**
     * At the block heads left once the branches inside loops whose arms only compute values are one
     * assignment of {@code ite}s ({@link IfConversion}), as the selects of the optimised bitcode
     * LCTD analysed: a loop whose body is such branches is refined at its head only.
     */
    SELECT,
    /**
     * At every CFA location, one edge a step: the documents' worked examples, whose regions are the
     * source lines, and the white-box tests that replay their iteration tables.
     */
    EDGE
  }

  /** The fixes that the LCTD and DASH-study documents found necessary (issue point 3). */
  public enum Fix {
    /** Extend the frontier from the newest state of a region (study §3.8.7). */
    NEWEST_STATE,
    /** A region with an unsatisfiable predicate gets no incoming edges (study §3.8.3). */
    UNSAT_REGION,
    /** Refining the initial region removes the edge instead of splitting (study §3.8.10). */
    INITIAL_EDGE_REMOVAL,
    /** The loop optimization, never at the initial region (study §3.8.8-9). */
    LOOP_OPTIMIZATION,
    /**
     * Solve the target through the frontier edge first; if unsatisfiable, delete only that edge
     * (LCTD §4.3).
     */
    UNSAT_TARGET_CHECK,
    /**
     * A loop head's regions lie within the interval analysis's bounds of its registers, which hold
     * of every state there (not in the documents: preimages around a loop then stop where its
     * reachable states do).
     */
    LOOP_HEAD_BOUNDS,
    /**
     * Split by a generalised test state where a preimage through an input has no exact negation
     * (LCTD's erratum E9; {@link Generalization}).
     */
    GENERALIZATION,
    /**
     * Split a branch's block by the preimage over all its arms into the target, not arm by arm
     * (LCTD's diamond blow-up, Table 5.20).
     */
    DIAMOND_JOIN,
    /**
     * A branch whose arms only assign variables becomes one assignment of {@code ite}s, as LLVM's
     * selects in the optimised bitcode LCTD analysed ({@link IfConversion}; block granularity
     * only).
     */
    IF_CONVERSION;

    /** The name on the command line, e.g. {@code loop-optimization}. */
    String id() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    static Set<Fix> parse(String text) {
      EnumSet<Fix> fixes = EnumSet.noneOf(Fix.class);
      for (String word : text.split(",")) {
        Fix found = null;
        for (Fix f : values()) {
          if (f.id().equals(word.strip())) {
            found = f;
          }
        }
        if (found == null) {
          throw new IllegalArgumentException(
              "unknown fix '"
                  + word.strip()
                  + "' ("
                  + String.join(", ", java.util.Arrays.stream(values()).map(Fix::id).toList())
                  + ")");
        }
        fixes.add(found);
      }
      return fixes;
    }
  }

  static final EngineOption<Boolean> NO_UNSAT_TARGET_CHECK =
      EngineOption.flag(
          "no-unsat-target-check",
          "plain DASH: no unsat-target check before each frontier query (LCTD section 4.3)");

  /** The fixes an option names. */
  record Fixes(Set<Fix> fixes) {}

  static final EngineOption<Fixes> WITHOUT =
      EngineOption.choice(
          "without",
          "FIXES",
          new Fixes(Set.of()),
          "none",
          "switch off fixes of the DASH documents, comma-separated: newest-state, unsat-region,"
              + " initial-edge-removal, loop-optimization, unsat-target-check, generalization,"
              + " diamond-join (for experiments)",
          text -> new Fixes(Fix.parse(text)));
  static final EngineOption<Optional<Path>> DOT =
      EngineOption.choice(
          "dash-dot",
          "DIR",
          Optional.empty(),
          "none",
          "write the region graph of every iteration to DIR as Graphviz",
          text -> Optional.of(Path.of(text)));
  static final EngineOption<Long> MAX_ITERATIONS =
      EngineOption.number(
          "max-iterations", "N", 1_000_000, "the most DASH iterations (all analyses together)");
  static final EngineOption<Long> MAX_CALL_DEPTH =
      EngineOption.number(
          "max-call-depth", "D", 12, "how deep analyses of callees (DASH_call) may nest");

  static final EngineOption<Long> MAX_TEST_STEPS =
      EngineOption.number(
          "max-test-steps",
          "N",
          20_000,
          "the most steps of one test (a test that does not end is cut there)");

  static final EngineOption<Granularity> BLOCKS =
      EngineOption.choice(
          "blocks",
          "G",
          Granularity.SELECT,
          "select",
          "where regions live: select (block heads once branches in loops whose arms only"
              + " compute are if-converted), block (LCTD's block heads) or edge (every location,"
              + " as the documents' worked examples)",
          text ->
              switch (text) {
                case "block" -> Granularity.BLOCK;
                case "select" -> Granularity.SELECT;
                case "edge" -> Granularity.EDGE;
                default ->
                    throw new IllegalArgumentException(
                        "unknown granularity '" + text + "' (select, block, edge)");
              });

  /** The options the command line offers for {@code dash}. */
  static final List<EngineOption<?>> ALL =
      List.of(
          NO_UNSAT_TARGET_CHECK,
          WITHOUT,
          DOT,
          MAX_ITERATIONS,
          MAX_CALL_DEPTH,
          MAX_TEST_STEPS,
          BLOCKS,
          SharedOptions.SOLVER);

  public DashOptions {
    Objects.requireNonNull(solver);
    Objects.requireNonNull(dotDirectory);
    Objects.requireNonNull(blocks);
    disabled = disabled.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(disabled));
    if (maxIterations < 1 || maxCallDepth < 0 || maxTestSteps < 1) {
      throw new IllegalArgumentException("the iteration, depth and step bounds must be positive");
    }
  }

  public static DashOptions defaults() {
    return from(OptionValues.DEFAULTS);
  }

  static DashOptions from(OptionValues values) {
    return new DashOptions(
        values.get(SharedOptions.SOLVER),
        values.get(DOT),
        values.get(MAX_ITERATIONS),
        (int) Math.min(Integer.MAX_VALUE, values.get(MAX_CALL_DEPTH)),
        values.get(MAX_TEST_STEPS),
        disabled(values),
        values.get(BLOCKS));
  }

  private static Set<Fix> disabled(OptionValues values) {
    EnumSet<Fix> off = EnumSet.noneOf(Fix.class);
    off.addAll(values.get(WITHOUT).fixes());
    if (values.get(NO_UNSAT_TARGET_CHECK)) {
      off.add(Fix.UNSAT_TARGET_CHECK);
    }
    return off;
  }

  boolean uses(Fix fix) {
    return !disabled.contains(fix);
  }

  /** These options with {@code fix} switched off. */
  public DashOptions without(Fix fix) {
    EnumSet<Fix> off = EnumSet.of(fix);
    off.addAll(disabled);
    return new DashOptions(
        solver, dotDirectory, maxIterations, maxCallDepth, maxTestSteps, off, blocks);
  }

  public DashOptions withMaxIterations(long n) {
    return new DashOptions(solver, dotDirectory, n, maxCallDepth, maxTestSteps, disabled, blocks);
  }

  public DashOptions withDotDirectory(Path dir) {
    return new DashOptions(
        solver, Optional.of(dir), maxIterations, maxCallDepth, maxTestSteps, disabled, blocks);
  }

  /** These options with regions at {@code g}. */
  public DashOptions withBlocks(Granularity g) {
    return new DashOptions(
        solver, dotDirectory, maxIterations, maxCallDepth, maxTestSteps, disabled, g);
  }
}
