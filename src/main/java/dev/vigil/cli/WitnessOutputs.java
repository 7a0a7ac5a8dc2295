package dev.vigil.cli;

import dev.vigil.witness.Witnesses;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where {@code vigil verify} writes witnesses, and in which format: each {@code --witness FILE} in
 * the format its extension names ({@code .graphml}, {@code .yml}/{@code .yaml}), a file without one
 * in {@code --witness-format} (GraphML by default); {@code --sv-comp} without {@code --witness}
 * writes SV-COMP's {@code witness.graphml} and {@code witness.yml} in the current directory, where
 * the competition's BenchExec collects them.
 */
record WitnessOutputs(List<Output> outputs) {
  /** One witness file and its format. */
  record Output(Path file, Witnesses.Format format) {}

  /** SV-COMP's file names, in the working directory. */
  static final List<Output> SV_COMP =
      List.of(
          new Output(Path.of("witness.graphml"), Witnesses.Format.GRAPHML),
          new Output(Path.of("witness.yml"), Witnesses.Format.YAML));

  WitnessOutputs {
    outputs = List.copyOf(outputs);
  }

  /**
   * The witness files of a command line; an {@link IllegalArgumentException} says in one line what
   * does not fit together.
   */
  static WitnessOutputs of(List<Path> files, Optional<String> formatName, boolean svComp) {
    Optional<Witnesses.Format> chosen = formatName.map(WitnessOutputs::format);
    if (files.isEmpty()) {
      if (!svComp) {
        formatName.ifPresent(
            f -> {
              throw new IllegalArgumentException("--witness-format needs --witness FILE");
            });
        return new WitnessOutputs(List.of());
      }
      return new WitnessOutputs(
          SV_COMP.stream().filter(o -> chosen.isEmpty() || chosen.get() == o.format()).toList());
    }
    List<Output> outputs = new ArrayList<>();
    for (Path file : files) {
      Optional<Witnesses.Format> named = byExtension(file);
      if (named.isPresent() && chosen.isPresent() && named.get() != chosen.get()) {
        throw new IllegalArgumentException(
            "--witness-format " + formatName.get() + " contradicts the extension of " + file);
      }
      Witnesses.Format format = named.or(() -> chosen).orElse(Witnesses.Format.GRAPHML);
      for (Output o : outputs) {
        if (o.format() == format) {
          throw new IllegalArgumentException(
              "two --witness files in "
                  + name(format)
                  + " format ("
                  + o.file()
                  + ", "
                  + file
                  + "): give one per format, e.g. --witness w.graphml --witness w.yml");
        }
      }
      outputs.add(new Output(file, format));
    }
    return new WitnessOutputs(outputs);
  }

  private static Witnesses.Format format(String name) {
    return switch (name) {
      case "graphml" -> Witnesses.Format.GRAPHML;
      case "yaml" -> Witnesses.Format.YAML;
      default -> throw new IllegalArgumentException("--witness-format must be graphml or yaml");
    };
  }

  private static String name(Witnesses.Format format) {
    return switch (format) {
      case GRAPHML -> "graphml";
      case YAML -> "yaml";
    };
  }

  private static Optional<Witnesses.Format> byExtension(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".graphml")) {
      return Optional.of(Witnesses.Format.GRAPHML);
    }
    if (name.endsWith(".yml") || name.endsWith(".yaml")) {
      return Optional.of(Witnesses.Format.YAML);
    }
    return Optional.empty();
  }

  List<Path> files() {
    return outputs.stream().map(Output::file).toList();
  }
}
