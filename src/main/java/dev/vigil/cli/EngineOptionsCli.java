package dev.vigil.cli;

import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The registered engines' options on a picocli command, generically: each option once (an option
 * that several engines list is offered once, under "several engines"), grouped under its engine in
 * {@code --help}, its value made by the option's own parser. After parsing, the values for the
 * chosen engine; an option of another engine is a usage error.
 */
final class EngineOptionsCli {
  private EngineOptionsCli() {}

  /** Adds every registered engine's options to {@code spec}. */
  static void addTo(CommandSpec spec) {
    Map<String, List<EngineDescriptor>> owners = owners();
    Map<String, EngineOption<?>> byName = byName();
    for (EngineDescriptor d : EngineRegistry.ENGINES) {
      List<EngineOption<?>> own =
          d.options().stream().filter(o -> owners.get(o.name()).size() == 1).toList();
      addGroup(spec, "Options of engine " + d.name() + " (" + d.description() + "):", own);
    }
    List<EngineOption<?>> shared =
        byName.values().stream().filter(o -> owners.get(o.name()).size() > 1).toList();
    for (EngineOption<?> o : shared) {
      String engines =
          owners.get(o.name()).stream()
              .map(EngineDescriptor::name)
              .collect(Collectors.joining(", "));
      addGroup(spec, "Option of the engines " + engines + ":", List.of(o));
    }
  }

  private static void addGroup(CommandSpec spec, String heading, List<EngineOption<?>> options) {
    if (options.isEmpty()) {
      return;
    }
    ArgGroupSpec.Builder group =
        ArgGroupSpec.builder()
            .heading(heading + "%n")
            .exclusive(false)
            .validate(false)
            .multiplicity("0..1");
    options.forEach(o -> group.addArg(spec(o)));
    spec.addArgGroup(group.build());
  }

  private static OptionSpec spec(EngineOption<?> o) {
    String description =
        o.description() + (o.isFlag() ? "" : " (default: " + o.defaultText() + ")");
    OptionSpec.Builder b = OptionSpec.builder("--" + o.name()).description(description);
    if (o.isFlag()) {
      return b.arity("0").type(boolean.class).build();
    }
    return b.paramLabel(o.label())
        .arity("1")
        .type(Object.class)
        .converters(
            text -> {
              try {
                return o.parser().parse(text);
              } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
              }
            })
        .build();
  }

  /**
   * The values given for {@code engine}'s options; a usage error if an option of another engine was
   * given.
   */
  static OptionValues values(ParseResult parsed, EngineDescriptor engine) {
    Map<String, Object> given = new LinkedHashMap<>();
    List<String> foreign = new ArrayList<>();
    for (EngineOption<?> o : byName().values()) {
      OptionSpec matched = parsed.matchedOption("--" + o.name());
      if (matched == null) {
        continue;
      }
      if (!engine.accepts(o)) {
        foreign.add("--" + o.name());
      } else if (!o.isFlag() || Boolean.TRUE.equals(matched.getValue())) {
        given.put(o.name(), o.isFlag() ? Boolean.TRUE : matched.getValue());
      }
    }
    if (!foreign.isEmpty()) {
      throw new CommandLine.ParameterException(
          parsed.commandSpec().commandLine(),
          "engine "
              + engine.name()
              + " has no option "
              + String.join(", ", foreign)
              + " (see 'vigil engines')");
    }
    return OptionValues.of(given);
  }

  /** Each option name with the engines that list it, in registration order. */
  private static Map<String, List<EngineDescriptor>> owners() {
    Map<String, List<EngineDescriptor>> owners = new LinkedHashMap<>();
    for (EngineDescriptor d : EngineRegistry.ENGINES) {
      d.options().forEach(o -> owners.computeIfAbsent(o.name(), n -> new ArrayList<>()).add(d));
    }
    return owners;
  }

  /** Every option of every engine, once, by name. */
  private static Map<String, EngineOption<?>> byName() {
    Map<String, EngineOption<?>> byName = new LinkedHashMap<>();
    for (EngineDescriptor d : EngineRegistry.ENGINES) {
      for (EngineOption<?> o : d.options()) {
        EngineOption<?> earlier = byName.putIfAbsent(o.name(), o);
        if (earlier != null && earlier != o) {
          throw new IllegalStateException(
              "two engine options are named " + o.name() + ": share one constant");
        }
      }
    }
    return byName;
  }
}
