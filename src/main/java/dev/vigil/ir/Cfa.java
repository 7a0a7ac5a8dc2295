package dev.vigil.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A control-flow automaton: locations and edges, with one entry and one exit location. It is
 * immutable once built; successor and predecessor lists are precomputed for fast traversal.
 */
public final class Cfa {
  private final String function;
  private final List<Location> locations;
  private final List<Edge> edges;
  private final Location entry;
  private final Location exit;
  private final List<List<Edge>> outgoing;
  private final List<List<Edge>> incoming;

  private Cfa(Builder b) {
    this.function = b.function;
    this.locations = List.copyOf(b.locations);
    this.edges = List.copyOf(b.edges);
    this.entry = Objects.requireNonNull(b.entry, "entry");
    this.exit = Objects.requireNonNull(b.exit, "exit");
    List<List<Edge>> out = new ArrayList<>();
    List<List<Edge>> in = new ArrayList<>();
    for (int i = 0; i < locations.size(); i++) {
      out.add(new ArrayList<>());
      in.add(new ArrayList<>());
    }
    for (Edge e : edges) {
      out.get(e.source().index()).add(e);
      in.get(e.target().index()).add(e);
    }
    this.outgoing = out.stream().map(List::copyOf).toList();
    this.incoming = in.stream().map(List::copyOf).toList();
  }

  public String function() {
    return function;
  }

  public List<Location> locations() {
    return locations;
  }

  public List<Edge> edges() {
    return edges;
  }

  public Location entry() {
    return entry;
  }

  public Location exit() {
    return exit;
  }

  public List<Edge> outgoing(Location l) {
    return outgoing.get(l.index());
  }

  public List<Edge> incoming(Location l) {
    return incoming.get(l.index());
  }

  public static Builder builder(String function) {
    return new Builder(function);
  }

  /** Builds a CFA location by location and edge by edge. */
  public static final class Builder {
    private final String function;
    private final List<Location> locations = new ArrayList<>();
    private final List<Edge> edges = new ArrayList<>();
    private Location entry;
    private Location exit;

    private Builder(String function) {
      this.function = Objects.requireNonNull(function);
    }

    public Location newLocation() {
      Location l = new Location(function, locations.size());
      locations.add(l);
      return l;
    }

    public Edge addEdge(Location source, Location target, Op op, SourceLoc loc) {
      Edge e = new Edge(edges.size(), source, target, op, loc);
      edges.add(e);
      return e;
    }

    public int edgeCount() {
      return edges.size();
    }

    public Builder entry(Location l) {
      this.entry = l;
      return this;
    }

    public Builder exit(Location l) {
      this.exit = l;
      return this;
    }

    public Cfa build() {
      return new Cfa(this);
    }
  }
}
