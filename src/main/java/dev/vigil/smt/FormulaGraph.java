package dev.vigil.smt;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FunctionDeclaration;
import org.sosy_lab.java_smt.api.visitors.DefaultFormulaVisitor;

/**
 * The formulas of one {@link Smt} context seen as the maximally shared graph they are (the solver
 * hash-conses its terms): each {@link Node} has a {@link Shape}, the operator and the children, and
 * a value in a model. Algorithms that walk formulas by their structure, such as structural
 * refinement, use this view; shapes are computed once per node.
 */
public final class FormulaGraph {
  /** The operators that walks treat specially; every other operator is {@link #OTHER}. */
  public enum Kind {
    AND,
    OR,
    NOT,
    IMPLIES,
    ITE,
    /** Equality of values of any sort, Booleans included. */
    EQ,
    BV_AND,
    BV_OR,
    BV_MUL,
    VARIABLE,
    CONSTANT,
    OTHER
  }

  /** One node: a formula, compared as the solver compares terms. */
  public static final class Node {
    final Formula formula;

    Node(Formula formula) {
      this.formula = Objects.requireNonNull(formula);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Node n && n.formula.equals(formula);
    }

    @Override
    public int hashCode() {
      return formula.hashCode();
    }

    @Override
    public String toString() {
      String s = formula.toString();
      return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    }
  }

  /** A node's operator and children, in the solver's order. */
  public record Shape(Kind kind, List<Node> children) {
    public Shape {
      Objects.requireNonNull(kind);
      children = List.copyOf(children);
    }
  }

  private final Smt smt;
  private final Map<Node, Shape> shapes = new HashMap<>();

  public FormulaGraph(Smt smt) {
    this.smt = Objects.requireNonNull(smt);
  }

  public Node of(Bool b) {
    return new Node(b.formula);
  }

  /** The node of a symbolic term; none for a constant. */
  public Optional<Node> of(Term t) {
    return t.isConcrete() ? Optional.empty() : Optional.of(new Node(t.formula));
  }

  /** The node of a placeholder's result, if the caller uses it. */
  public Optional<Node> result(CallPlaceholder p) {
    return p.result().flatMap(this::of);
  }

  /** The variables that stand for a placeholder's memory: bytes, object facts, the counter. */
  public List<Node> memory(CallPlaceholder p) {
    if (!p.abstractsMemory()) {
      return List.of();
    }
    Memory m = p.memory();
    if (p.abstracted() == CallPlaceholder.Abstracted.BYTES) {
      return List.of(new Node(m.contents()));
    }
    return List.of(
        new Node(m.contents()),
        new Node(m.sizes()),
        new Node(m.live()),
        new Node(m.heap()),
        new Node(m.next().formula));
  }

  public Shape shape(Node n) {
    Shape s = shapes.get(n);
    if (s == null) {
      s = compute(n.formula);
      shapes.put(n, s);
    }
    return s;
  }

  /** How many distinct nodes have had their shape computed: the size of the graph walked. */
  public int size() {
    return shapes.size();
  }

  private Shape compute(Formula formula) {
    try {
      return smt.fm.visit(
          formula,
          new DefaultFormulaVisitor<Shape>() {
            @Override
            protected Shape visitDefault(Formula f) {
              return new Shape(Kind.OTHER, List.of());
            }

            @Override
            public Shape visitFreeVariable(Formula f, String name) {
              return new Shape(Kind.VARIABLE, List.of());
            }

            @Override
            public Shape visitConstant(Formula f, Object value) {
              return new Shape(Kind.CONSTANT, List.of());
            }

            @Override
            public Shape visitFunction(
                Formula f, List<Formula> args, FunctionDeclaration<?> declaration) {
              List<Node> children = new ArrayList<>(args.size());
              args.forEach(a -> children.add(new Node(a)));
              return new Shape(kind(declaration), children);
            }
          });
    } catch (RuntimeException e) {
      return new Shape(Kind.OTHER, List.of());
    }
  }

  private static Kind kind(FunctionDeclaration<?> d) {
    return switch (d.getKind()) {
      case AND -> Kind.AND;
      case OR -> Kind.OR;
      case NOT -> Kind.NOT;
      case IMPLIES -> Kind.IMPLIES;
      case ITE -> Kind.ITE;
      case EQ, IFF -> Kind.EQ;
      case BV_AND -> Kind.BV_AND;
      case BV_OR -> Kind.BV_OR;
      case BV_MUL -> Kind.BV_MUL;
      default -> Kind.OTHER;
    };
  }

  /** The truth value of a Boolean node in {@code model}; empty for other nodes. */
  public Optional<Boolean> truth(Node n, SmtModel model) throws SmtFailure {
    if (!(n.formula instanceof BooleanFormula b)) {
      return Optional.empty();
    }
    try {
      return Optional.ofNullable(model.model().evaluate(b));
    } catch (RuntimeException e) {
      throw smt.failure(e);
    }
  }

  /** The value of a bit-vector node in {@code model}, unsigned; empty for other nodes. */
  public Optional<BigInteger> bits(Node n, SmtModel model) throws SmtFailure {
    if (!(n.formula instanceof BitvectorFormula b)) {
      return Optional.empty();
    }
    try {
      return Optional.ofNullable(model.model().evaluate(b));
    } catch (RuntimeException e) {
      throw smt.failure(e);
    }
  }

  /** The width of a bit-vector node; 0 for other nodes. */
  public int width(Node n) {
    return n.formula instanceof BitvectorFormula b ? smt.bitvectors().getLength(b) : 0;
  }

  /**
   * The definitions in a conjunction of equations {@code v = e} whose left side is a variable (as
   * the encoder states SSA definitions and as placeholders are tied to what they stand for): the
   * variable's node to the node of its value, in order.
   */
  public Map<Node, Node> definitions(Bool conjunction) {
    Map<Node, Node> result = new LinkedHashMap<>();
    List<Node> stack = new ArrayList<>(List.of(of(conjunction)));
    while (!stack.isEmpty()) {
      Node n = stack.remove(stack.size() - 1);
      Shape s = shape(n);
      if (s.kind() == Kind.AND) {
        for (int i = s.children().size() - 1; i >= 0; i--) {
          stack.add(s.children().get(i));
        }
      } else if (s.kind() == Kind.EQ
          && s.children().size() == 2
          && shape(s.children().get(0)).kind() == Kind.VARIABLE) {
        result.putIfAbsent(s.children().get(0), s.children().get(1));
      }
    }
    return result;
  }
}
