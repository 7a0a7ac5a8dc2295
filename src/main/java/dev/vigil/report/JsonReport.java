package dev.vigil.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Input;
import dev.vigil.ir.TraceStep;
import dev.vigil.task.Task;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Results as JSON, for programs: {@code vigil verify --json} (read by {@code vigil bench}: the
 * fields {@code verdict}, {@code violated} and {@code unknown.kind} are its contract) and the
 * counterexample file of {@code --cex}.
 */
public final class JsonReport {
  /**
   * Jackson's streaming writer, indented as {@code ObjectMapper}'s {@code INDENT_OUTPUT} does: the
   * values are maps, lists, strings, numbers, booleans and nulls, and starting an {@code
   * ObjectMapper} costs a short run more CPU time than all the rest of its output.
   */
  private static final JsonFactory JSON = new JsonFactory();

  private JsonReport() {}

  /** The whole result of verifying {@code task}. */
  public static String result(Task task, Result result, List<String> warnings) {
    Verdict verdict = result.verdict();
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("task", task.name());
    out.put("property", task.specification().name());
    out.put("data_model", task.dataModel().name());
    out.put("result", VerdictText.verdict(verdict));
    switch (verdict) {
      case Verdict.Proved p -> {
        out.put("verdict", "true");
        out.put("proof", p.proof().method());
        out.put("invariants", invariants(p.proof()));
      }
      case Verdict.Violated v -> {
        out.put("verdict", "false");
        out.put("violated", v.counterexample().property().svcompName());
        out.put("counterexample", counterexampleMap(v.counterexample()));
      }
      case Verdict.Unknown u -> {
        out.put("verdict", "unknown");
        out.put("reason", ReasonText.render(u.reason()));
        out.put("unknown", reason(u.reason()));
      }
    }
    task.expected()
        .ifPresent(
            e -> {
              out.put("expected", e.toString());
              out.put("correct", Expectations.correct(verdict, e).orElse(null));
            });
    out.put("warnings", warnings);
    out.put("statistics", StatisticsText.json(result.statistics()));
    return write(out);
  }

  /** The counterexample of a FALSE result alone, as {@code --cex} writes it; empty otherwise. */
  public static Optional<String> counterexample(Result result) {
    return result.verdict() instanceof Verdict.Violated v
        ? Optional.of(write(counterexampleMap(v.counterexample())))
        : Optional.empty();
  }

  private static Map<String, Object> reason(Reason r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind", r.kind().id());
    m.put("detail", r.detail());
    if (r.location().isKnown()) {
      m.put("location", r.location().toString());
    }
    if (!r.notes().isEmpty()) {
      List<Map<String, Object>> notes = new ArrayList<>();
      for (Reason.Note n : r.notes()) {
        Map<String, Object> note = new LinkedHashMap<>();
        note.put("context", n.context());
        note.put("reason", reason(n.reason()));
        notes.add(note);
      }
      m.put("notes", notes);
    }
    return m;
  }

  private static List<Map<String, Object>> invariants(Proof proof) {
    List<Map<String, Object>> list = new ArrayList<>();
    for (Proof.Invariant i : proof.invariants()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("function", i.function());
      m.put("loop_head", i.loopHead().toString());
      m.put("file", i.loc().file());
      m.put("line", i.loc().line());
      m.put("invariant", CExpressions.render(i));
      list.add(m);
    }
    return list;
  }

  private static Map<String, Object> counterexampleMap(Counterexample cex) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("property", cex.property().svcompName());
    out.put("violation", cex.violation().toString());
    List<Map<String, Object>> inputs = new ArrayList<>();
    for (Input in : cex.inputs()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("origin", ReasonText.origin(in.origin()));
      m.put("origin_kind", ReasonText.originKind(in.origin()));
      m.put("value", ValueText.constant(in.value()));
      m.put("type", in.value().type().toString());
      m.put("location", in.loc().toString());
      inputs.add(m);
    }
    out.put("inputs", inputs);
    List<Map<String, Object>> steps = new ArrayList<>();
    for (TraceStep s : cex.steps()) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("file", s.loc().file());
      m.put("line", s.loc().line());
      m.put("function", s.function());
      m.put("event", eventKind(s.event()));
      String text = TraceText.event(s.event());
      if (!text.isEmpty()) {
        m.put("text", text);
      }
      steps.add(m);
    }
    out.put("trace", steps);
    return out;
  }

  private static String eventKind(TraceStep.Event e) {
    return switch (e) {
      case TraceStep.Assigned a -> "assigned";
      case TraceStep.InputRead i -> "input";
      case TraceStep.Stored s -> "stored";
      case TraceStep.Called c -> "call";
      case TraceStep.Returned r -> "return";
      case TraceStep.Freed f -> "free";
      case TraceStep.Copied c -> "memcpy";
      case TraceStep.Filled f -> "memset";
      case TraceStep.Havocked h -> "havoc";
      case TraceStep.Elided x -> "elided";
    };
  }

  private static String write(Object value) {
    StringWriter text = new StringWriter();
    try (JsonGenerator out = JSON.createGenerator(text)) {
      out.setPrettyPrinter(new DefaultPrettyPrinter());
      write(out, value);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write JSON", e);
    }
    return text.toString();
  }

  private static void write(JsonGenerator out, Object value) throws IOException {
    switch (value) {
      case null -> out.writeNull();
      case String s -> out.writeString(s);
      case Boolean b -> out.writeBoolean(b);
      case Integer i -> out.writeNumber(i);
      case Long l -> out.writeNumber(l);
      case Double d -> out.writeNumber(d);
      case Map<?, ?> map -> {
        out.writeStartObject();
        for (Map.Entry<?, ?> e : map.entrySet()) {
          out.writeFieldName(e.getKey().toString());
          write(out, e.getValue());
        }
        out.writeEndObject();
      }
      case List<?> list -> {
        out.writeStartArray();
        for (Object element : list) {
          write(out, element);
        }
        out.writeEndArray();
      }
      default ->
          throw new IllegalArgumentException("no JSON for a " + value.getClass().getSimpleName());
    }
  }
}
