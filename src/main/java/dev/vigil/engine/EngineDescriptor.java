package dev.vigil.engine;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What an engine package tells the command line about its engine: the name users choose it by, a
 * one-line description, its options (the command line parses them generically and lists them under
 * the engine in {@code --help}), the options of other engines it passes on to them (a portfolio's),
 * and how to create the engine from their values. Each engine package has one; registering it is
 * one line in the command line's registry.
 */
public record EngineDescriptor(
    String name,
    String description,
    List<EngineOption<?>> options,
    List<EngineOption<?>> forwarded,
    Function<OptionValues, Engine> factory) {
  public EngineDescriptor {
    Objects.requireNonNull(name);
    Objects.requireNonNull(description);
    options = List.copyOf(options);
    forwarded = List.copyOf(forwarded);
    Objects.requireNonNull(factory);
  }

  public EngineDescriptor(
      String name,
      String description,
      List<EngineOption<?>> options,
      Function<OptionValues, Engine> factory) {
    this(name, description, options, List.of(), factory);
  }

  /**
   * Whether a value of {@code option} may be given to this engine: its own, or one it passes on.
   */
  public boolean accepts(EngineOption<?> option) {
    return options.contains(option) || forwarded.contains(option);
  }

  /**
   * The engine for these option values; an {@link IllegalArgumentException} says which values do
   * not fit together.
   */
  public Engine create(OptionValues values) {
    return factory.apply(values);
  }
}
