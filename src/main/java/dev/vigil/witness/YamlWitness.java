package dev.vigil.witness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Proof;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Input;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.SourceLoc;
import dev.vigil.report.CExpressions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Witnesses in the YAML format 2.0 of SV-COMP: a violation sequence whose segments follow the
 * {@code __VERIFIER_nondet_*} results ({@code function_return} waypoints constrained to {@code
 * \result == v}) and end at the error ({@code target}); an invariant set of loop invariants.
 */
final class YamlWitness {
  private static final YAMLMapper YAML =
      new YAMLMapper(
          YAMLFactory.builder().disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER).build());

  private YamlWitness() {}

  static String violation(WitnessInfo info, Counterexample cex) {
    List<String> source = source(info);
    List<Object> segments = new ArrayList<>();
    for (Input in : cex.inputs()) {
      if (in.origin() instanceof InputOrigin.Nondet n && in.loc().isKnown()) {
        Map<String, Object> waypoint = new LinkedHashMap<>();
        waypoint.put("type", "function_return");
        waypoint.put("action", "follow");
        waypoint.put(
            "constraint",
            Map.of("value", "\\result == " + WitnessValues.literal(in.value(), n.function())));
        waypoint.put("location", location(info, closingParenthesis(source, in.loc()), null));
        segments.add(Map.of("segment", List.of(Map.of("waypoint", waypoint))));
      }
    }
    Map<String, Object> target = new LinkedHashMap<>();
    target.put("type", "target");
    target.put("action", "follow");
    target.put("location", location(info, cex.violation(), null));
    segments.add(Map.of("segment", List.of(Map.of("waypoint", target))));
    return write(info, "violation_sequence", segments);
  }

  static String correctness(WitnessInfo info, Proof proof) {
    List<Object> content = new ArrayList<>();
    for (Proof.Invariant inv : proof.invariants()) {
      if (inv.loc().isKnown()) {
        Map<String, Object> invariant = new LinkedHashMap<>();
        invariant.put("type", "loop_invariant");
        invariant.put("location", location(info, inv.loc(), inv.function()));
        invariant.put("value", CExpressions.renderCast(inv));
        invariant.put("format", "c_expression");
        content.add(Map.of("invariant", invariant));
      }
    }
    return write(info, "invariant_set", content);
  }

  private static List<String> source(WitnessInfo info) {
    try {
      return Files.readAllLines(Path.of(info.programFile()), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      return List.of(); // the columns stay those of the calls
    }
  }

  /**
   * Where the call that starts at {@code call} ends: format 2.0 puts a function_return waypoint at
   * the call's closing parenthesis. The call's own position when the source does not say.
   */
  static SourceLoc closingParenthesis(List<String> source, SourceLoc call) {
    if (!call.isKnown() || call.column() == 0 || call.line() > source.size()) {
      return call;
    }
    int depth = 0;
    for (int line = call.line(); line <= source.size(); line++) {
      String text = source.get(line - 1);
      for (int col = line == call.line() ? call.column() - 1 : 0; col < text.length(); col++) {
        char c = text.charAt(col);
        if (c == '(') {
          depth++;
        } else if (c == ')' && --depth == 0) {
          return new SourceLoc(call.file(), line, col + 1);
        } else if (c == ';' && depth == 0) {
          return call;
        }
      }
    }
    return call;
  }

  private static Map<String, Object> location(WitnessInfo info, SourceLoc loc, String function) {
    Map<String, Object> location = new LinkedHashMap<>();
    location.put("file_name", info.programFile());
    location.put("line", Math.max(loc.line(), 1));
    if (loc.column() > 0) {
      location.put("column", loc.column());
    }
    if (function != null) {
      location.put("function", function);
    }
    return location;
  }

  private static String write(WitnessInfo info, String entryType, List<Object> content) {
    Map<String, Object> task = new LinkedHashMap<>();
    task.put("input_files", List.of(info.programFile()));
    task.put("input_file_hashes", Map.of(info.programFile(), info.programHash()));
    task.put("specification", String.join(" && ", info.formulas()));
    task.put("data_model", info.dataModel() == DataModel.ILP32 ? "ILP32" : "LP64");
    task.put("language", "C");
    Map<String, Object> metadata = new LinkedHashMap<>();
    metadata.put("format_version", "2.0");
    metadata.put("uuid", UUID.randomUUID().toString());
    metadata.put("creation_time", info.creationTime());
    int space = info.producer().indexOf(' ');
    Map<String, Object> producer = new LinkedHashMap<>();
    producer.put("name", space < 0 ? info.producer() : info.producer().substring(0, space));
    if (space >= 0) {
      producer.put("version", info.producer().substring(space + 1));
    }
    metadata.put("producer", producer);
    metadata.put("task", task);
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put("entry_type", entryType);
    entry.put("metadata", metadata);
    entry.put("content", content);
    try {
      return YAML.writeValueAsString(List.of(entry));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("writing YAML: " + e.getMessage(), e);
    }
  }
}
