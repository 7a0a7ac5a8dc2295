package dev.vigil.engine;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One option of an engine, as the engine's package declares it: its {@code name} (the command line
 * shows it as {@code --name}), the {@code label} of its value (empty for a flag, which takes none),
 * its default value and how help shows it, a one-line description, and how a given text becomes a
 * value. A parser rejects bad text with an {@link IllegalArgumentException} whose message says what
 * is wrong with the value, not which option it was given to. An option that several engines share
 * is one constant that each of them lists.
 */
public record EngineOption<T>(
    String name,
    String label,
    T defaultValue,
    String defaultText,
    String description,
    Parser<T> parser) {

  /** Turns the text given on the command line into the option's value. */
  @FunctionalInterface
  public interface Parser<T> {
    T parse(String text);
  }

  public EngineOption {
    Objects.requireNonNull(name);
    Objects.requireNonNull(label);
    Objects.requireNonNull(defaultValue);
    Objects.requireNonNull(defaultText);
    Objects.requireNonNull(description);
    Objects.requireNonNull(parser);
  }

  /** Whether the option is a flag: present or absent, no value. */
  public boolean isFlag() {
    return label.isEmpty();
  }

  /** A flag, off unless given. */
  public static EngineOption<Boolean> flag(String name, String description) {
    return new EngineOption<>(name, "", false, "off", description, Boolean::parseBoolean);
  }

  /**
   * A whole number of at least {@code min}, absent unless given ({@code absent} says what then).
   */
  public static EngineOption<OptionalInt> atLeast(
      int min, String name, String label, String description, String absent) {
    return new EngineOption<>(
        name,
        label,
        OptionalInt.empty(),
        absent,
        description,
        text -> OptionalInt.of(parseInt(text, min)));
  }

  /** Any whole number ({@code long}), with a default. */
  public static EngineOption<Long> number(
      String name, String label, long defaultValue, String description) {
    return new EngineOption<>(
        name,
        label,
        defaultValue,
        Long.toString(defaultValue),
        description,
        EngineOption::parseLong);
  }

  /** A value named by a word (e.g. a solver), with a default and its word. */
  public static <T> EngineOption<T> choice(
      String name,
      String label,
      T defaultValue,
      String defaultText,
      String description,
      Parser<T> parser) {
    return new EngineOption<>(name, label, defaultValue, defaultText, description, parser);
  }

  private static int parseInt(String text, int min) {
    int value;
    try {
      value = Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "' is not a whole number");
    }
    if (value < min) {
      throw new IllegalArgumentException("must be at least " + min + ", not " + value);
    }
    return value;
  }

  private static long parseLong(String text) {
    try {
      return Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + text + "' is not a whole number");
    }
  }
}
