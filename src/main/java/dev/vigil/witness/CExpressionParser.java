package dev.vigil.witness;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Type.IntType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the integer C expressions that witnesses carry as invariants into IR conditions ({@code
 * i1}): identifiers, integer constants (a {@code u} suffix makes a comparison unsigned, as {@code
 * report/CExpressions} writes them), {@code ! - ~}, {@code * / %}, {@code + -}, comparisons, {@code
 * & ^ |}, {@code && ||}, parentheses, and a typed read of a global at a byte offset ({@code *(int
 * *) ((char *) &s + 4)}). Operands of different widths are sign-extended, integers used as
 * conditions compare to 0. Anything else is not read: the caller answers UNKNOWN.
 */
public final class CExpressionParser {
  /** What the names of an expression stand for. */
  public interface Scope {
    /** The value of the variable or global named {@code name} here, if there is one. */
    Optional<Expr> variable(String name);

    /** The integer of {@code bits} at byte {@code offset} of global {@code global}. */
    Optional<Expr> cell(String global, long offset, int bits);
  }

  /** An expression that is not read, with why. */
  public static final class Unreadable extends Exception {
    Unreadable(String message) {
      super(message);
    }
  }

  private static final Pattern TOKEN =
      Pattern.compile(
          "\\s*(?:(0[xX][0-9a-fA-F]+|\\d+)([uUlL]*)|([A-Za-z_][A-Za-z0-9_.$]*)"
              + "|(&&|\\|\\||==|!=|<=|>=|<<|>>|[-+*/%<>!~&|^()]))");

  private static final java.util.Set<String> TYPE_WORDS =
      java.util.Set.of("unsigned", "signed", "char", "short", "int", "long");

  /** A typed operand: {@code literal} constants take the width of the other side. */
  private record Value(Expr expr, boolean literal, boolean unsigned) {}

  private final List<String> tokens = new ArrayList<>();
  private final List<Boolean> unsignedLiteral = new ArrayList<>();
  private final Scope scope;
  private int pos;

  private CExpressionParser(Scope scope) {
    this.scope = scope;
  }

  /** {@code text} as an {@code i1} condition over the scope's values. */
  public static Expr parse(String text, Scope scope) throws Unreadable {
    CExpressionParser p = new CExpressionParser(scope);
    p.tokenize(text.strip().replaceAll(";$", ""));
    Value v = p.or();
    if (p.pos != p.tokens.size()) {
      throw new Unreadable("unexpected '" + p.tokens.get(p.pos) + "'");
    }
    return condition(v);
  }

  private void tokenize(String text) throws Unreadable {
    Matcher m = TOKEN.matcher(text);
    int at = 0;
    while (at < text.length()) {
      if (!m.find(at) || m.start() != at) {
        if (text.substring(at).isBlank()) {
          break;
        }
        throw new Unreadable("cannot read '" + text.substring(at) + "'");
      }
      if (m.group(1) != null) {
        tokens.add(m.group(1));
        unsignedLiteral.add(m.group(2).toLowerCase().contains("u"));
      } else {
        tokens.add(m.group(3) != null ? m.group(3) : m.group(4));
        unsignedLiteral.add(false);
      }
      at = m.end();
    }
  }

  private boolean accept(String token) {
    if (pos < tokens.size() && tokens.get(pos).equals(token)) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(String token) throws Unreadable {
    if (!accept(token)) {
      throw new Unreadable("expected '" + token + "'");
    }
  }

  private Value or() throws Unreadable {
    Value v = and();
    while (accept("||")) {
      v = bool(Exprs.or(condition(v), condition(and())));
    }
    return v;
  }

  private Value and() throws Unreadable {
    Value v = bitOr();
    while (accept("&&")) {
      v = bool(Exprs.and(condition(v), condition(bitOr())));
    }
    return v;
  }

  private Value bitOr() throws Unreadable {
    Value v = bitXor();
    while (accept("|")) {
      v = arithmetic(BinaryOp.OR, v, bitXor());
    }
    return v;
  }

  private Value bitXor() throws Unreadable {
    Value v = bitAnd();
    while (accept("^")) {
      v = arithmetic(BinaryOp.XOR, v, bitAnd());
    }
    return v;
  }

  private Value bitAnd() throws Unreadable {
    Value v = equality();
    while (accept("&")) {
      v = arithmetic(BinaryOp.AND, v, equality());
    }
    return v;
  }

  private Value equality() throws Unreadable {
    Value v = relational();
    while (true) {
      if (accept("==")) {
        v = compare(BinaryOp.EQ, v, relational(), false);
      } else if (accept("!=")) {
        v = compare(BinaryOp.NE, v, relational(), false);
      } else {
        return v;
      }
    }
  }

  private Value relational() throws Unreadable {
    Value v = additive();
    while (true) {
      if (accept("<")) {
        v = compare(BinaryOp.SLT, v, additive(), false);
      } else if (accept("<=")) {
        v = compare(BinaryOp.SLE, v, additive(), false);
      } else if (accept(">")) {
        v = compare(BinaryOp.SLT, v, additive(), true);
      } else if (accept(">=")) {
        v = compare(BinaryOp.SLE, v, additive(), true);
      } else {
        return v;
      }
    }
  }

  private Value additive() throws Unreadable {
    Value v = multiplicative();
    while (true) {
      if (accept("+")) {
        v = arithmetic(BinaryOp.ADD, v, multiplicative());
      } else if (accept("-")) {
        v = arithmetic(BinaryOp.SUB, v, multiplicative());
      } else {
        return v;
      }
    }
  }

  private Value multiplicative() throws Unreadable {
    Value v = unary();
    while (true) {
      if (accept("*")) {
        v = arithmetic(BinaryOp.MUL, v, unary());
      } else if (accept("/")) {
        Value r = unary();
        v = arithmetic(v.unsigned() || r.unsigned() ? BinaryOp.UDIV : BinaryOp.SDIV, v, r);
      } else if (accept("%")) {
        Value r = unary();
        v = arithmetic(v.unsigned() || r.unsigned() ? BinaryOp.UREM : BinaryOp.SREM, v, r);
      } else {
        return v;
      }
    }
  }

  private Value unary() throws Unreadable {
    if (accept("!")) {
      return bool(Exprs.not(condition(unary())));
    }
    if (accept("-")) {
      Value v = unary();
      return arithmetic(BinaryOp.SUB, new Value(zero(v), v.literal(), v.unsigned()), v);
    }
    if (accept("~")) {
      Value v = unary();
      return arithmetic(BinaryOp.XOR, v, new Value(Exprs.intConst(IntType.I64, -1), true, false));
    }
    if (accept("+")) {
      return unary();
    }
    if (pos < tokens.size() && tokens.get(pos).equals("*")) {
      return cell();
    }
    if (pos + 1 < tokens.size()
        && tokens.get(pos).equals("(")
        && TYPE_WORDS.contains(tokens.get(pos + 1))) {
      pos++;
      StringBuilder type = new StringBuilder();
      while (pos < tokens.size() && TYPE_WORDS.contains(tokens.get(pos))) {
        type.append(tokens.get(pos++)).append(' ');
      }
      expect(")");
      String name = type.toString().strip();
      Value v = unary();
      boolean unsigned = name.startsWith("unsigned") || name.equals("_Bool");
      return new Value(resize(v.expr(), bits(name), v.unsigned()), false, unsigned);
    }
    return primary();
  }

  /** {@code *(T *) ((char *) &g + n)}. */
  private Value cell() throws Unreadable {
    expect("*");
    expect("(");
    StringBuilder type = new StringBuilder();
    while (pos < tokens.size() && !tokens.get(pos).equals("*")) {
      type.append(tokens.get(pos++)).append(' ');
    }
    expect("*");
    expect(")");
    expect("(");
    expect("(");
    expect("char");
    expect("*");
    expect(")");
    expect("&");
    String global = identifier();
    expect("+");
    long offset = Long.parseLong(number());
    expect(")");
    int bits = bits(type.toString().strip());
    Expr e =
        scope
            .cell(global, offset, bits)
            .orElseThrow(() -> new Unreadable("no global " + global + " with a cell at " + offset));
    return new Value(e, false, false);
  }

  /** The width of a C integer type (LP64's {@code long}: witnesses of ILP32 write int). */
  private static int bits(String type) throws Unreadable {
    return switch (type.replaceFirst("^(un)?signed ?", "")) {
      case "char" -> 8;
      case "short" -> 16;
      case "int", "" -> 32;
      case "long long", "long" -> 64;
      default -> throw new Unreadable("unknown type '" + type + "'");
    };
  }

  private Value primary() throws Unreadable {
    if (accept("(")) {
      Value v = or();
      expect(")");
      return v;
    }
    if (pos >= tokens.size()) {
      throw new Unreadable("the expression ends early");
    }
    String t = tokens.get(pos);
    if (Character.isDigit(t.charAt(0))) {
      boolean unsigned = unsignedLiteral.get(pos);
      pos++;
      long value =
          t.startsWith("0x") || t.startsWith("0X")
              ? Long.parseUnsignedLong(t.substring(2), 16)
              : Long.parseUnsignedLong(t);
      return new Value(Exprs.intConst(IntType.I64, value), true, unsigned);
    }
    String name = identifier();
    Expr e =
        scope.variable(name).orElseThrow(() -> new Unreadable("unknown variable '" + name + "'"));
    if (!(e.type() instanceof IntType)) {
      throw new Unreadable("'" + name + "' is not an integer");
    }
    return new Value(e, false, false);
  }

  private String identifier() throws Unreadable {
    if (pos < tokens.size() && Character.isJavaIdentifierStart(tokens.get(pos).charAt(0))) {
      return tokens.get(pos++);
    }
    throw new Unreadable("expected a name");
  }

  private String number() throws Unreadable {
    if (pos < tokens.size() && Character.isDigit(tokens.get(pos).charAt(0))) {
      return tokens.get(pos++);
    }
    throw new Unreadable("expected a number");
  }

  private static Value bool(Expr e) {
    return new Value(e, false, false);
  }

  private static Expr zero(Value v) {
    return Exprs.intConst((IntType) v.expr().type(), 0);
  }

  /** An integer used as a condition: {@code != 0}. */
  private static Expr condition(Value v) {
    IntType t = (IntType) v.expr().type();
    return t.bits() == 1 ? v.expr() : Exprs.binary(BinaryOp.NE, v.expr(), Exprs.intConst(t, 0));
  }

  private static Value arithmetic(BinaryOp op, Value a, Value b) {
    Expr[] both = unify(a, b);
    return new Value(
        Exprs.binary(op, both[0], both[1]),
        a.literal() && b.literal(),
        a.unsigned() || b.unsigned());
  }

  private static Value compare(BinaryOp op, Value a, Value b, boolean swap) {
    Expr[] both = unify(a, b);
    boolean unsigned = a.unsigned() || b.unsigned();
    BinaryOp o =
        !unsigned ? op : op == BinaryOp.SLT ? BinaryOp.ULT : op == BinaryOp.SLE ? BinaryOp.ULE : op;
    return bool(swap ? Exprs.binary(o, both[1], both[0]) : Exprs.binary(o, both[0], both[1]));
  }

  /** The two operands at one width: a literal takes the other's, else the wider one's. */
  private static Expr[] unify(Value a, Value b) {
    int wa = ((IntType) a.expr().type()).bits();
    int wb = ((IntType) b.expr().type()).bits();
    if (a.literal() && !b.literal()) {
      return new Expr[] {resize(a.expr(), wb, false), b.expr()};
    }
    if (b.literal() && !a.literal()) {
      return new Expr[] {a.expr(), resize(b.expr(), wa, false)};
    }
    int w = Math.max(Math.max(wa, wb), wa == 1 || wb == 1 ? 32 : 0);
    return new Expr[] {resize(a.expr(), w, a.unsigned()), resize(b.expr(), w, b.unsigned())};
  }

  private static Expr resize(Expr e, int bits, boolean unsigned) {
    IntType from = (IntType) e.type();
    IntType to = IntType.of(bits);
    if (from.bits() == bits) {
      return e;
    }
    if (e instanceof Expr.IntConst c) {
      return Exprs.intConst(to, c.bits());
    }
    if (from.bits() > bits) {
      return Exprs.cast(Expr.CastOp.TRUNC, e, to);
    }
    boolean zero = unsigned || from.bits() == 1;
    return Exprs.cast(zero ? Expr.CastOp.ZEXT : Expr.CastOp.SEXT, e, to);
  }
}
