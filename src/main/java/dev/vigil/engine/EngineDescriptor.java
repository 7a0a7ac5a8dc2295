package dev.vigil.engine;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What an engine package tells the command line about its engine: the name users choose it by, a
 * one-line description, its options (the command line parses them generically and lists them under
 * the engine in {@code --help}), and how to create the engine from their values. Each engine
 * package has one; registering it is one line in the command line's registry.
 */
public record EngineDescriptor(
    String name,
    String description,
    List<EngineOption<?>> options,
    Function<OptionValues, Engine> factory) {
  public EngineDescriptor {
    Objects.requireNonNull(name);
    Objects.requireNonNull(description);
    options = List.copyOf(options);
    Objects.requireNonNull(factory);
  }

  /**
   * The engine for these option values; an {@link IllegalArgumentException} says which values do
   * not fit together.
   */
  public Engine create(OptionValues values) {
    return factory.apply(values);
  }
}
