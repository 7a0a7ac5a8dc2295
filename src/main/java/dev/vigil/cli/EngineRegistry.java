package dev.vigil.cli;

import dev.vigil.engine.Engine;
import dev.vigil.engine.bmc.BmcEngine;
import dev.vigil.engine.bmc.BmcOptions;
import dev.vigil.engine.kinduction.KInductionEngine;
import dev.vigil.engine.kinduction.KInductionOptions;
import dev.vigil.smt.SolverKind;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/** Engines by name. A new engine is one line here. */
final class EngineRegistry {
  static final String DEFAULT = "kinduction";

  private static final Map<String, Function<EngineConfig, Engine>> ENGINES = new LinkedHashMap<>();

  static {
    // Registered by the engine packages' issues.
    ENGINES.put("random", c -> new dev.vigil.engine.random.RandomEngine(dev.vigil.engine.random.RandomOptions.defaults().withSeed(c.seed())));
    ENGINES.put("bmc", c -> new BmcEngine(BmcOptions.of(c.unwind(), c.maxUnwind(), c.solver(), c.incremental())));
    ENGINES.put("kinduction", c -> new KInductionEngine(
        KInductionOptions.defaults().withSolver(SolverKind.parse(c.solver())).withInvariants(c.invariants())
            .withMaxK(c.maxK()).withBidirectional(c.bidirectional())));
  }

  private EngineRegistry() {}

  static Iterable<String> names() {
    return ENGINES.keySet();
  }

  static Engine create(String name, EngineConfig config) {
    Function<EngineConfig, Engine> factory = ENGINES.get(name);
    if (factory == null) {
      throw new IllegalArgumentException(
          "unknown engine '" + name + "' (available: " + String.join(", ", ENGINES.keySet()) + ")");
    }
    return factory.apply(config);
  }

  static boolean exists(String name) {
    return ENGINES.containsKey(name);
  }
}
