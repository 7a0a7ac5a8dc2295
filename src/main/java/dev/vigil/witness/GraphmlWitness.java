package dev.vigil.witness;

import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Proof;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.TraceStep;
import dev.vigil.report.CExpressions;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Witnesses in SV-COMP's GraphML format 1.0. A violation witness is a path from the entry node to
 * the violation node: one edge per {@code __VERIFIER_nondet_*} result ({@code \result == v} with
 * its function), per function entry and return, and the error's line last. A correctness witness
 * has one node per loop-head invariant, reached from the entry node by an edge at the loop's line.
 */
final class GraphmlWitness {
  private static final String NS = "http://graphml.graphdrawing.org/xmlns";

  /** The keys: id, {@code for}, type, default (or null). */
  private static final List<String[]> KEYS =
      List.of(
          new String[] {"witness-type", "graph", "string", null},
          new String[] {"sourcecodelang", "graph", "string", null},
          new String[] {"producer", "graph", "string", null},
          new String[] {"specification", "graph", "string", null},
          new String[] {"programfile", "graph", "string", null},
          new String[] {"programhash", "graph", "string", null},
          new String[] {"architecture", "graph", "string", null},
          new String[] {"creationtime", "graph", "string", null},
          new String[] {"entry", "node", "boolean", "false"},
          new String[] {"violation", "node", "boolean", "false"},
          new String[] {"invariant", "node", "string", null},
          new String[] {"invariant.scope", "node", "string", null},
          new String[] {"startline", "edge", "int", null},
          new String[] {"assumption", "edge", "string", null},
          new String[] {"assumption.scope", "edge", "string", null},
          new String[] {"assumption.resultfunction", "edge", "string", null},
          new String[] {"control", "edge", "string", null},
          new String[] {"enterFunction", "edge", "string", null},
          new String[] {"returnFrom", "edge", "string", null},
          new String[] {"enterLoopHead", "edge", "boolean", "false"});

  private GraphmlWitness() {}

  /** One edge: its data in order. */
  private record EdgeData(Map<String, String> data) {}

  static String violation(WitnessInfo info, Counterexample cex) {
    List<EdgeData> edges = new ArrayList<>();
    boolean whole = cex.steps().stream().noneMatch(s -> s.event() instanceof TraceStep.Elided);
    if (whole) {
      for (TraceStep step : cex.steps()) {
        edge(step, cex).ifPresent(edges::add);
      }
    } else {
      // The start of the run was not kept: the inputs alone, without the calls.
      cex.inputs()
          .forEach(
              in -> {
                if (in.origin() instanceof InputOrigin.Nondet n) {
                  edges.add(nondet(in.loc(), n.function(), in.value()));
                }
              });
    }
    Map<String, String> last = new LinkedHashMap<>();
    SourceLoc error = cex.violation();
    if (!error.isKnown()) {
      error = lastKnown(cex);
    }
    if (error.isKnown()) {
      last.put("startline", Integer.toString(error.line()));
    }
    edges.add(new EdgeData(last));
    return write(
        info,
        "violation_witness",
        w -> {
          node(w, "N0", Map.of("entry", "true"));
          for (int i = 0; i < edges.size(); i++) {
            String target = "N" + (i + 1);
            node(w, target, i == edges.size() - 1 ? Map.of("violation", "true") : Map.of());
            edge(w, "E" + i, "N" + i, target, edges.get(i).data());
          }
        });
  }

  static String correctness(WitnessInfo info, Proof proof) {
    return write(
        info,
        "correctness_witness",
        w -> {
          node(w, "N0", Map.of("entry", "true"));
          int n = 0;
          for (Proof.Invariant inv : proof.invariants()) {
            if (!inv.loc().isKnown()) {
              continue;
            }
            n++;
            Map<String, String> data = new LinkedHashMap<>();
            data.put("invariant", CExpressions.renderCast(inv));
            data.put("invariant.scope", inv.function());
            node(w, "N" + n, data);
            Map<String, String> edge = new LinkedHashMap<>();
            edge.put("startline", Integer.toString(inv.loc().line()));
            edge.put("enterLoopHead", "true");
            edge(w, "E" + n, "N0", "N" + n, edge);
          }
        });
  }

  private static java.util.Optional<EdgeData> edge(TraceStep step, Counterexample cex) {
    Map<String, String> data = new LinkedHashMap<>();
    switch (step.event()) {
      case TraceStep.InputRead r when r.origin() instanceof InputOrigin.Nondet n -> {
        return java.util.Optional.of(
            nondet(step.loc(), n.function(), cex.inputs().get(r.index()).value()));
      }
      case TraceStep.Called c when !c.callee().startsWith(WitnessValues.PREFIX) ->
          data.put("enterFunction", c.callee());
      case TraceStep.Returned r when !step.function().startsWith(WitnessValues.PREFIX) ->
          data.put("returnFrom", step.function());
      default -> {
        return java.util.Optional.empty();
      }
    }
    if (step.loc().isKnown()) {
      data.put("startline", Integer.toString(step.loc().line()));
    }
    return java.util.Optional.of(new EdgeData(data));
  }

  private static EdgeData nondet(SourceLoc loc, String function, dev.vigil.ir.Expr value) {
    Map<String, String> data = new LinkedHashMap<>();
    if (loc.isKnown()) {
      data.put("startline", Integer.toString(loc.line()));
    }
    data.put("assumption", "\\result == " + WitnessValues.literal(value, function) + ";");
    data.put("assumption.resultfunction", function);
    return new EdgeData(data);
  }

  private static SourceLoc lastKnown(Counterexample cex) {
    for (int i = cex.steps().size() - 1; i >= 0; i--) {
      if (cex.steps().get(i).loc().isKnown()) {
        return cex.steps().get(i).loc();
      }
    }
    return SourceLoc.UNKNOWN;
  }

  @FunctionalInterface
  private interface Body {
    void write(XMLStreamWriter w) throws XMLStreamException;
  }

  private static String write(WitnessInfo info, String type, Body body) {
    StringWriter out = new StringWriter();
    try {
      XMLStreamWriter w = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
      w.writeStartDocument("UTF-8", "1.0");
      w.writeCharacters("\n");
      w.writeStartElement("graphml");
      w.writeDefaultNamespace(NS);
      w.writeNamespace("xsi", "http://www.w3.org/2001/XMLSchema-instance");
      w.writeCharacters("\n");
      for (String[] key : KEYS) {
        w.writeStartElement("key");
        w.writeAttribute("id", key[0]);
        w.writeAttribute("attr.name", key[0]);
        w.writeAttribute("attr.type", key[2]);
        w.writeAttribute("for", key[1]);
        if (key[3] != null) {
          w.writeStartElement("default");
          w.writeCharacters(key[3]);
          w.writeEndElement();
        }
        w.writeEndElement();
        w.writeCharacters("\n");
      }
      w.writeStartElement("graph");
      w.writeAttribute("edgedefault", "directed");
      w.writeCharacters("\n");
      Map<String, String> graph = new LinkedHashMap<>();
      graph.put("witness-type", type);
      graph.put("sourcecodelang", "C");
      graph.put("producer", info.producer());
      graph.put("specification", info.specification());
      graph.put("programfile", info.programFile());
      graph.put("programhash", info.programHash());
      graph.put("architecture", info.architecture());
      graph.put("creationtime", info.creationTime());
      data(w, graph);
      body.write(w);
      w.writeEndElement();
      w.writeCharacters("\n");
      w.writeEndElement();
      w.writeCharacters("\n");
      w.writeEndDocument();
      w.close();
    } catch (XMLStreamException e) {
      throw new IllegalStateException("writing GraphML: " + e.getMessage(), e);
    }
    return out.toString();
  }

  private static void node(XMLStreamWriter w, String id, Map<String, String> data)
      throws XMLStreamException {
    w.writeStartElement("node");
    w.writeAttribute("id", id);
    w.writeCharacters("\n");
    data(w, data);
    w.writeEndElement();
    w.writeCharacters("\n");
  }

  private static void edge(
      XMLStreamWriter w, String id, String source, String target, Map<String, String> data)
      throws XMLStreamException {
    w.writeStartElement("edge");
    w.writeAttribute("id", id);
    w.writeAttribute("source", source);
    w.writeAttribute("target", target);
    w.writeCharacters("\n");
    data(w, data);
    w.writeEndElement();
    w.writeCharacters("\n");
  }

  private static void data(XMLStreamWriter w, Map<String, String> data) throws XMLStreamException {
    for (Map.Entry<String, String> d : data.entrySet()) {
      w.writeStartElement("data");
      w.writeAttribute("key", d.getKey());
      w.writeCharacters(d.getValue());
      w.writeEndElement();
      w.writeCharacters("\n");
    }
  }
}
