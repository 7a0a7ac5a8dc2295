package dev.vigil.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The measurements of a run: typed values under stable names (e.g. {@code kind_k}, {@code
 * bmc_solver_s}), in the order they were added. Names are unique. {@code report} renders them for
 * {@code --stats}, JSON and pages.
 */
public record Statistics(List<Statistic> entries) {
  public static final Statistics EMPTY = new Statistics(List.of());

  /** One measurement. */
  public sealed interface Statistic {
    String name();
  }

  /** A number of things: a bound, queries, terms. */
  public record Count(String name, long value) implements Statistic {
    public Count {
      Objects.requireNonNull(name);
    }
  }

  /** Time spent (names end in {@code _s}, the unit JSON gives it in). */
  public record Time(String name, Duration value) implements Statistic {
    public Time {
      Objects.requireNonNull(name);
      Objects.requireNonNull(value);
    }
  }

  /** A word or short phrase, e.g. which part of a portfolio answered. */
  public record Text(String name, String value) implements Statistic {
    public Text {
      Objects.requireNonNull(name);
      Objects.requireNonNull(value);
    }
  }

  public Statistics {
    entries = List.copyOf(entries);
    Set<String> names = new HashSet<>();
    for (Statistic s : entries) {
      if (!names.add(s.name())) {
        throw new IllegalArgumentException("statistic " + s.name() + " given twice");
      }
    }
  }

  /** The statistic named {@code name}, if there is one. */
  public Optional<Statistic> get(String name) {
    return entries.stream().filter(s -> s.name().equals(name)).findFirst();
  }

  /** The value of the count named {@code name}; an IllegalArgumentException if there is none. */
  public long count(String name) {
    if (get(name).orElse(null) instanceof Count c) {
      return c.value();
    }
    throw new IllegalArgumentException("no count " + name);
  }

  /** These statistics, then {@code more}. */
  public Statistics plus(Statistics more) {
    List<Statistic> all = new ArrayList<>(entries);
    all.addAll(more.entries);
    return new Statistics(all);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Collects statistics in order. */
  public static final class Builder {
    private final List<Statistic> entries = new ArrayList<>();

    public Builder count(String name, long value) {
      entries.add(new Count(name, value));
      return this;
    }

    public Builder time(String name, Duration value) {
      entries.add(new Time(name, value));
      return this;
    }

    public Builder nanos(String name, long nanos) {
      return time(name, Duration.ofNanos(nanos));
    }

    public Builder text(String name, String value) {
      entries.add(new Text(name, value));
      return this;
    }

    public Builder add(Statistics more) {
      entries.addAll(more.entries());
      return this;
    }

    public Statistics build() {
      return new Statistics(entries);
    }
  }
}
