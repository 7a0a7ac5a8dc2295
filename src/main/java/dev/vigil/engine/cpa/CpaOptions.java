package dev.vigil.engine.cpa;

import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.cpa.core.Waitlist;
import dev.vigil.engine.cpa.predicate.PredicateCandidates;
import dev.vigil.engine.shared.SharedOptions;
import dev.vigil.smt.SolverKind;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The options of the CPA engine.
 *
 * @param config the analysis (default {@code predicate-cegar})
 * @param argDot where to write the last ARG as Graphviz
 * @param pixelTree where to write the last ARG as a pixel tree (PNG)
 * @param targetPath whether slicing refinement takes every assume edge of the target path as a
 *     criterion (target-path slicing, the default) or the last edge only (target-location)
 * @param order the waitlist order (default: BFS for symbolic execution, as in the thesis; DFS
 *     otherwise)
 * @param solver the SMT solver of the analyses and of the feasibility check
 * @param candidates predicate abstraction's predicates before any refinement (default: the affine
 *     equalities at loop heads)
 */
public record CpaOptions(
    CpaConfig config,
    Optional<Path> argDot,
    Optional<Path> pixelTree,
    boolean targetPath,
    Optional<Waitlist.Order> order,
    SolverKind solver,
    PredicateCandidates candidates) {

  static final EngineOption<CpaConfig> CONFIG =
      EngineOption.choice(
          "cpa-config",
          "NAME",
          CpaConfig.PREDICATE_CEGAR,
          CpaConfig.PREDICATE_CEGAR.cliName(),
          "the analysis: symex, symex-slicing, symex-cegar, symex-slicing-cegar, value-cegar,"
              + " predicate-cegar",
          CpaConfig::parse);
  static final EngineOption<Optional<Path>> ARG_DOT =
      EngineOption.choice(
          "arg-dot",
          "FILE",
          Optional.empty(),
          "none",
          "write the last ARG as Graphviz to FILE",
          text -> Optional.of(Path.of(text)));
  static final EngineOption<Optional<Path>> PIXEL_TREE =
      EngineOption.choice(
          "pixel-tree",
          "FILE.png",
          Optional.empty(),
          "none",
          "draw the last ARG as a pixel tree (one row per BFS depth) into FILE.png",
          text -> Optional.of(Path.of(text)));
  static final EngineOption<Boolean> TARGET_PATH =
      EngineOption.choice(
          "slicing-criterion",
          "C",
          true,
          "path",
          "slicing refinement criteria: path (every assume edge of the target path) or location"
              + " (its last edge)",
          CpaOptions::parseCriterion);
  static final EngineOption<Optional<Waitlist.Order>> ORDER =
      EngineOption.choice(
          "waitlist",
          "ORDER",
          Optional.empty(),
          "bfs for symex, dfs for value, rpo for predicate",
          "the waitlist order: bfs, dfs, or rpo (reverse postorder, deepest call first)",
          text -> Optional.of(parseOrder(text)));

  static final EngineOption<PredicateCandidates.Named> INITIAL_PREDICATES =
      EngineOption.choice(
          "initial-predicates",
          "P",
          PredicateCandidates.Named.ALL,
          "all",
          "predicate-cegar's predicates before any refinement: affine (the affine equalities among"
              + " registers at loop heads), congruence (their known low bits), both, phases (known"
              + " low bits guarded by a branch of the loop), strides (divisibility by a register a"
              + " loop adds, with the guards on it), all (the four), or none",
          CpaOptions::parseInitialPredicates);

  /** The options the command line offers for {@code cpa}. */
  static final List<EngineOption<?>> ALL =
      List.of(
          CONFIG,
          ARG_DOT,
          PIXEL_TREE,
          TARGET_PATH,
          ORDER,
          SharedOptions.SOLVER,
          INITIAL_PREDICATES);

  public CpaOptions {
    Objects.requireNonNull(config);
    Objects.requireNonNull(argDot);
    Objects.requireNonNull(pixelTree);
    Objects.requireNonNull(order);
    Objects.requireNonNull(solver);
  }

  public static CpaOptions defaults() {
    return from(OptionValues.DEFAULTS);
  }

  static CpaOptions from(OptionValues values) {
    return new CpaOptions(
        values.get(CONFIG),
        values.get(ARG_DOT),
        values.get(PIXEL_TREE),
        values.get(TARGET_PATH),
        values.get(ORDER),
        values.get(SharedOptions.SOLVER),
        values.get(INITIAL_PREDICATES).candidates());
  }

  public CpaOptions withConfig(CpaConfig c) {
    return new CpaOptions(c, argDot, pixelTree, targetPath, order, solver, candidates);
  }

  public CpaOptions withTargetPath(boolean on) {
    return new CpaOptions(config, argDot, pixelTree, on, order, solver, candidates);
  }

  public CpaOptions withPictures(Optional<Path> dot, Optional<Path> png) {
    return new CpaOptions(config, dot, png, targetPath, order, solver, candidates);
  }

  /** The waitlist order to use. */
  Waitlist.Order waitlist() {
    return order.orElse(
        switch (config.data) {
          case SYMBOLIC -> Waitlist.Order.BFS;
          case VALUE -> Waitlist.Order.DFS;
          case PREDICATE -> Waitlist.Order.RPO;
        });
  }

  private static boolean parseCriterion(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "path" -> true;
      case "location" -> false;
      default ->
          throw new IllegalArgumentException(
              "unknown slicing criterion '" + text + "' (path, location)");
    };
  }

  /** These options with predicate abstraction's first predicates from {@code c}. */
  public CpaOptions withCandidates(PredicateCandidates c) {
    return new CpaOptions(config, argDot, pixelTree, targetPath, order, solver, c);
  }

  private static PredicateCandidates.Named parseInitialPredicates(String text) {
    for (PredicateCandidates.Named n : PredicateCandidates.Named.values()) {
      if (n.name().equalsIgnoreCase(text)) {
        return n;
      }
    }
    throw new IllegalArgumentException(
        "unknown initial predicates '"
            + text
            + "' (affine, congruence, both, phases, strides, all, none)");
  }

  private static Waitlist.Order parseOrder(String text) {
    for (Waitlist.Order o : Waitlist.Order.values()) {
      if (o.name().equalsIgnoreCase(text)) {
        return o;
      }
    }
    throw new IllegalArgumentException("unknown waitlist order '" + text + "' (bfs, dfs, rpo)");
  }
}
