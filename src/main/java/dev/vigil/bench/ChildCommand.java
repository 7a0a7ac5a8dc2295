package dev.vigil.bench;

import java.util.List;

/**
 * The command line that verifies one task in a child process. The child prints one JSON object on
 * standard output, as {@code vigil verify --json} does, with at least {@code verdict} ({@code
 * true}, {@code false} or {@code unknown}), {@code violated} for false and {@code reason} for
 * unknown.
 */
@FunctionalInterface
public interface ChildCommand {
  List<String> argv(BenchTask task, Limits limits);
}
