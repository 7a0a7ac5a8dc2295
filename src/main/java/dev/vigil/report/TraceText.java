package dev.vigil.report;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.TraceStep;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** What one trace step did, as a line of C-like text: {@code x = 5}, {@code f(1, 2)}. */
public final class TraceText {
  private TraceText() {}

  /** The step's text; empty for steps that show nothing (a return without a value). */
  public static String event(TraceStep.Event event) {
    return switch (event) {
      case TraceStep.Assigned a -> a.variable().name() + " = " + ValueText.value(a.value());
      case TraceStep.InputRead in -> in.variable().name() + " = " + ValueText.value(in.value());
      case TraceStep.Stored s -> target(s.address()) + " = " + ValueText.value(s.value());
      case TraceStep.Called c ->
          c.callee()
              + c.arguments().stream()
                  .map(ValueText::value)
                  .collect(Collectors.joining(", ", "(", ")"));
      case TraceStep.Returned r -> r.value().map(v -> "return " + ValueText.value(v)).orElse("");
      case TraceStep.Freed f -> "free(" + ValueText.pointer(f.pointer()) + ")";
      case TraceStep.Copied c ->
          "memcpy("
              + ValueText.pointer(c.destination())
              + ", "
              + ValueText.pointer(c.source())
              + ", "
              + Long.toUnsignedString(c.bytes())
              + ")";
      case TraceStep.Filled f ->
          "memset("
              + ValueText.pointer(f.destination())
              + ", "
              + ValueText.constant(f.value().constant())
              + ", "
              + Long.toUnsignedString(f.bytes())
              + ")";
      case TraceStep.Havocked h -> {
        List<String> what = new ArrayList<>();
        h.roots().forEach(r -> what.add(ValueText.pointer(r)));
        if (h.allStackAndHeap()) {
          what.add("any stack or heap object");
        }
        yield h.function() + " may write " + String.join(", ", what);
      }
      case TraceStep.Elided e -> "... " + e.steps() + " earlier steps not shown";
    };
  }

  /** The place a store writes: a variable by its name, anything else as {@code *(place)}. */
  private static String target(ConcreteValue address) {
    return address
        .pointee()
        .filter(p -> p.named() && p.offset() == 0)
        .map(ConcreteValue.Pointee::object)
        .orElseGet(() -> "*(" + ValueText.pointer(address) + ")");
  }
}
