package dev.vigil.cli;

import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.bmc.BmcEngine;
import dev.vigil.engine.kinduction.KInductionEngine;
import dev.vigil.engine.random.RandomEngine;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The engines users can choose. A new engine is one line here (its package's descriptor). */
final class EngineRegistry {
  static final List<EngineDescriptor> ENGINES =
      List.of(KInductionEngine.DESCRIPTOR, BmcEngine.DESCRIPTOR, RandomEngine.DESCRIPTOR);

  static final String DEFAULT = KInductionEngine.DESCRIPTOR.name();

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
