package dev.vigil.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The values of engine options that were given, by option name; an option not given has its
 * default. Values are those the options' parsers made.
 */
public final class OptionValues {
  public static final OptionValues DEFAULTS = new OptionValues(Map.of());

  private final Map<String, Object> given;

  private OptionValues(Map<String, Object> given) {
    this.given = Collections.unmodifiableMap(new LinkedHashMap<>(given));
  }

  /** Values by option name, each of the type the option's parser makes. */
  public static OptionValues of(Map<String, Object> given) {
    return new OptionValues(given);
  }

  /** The names of the options given. */
  public Set<String> names() {
    return given.keySet();
  }

  /** The given value of {@code option}, or its default. */
  public <T> T get(EngineOption<T> option) {
    Object value = given.get(option.name());
    if (value == null) {
      return option.defaultValue();
    }
    if (!option.defaultValue().getClass().isInstance(value)) {
      throw new IllegalArgumentException(
          "option " + option.name() + " has a value of the wrong type: " + value);
    }
    @SuppressWarnings("unchecked")
    T typed = (T) value;
    return typed;
  }
}
