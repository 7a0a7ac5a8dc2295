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
          YAMLFactory.builder()
              .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
              .build());

  private YamlWitness() {}

  static String violation(WitnessInfo info, Counterexample cex) {
    List<Object> segments = new ArrayList<>();
    for (Input in : cex.inputs()) {
      if (in.origin() instanceof InputOrigin.Nondet n && in.loc().isKnown()) {
        Map<String, Object> waypoint = new LinkedHashMap<>();
        waypoint.put("type", "function_return");
        waypoint.put("action", "follow");
        waypoint.put(
            "constraint",
            Map.of("value", "\\result == " + WitnessValues.literal(in.value(), n.function())));
        waypoint.put("location", location(info, in.loc(), null));
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
