package dev.vigil.cli;

import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.bmc.BmcEngine;
import dev.vigil.engine.cpa.CpaEngine;
import dev.vigil.engine.dash.DashEngine;
import dev.vigil.engine.kinduction.KInductionEngine;
import dev.vigil.engine.portfolio.PortfolioEngine;
import dev.vigil.engine.random.RandomEngine;
import dev.vigil.engine.summaries.SummariesEngine;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The engines users can choose. A new engine is one line here (its package's descriptor). */
final class EngineRegistry {
  /** The engines that verify by a method of their own. */
  private static final List<EngineDescriptor> METHODS =
      List.of(
          KInductionEngine.DESCRIPTOR,
          BmcEngine.DESCRIPTOR,
          RandomEngine.DESCRIPTOR,
          SummariesEngine.DESCRIPTOR,
          DashEngine.DESCRIPTOR,
          CpaEngine.DESCRIPTOR);

  /** Every engine: the portfolio that runs the methods in turn (the default), then the methods. */
  static final List<EngineDescriptor> ENGINES =
      Stream.concat(Stream.of(PortfolioEngine.descriptor(METHODS)), METHODS.stream()).toList();

  /** The portfolio: k-induction first, then the engines that prove what it cannot. */
  static final String DEFAULT = PortfolioEngine.NAME;

  private EngineRegistry() {}

  static Optional<EngineDescriptor> find(String name) {
    return ENGINES.stream().filter(d -> d.name().equals(name)).findFirst();
  }

  /** The error for a name no engine has. */
  static String unknown(String name) {
    return "unknown engine '"
        + name
        + "' (available: "
        + ENGINES.stream().map(EngineDescriptor::name).collect(Collectors.joining(", "))
        + ")";
  }
}
