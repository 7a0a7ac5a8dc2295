package dev.vigil.witness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * Reads a witness in GraphML 1.0 or YAML 2.0 (by its first non-blank character: {@code <} is XML).
 * A GraphML violation witness is followed along its first path (in document order) from the entry
 * node to a violation node that avoids sink nodes.
 */
public final class WitnessReader {
  private WitnessReader() {}

  /** A witness that cannot be read, with why. */
  public static final class BadWitness extends Exception {
    public BadWitness(String message) {
      super(message);
    }
  }

  public static Witness read(Path file) throws BadWitness {
    String text;
    try {
      text = Files.readString(file);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new BadWitness("no such file");
    } catch (IOException e) {
      throw new BadWitness("cannot read it: " + e.getMessage());
    }
    return text.stripLeading().startsWith("<") ? graphml(text) : yaml(text);
  }

  // ---- GraphML

  private record Edge(String source, String target, Map<String, String> data) {}

  static Witness graphml(String text) throws BadWitness {
    Document doc;
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      doc = f.newDocumentBuilder().parse(new InputSource(new StringReader(text)));
    } catch (ParserConfigurationException | SAXException | IOException e) {
      throw new BadWitness("not well-formed GraphML: " + e.getMessage());
    }
    Map<String, String> graphData = new HashMap<>();
    Map<String, Map<String, String>> nodes = new LinkedHashMap<>();
    List<Edge> edges = new ArrayList<>();
    NodeList all = doc.getElementsByTagNameNS("*", "*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      switch (e.getLocalName()) {
        case "graph" -> graphData.putAll(data(e));
        case "node" -> nodes.put(e.getAttribute("id"), data(e));
        case "edge" ->
            edges.add(new Edge(e.getAttribute("source"), e.getAttribute("target"), data(e)));
        default -> {}
      }
    }
    String type = graphData.getOrDefault("witness-type", "");
    return switch (type) {
      case "violation_witness" -> new Witness.Violation(results(nodes, edges));
      case "correctness_witness" -> new Witness.Correctness(claims(nodes, edges));
      default -> throw new BadWitness("unknown witness-type '" + type + "'");
    };
  }

  /** The data children of an element (not of its descendants), by key. */
  private static Map<String, String> data(Element e) {
    Map<String, String> data = new LinkedHashMap<>();
    for (org.w3c.dom.Node c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c instanceof Element d && "data".equals(d.getLocalName())) {
        data.put(d.getAttribute("key"), d.getTextContent().strip());
      }
    }
    return data;
  }

  private static List<Witness.NondetResult> results(
      Map<String, Map<String, String>> nodes, List<Edge> edges) throws BadWitness {
    String entry =
        nodes.entrySet().stream()
            .filter(n -> "true".equals(n.getValue().get("entry")))
            .map(Map.Entry::getKey)
            .findFirst()
            .orElseThrow(() -> new BadWitness("the witness has no entry node"));
    Map<String, List<Edge>> out = new HashMap<>();
    edges.forEach(e -> out.computeIfAbsent(e.source(), s -> new ArrayList<>()).add(e));
    List<Edge> path = new ArrayList<>();
    if (!pathToViolation(entry, nodes, out, new HashSet<>(), path)) {
      throw new BadWitness("no path from the entry node to a violation node");
    }
    List<Witness.NondetResult> results = new ArrayList<>();
    for (Edge e : path) {
      String function = e.data().get("assumption.resultfunction");
      String assumption = e.data().get("assumption");
      if (function != null && assumption != null) {
        for (String part : assumption.split(";")) {
          String p = part.strip();
          if (p.startsWith("\\result")) {
            String rest = p.substring("\\result".length()).strip();
            if (rest.startsWith("==")) {
              results.add(new Witness.NondetResult(function, rest.substring(2).strip()));
            }
          }
        }
      }
    }
    return results;
  }

  private static boolean pathToViolation(
      String node,
      Map<String, Map<String, String>> nodes,
      Map<String, List<Edge>> out,
      Set<String> seen,
      List<Edge> path) {
    Map<String, String> data = nodes.getOrDefault(node, Map.of());
    if ("true".equals(data.get("violation"))) {
      return true;
    }
    if ("true".equals(data.get("sink")) || !seen.add(node)) {
      return false;
    }
    for (Edge e : out.getOrDefault(node, List.of())) {
      path.add(e);
      if (pathToViolation(e.target(), nodes, out, seen, path)) {
        return true;
      }
      path.removeLast();
    }
    return false;
  }

  private static List<Witness.Claim> claims(
      Map<String, Map<String, String>> nodes, List<Edge> edges) {
    List<Witness.Claim> claims = new ArrayList<>();
    nodes.forEach(
        (id, data) -> {
          String inv = data.get("invariant");
          if (inv == null || inv.isBlank() || inv.equals("true") || inv.equals("1")) {
            return;
          }
          List<Integer> lines = new ArrayList<>();
          for (Edge e : edges) {
            if (e.target().equals(id) && e.data().containsKey("startline")) {
              try {
                lines.add(Integer.parseInt(e.data().get("startline")));
              } catch (NumberFormatException x) {
                // a line that is not a number locates nothing
              }
            }
          }
          claims.add(
              new Witness.Claim(lines, Optional.ofNullable(data.get("invariant.scope")), inv));
        });
    return claims;
  }

  // ---- YAML

  /**
   * A violation sequence of a long counterexample has hundreds of thousands of waypoints (60 MB):
   * no limit on a document's size but the heap.
   */
  private static final YAMLMapper YAML = yamlMapper();

  private static YAMLMapper yamlMapper() {
    LoaderOptions options = new LoaderOptions();
    options.setCodePointLimit(Integer.MAX_VALUE);
    return new YAMLMapper(YAMLFactory.builder().loaderOptions(options).build());
  }

  static Witness yaml(String text) throws BadWitness {
    JsonNode root;
    try {
      root = YAML.readTree(text);
    } catch (IOException e) {
      throw new BadWitness("not well-formed YAML: " + e.getMessage());
    }
    if (root == null || !root.isArray() || root.isEmpty()) {
      throw new BadWitness("a YAML witness is a list of entries");
    }
    JsonNode entry = root.get(0);
    String version = entry.path("metadata").path("format_version").asText();
    if (!version.startsWith("2.")) {
      throw new BadWitness("YAML witness format " + version + " is not supported (2.0 is)");
    }
    String type = entry.path("entry_type").asText();
    switch (type) {
      case "violation_sequence" -> {
        List<Witness.NondetResult> results = new ArrayList<>();
        for (JsonNode segment : entry.path("content")) {
          for (JsonNode w : segment.path("segment")) {
            JsonNode waypoint = w.path("waypoint");
            String value = waypoint.path("constraint").path("value").asText("").strip();
            if (waypoint.path("type").asText().equals("function_return")
                && value.startsWith("\\result")) {
              String rest = value.substring("\\result".length()).strip();
              if (rest.startsWith("==")) {
                results.add(
                    new Witness.NondetResult(
                        waypoint.path("location").path("function").asText(""),
                        rest.substring(2).strip()));
              }
            }
          }
        }
        return new Witness.Violation(results);
      }
      case "invariant_set" -> {
        List<Witness.Claim> claims = new ArrayList<>();
        for (JsonNode item : entry.path("content")) {
          JsonNode inv = item.path("invariant");
          if (!inv.path("type").asText().equals("loop_invariant")) {
            continue; // location invariants are hints that need not be inductive alone
          }
          JsonNode loc = inv.path("location");
          String function = loc.path("function").asText("");
          claims.add(
              new Witness.Claim(
                  List.of(loc.path("line").asInt()),
                  function.isEmpty() ? Optional.empty() : Optional.of(function),
                  inv.path("value").asText()));
        }
        return new Witness.Correctness(claims);
      }
      default -> throw new BadWitness("unknown YAML entry_type '" + type + "'");
    }
  }
}
