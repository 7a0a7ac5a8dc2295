package dev.vigil.report;

import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.EngineOption;
import java.util.List;

/** The engines and their options, as {@code vigil engines} lists them. */
public final class EngineListing {
  private EngineListing() {}

  public static String render(List<EngineDescriptor> engines, String defaultEngine) {
    StringBuilder sb = new StringBuilder();
    for (EngineDescriptor d : engines) {
      sb.append(d.name())
          .append(d.name().equals(defaultEngine) ? " (default)" : "")
          .append(": ")
          .append(d.description())
          .append('\n');
      for (EngineOption<?> o : d.options()) {
        sb.append(
            String.format(
                "  %-20s %s%s%n",
                option(o),
                o.description(),
                o.isFlag() ? "" : " (default: " + o.defaultText() + ")"));
      }
    }
    return sb.toString();
  }

  /** {@code --name} or {@code --name=LABEL}. */
  public static String option(EngineOption<?> o) {
    return "--" + o.name() + (o.isFlag() ? "" : "=" + o.label());
  }
}
