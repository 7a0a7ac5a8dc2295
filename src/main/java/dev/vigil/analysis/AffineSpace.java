package dev.vigil.analysis;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An affine subspace of Q^n (Karr's domain), kept as generators: a point and a basis of directions
 * in reduced row echelon form; or empty. Exact rational arithmetic.
 */
final class AffineSpace {
  /** A rational number in lowest terms, with a positive denominator. */
  record Q(BigInteger num, BigInteger den) {
    static final Q ZERO = new Q(BigInteger.ZERO, BigInteger.ONE);
    static final Q ONE = new Q(BigInteger.ONE, BigInteger.ONE);

    static Q of(long n) {
      return new Q(BigInteger.valueOf(n), BigInteger.ONE);
    }

    Q {
      if (den.signum() < 0) {
        num = num.negate();
        den = den.negate();
      }
      BigInteger g = num.gcd(den);
      if (g.signum() != 0 && !g.equals(BigInteger.ONE)) {
        num = num.divide(g);
        den = den.divide(g);
      }
    }

    Q plus(Q o) {
      return new Q(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    Q times(Q o) {
      return new Q(num.multiply(o.num), den.multiply(o.den));
    }

    Q over(Q o) {
      return new Q(num.multiply(o.den), den.multiply(o.num));
    }

    Q negate() {
      return new Q(num.negate(), den);
    }

    boolean isZero() {
      return num.signum() == 0;
    }
  }

  /** {@code value = coefficients . x + constant} over the space's coordinates. */
  record Affine(Q[] coefficients, Q constant) {}

  /** An equality {@code coefficients . x = constant} with coprime integer coefficients. */
  record Equality(BigInteger[] coefficients, BigInteger constant) {}

  private final int n;
  private final Q[] point; // null: the empty space
  private final List<Q[]> basis;

  private AffineSpace(int n, Q[] point, List<Q[]> basis) {
    this.n = n;
    this.point = point;
    this.basis = basis;
  }

  static AffineSpace empty(int n) {
    return new AffineSpace(n, null, List.of());
  }

  static AffineSpace everything(int n) {
    List<Q[]> units = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      units.add(unit(n, i));
    }
    return new AffineSpace(n, zeros(n), units);
  }

  boolean isEmpty() {
    return point == null;
  }

  /** The dimension; -1 for the empty space. */
  int dimension() {
    return point == null ? -1 : basis.size();
  }

  /** The smallest affine space containing both. */
  AffineSpace join(AffineSpace o) {
    if (o.isEmpty()) {
      return this;
    }
    if (isEmpty()) {
      return o;
    }
    List<Q[]> rows = new ArrayList<>(basis);
    rows.addAll(o.basis);
    Q[] difference = new Q[n];
    for (int i = 0; i < n; i++) {
      difference[i] = o.point[i].plus(point[i].negate());
    }
    rows.add(difference);
    return new AffineSpace(n, point, echelon(rows));
  }

  /** Whether every point of this space lies in {@code o}. */
  boolean within(AffineSpace o) {
    if (isEmpty()) {
      return true;
    }
    if (o.isEmpty()) {
      return false;
    }
    Q[] offset = new Q[n];
    for (int i = 0; i < n; i++) {
      offset[i] = point[i].plus(o.point[i].negate());
    }
    if (!o.spans(offset)) {
      return false;
    }
    for (Q[] v : basis) {
      if (!o.spans(v)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether direction {@code v} lies in the span of the basis: in reduced row echelon form, {@code
   * v} is then the sum of the rows weighted by its entries at their pivots.
   */
  private boolean spans(Q[] v) {
    Q[] rest = v.clone();
    for (Q[] row : basis) {
      Q weight = rest[leading(row)];
      if (!weight.isZero()) {
        for (int i = 0; i < n; i++) {
          rest[i] = rest[i].plus(weight.times(row[i]).negate());
        }
      }
    }
    return leading(rest) < 0;
  }

  /** The image under simultaneous assignments: {@code targets[k] := values[k]}, null = anything. */
  AffineSpace assign(int[] targets, Affine[] values) {
    if (isEmpty()) {
      return this;
    }
    Q[] p = point.clone();
    List<Q[]> rows = new ArrayList<>();
    for (Q[] v : basis) {
      rows.add(v.clone());
    }
    for (int k = 0; k < targets.length; k++) {
      Affine a = values[k];
      p[targets[k]] = a == null ? Q.ZERO : dot(a.coefficients(), point).plus(a.constant());
      for (int r = 0; r < basis.size(); r++) {
        rows.get(r)[targets[k]] = a == null ? Q.ZERO : dot(a.coefficients(), basis.get(r));
      }
    }
    for (int k = 0; k < targets.length; k++) {
      if (values[k] == null) {
        rows.add(unit(n, targets[k]));
      }
    }
    return new AffineSpace(n, p, echelon(rows));
  }

  /** The equalities that hold on the space (none when it is empty or everything). */
  List<Equality> equalities() {
    List<Equality> out = new ArrayList<>();
    if (isEmpty()) {
      return out;
    }
    int[] pivots = new int[basis.size()];
    boolean[] isPivot = new boolean[n];
    for (int r = 0; r < basis.size(); r++) {
      pivots[r] = leading(basis.get(r));
      isPivot[pivots[r]] = true;
    }
    for (int free = 0; free < n; free++) {
      if (isPivot[free]) {
        continue;
      }
      Q[] c = zeros(n);
      c[free] = Q.ONE;
      for (int r = 0; r < basis.size(); r++) {
        c[pivots[r]] = basis.get(r)[free].negate();
      }
      out.add(integral(c, dot(c, point)));
    }
    return out;
  }

  private static Equality integral(Q[] c, Q constant) {
    BigInteger lcm = constant.den();
    for (Q q : c) {
      lcm = lcm.divide(lcm.gcd(q.den())).multiply(q.den());
    }
    BigInteger[] ints = new BigInteger[c.length];
    BigInteger gcd = BigInteger.ZERO;
    for (int i = 0; i < c.length; i++) {
      ints[i] = c[i].num().multiply(lcm.divide(c[i].den()));
      gcd = gcd.gcd(ints[i]);
    }
    BigInteger k = constant.num().multiply(lcm.divide(constant.den()));
    gcd = gcd.gcd(k);
    for (int i = 0; i < c.length; i++) {
      ints[i] = ints[i].divide(gcd);
    }
    return new Equality(ints, k.divide(gcd));
  }

  private static Q dot(Q[] a, Q[] b) {
    Q s = Q.ZERO;
    for (int i = 0; i < a.length; i++) {
      if (!a[i].isZero() && !b[i].isZero()) {
        s = s.plus(a[i].times(b[i]));
      }
    }
    return s;
  }

  private static int leading(Q[] row) {
    for (int i = 0; i < row.length; i++) {
      if (!row[i].isZero()) {
        return i;
      }
    }
    return -1;
  }

  /** A basis of the rows' span in reduced row echelon form. */
  private static List<Q[]> echelon(List<Q[]> rows) {
    List<Q[]> m = new ArrayList<>();
    for (Q[] r : rows) {
      m.add(r.clone());
    }
    int width = m.isEmpty() ? 0 : m.get(0).length;
    int rank = 0;
    for (int col = 0; col < width && rank < m.size(); col++) {
      int pivot = -1;
      for (int r = rank; r < m.size(); r++) {
        if (!m.get(r)[col].isZero()) {
          pivot = r;
          break;
        }
      }
      if (pivot < 0) {
        continue;
      }
      Q[] p = m.get(pivot);
      m.set(pivot, m.get(rank));
      m.set(rank, p);
      Q lead = p[col];
      for (int i = col; i < width; i++) {
        p[i] = p[i].over(lead);
      }
      for (int r = 0; r < m.size(); r++) {
        Q[] row = m.get(r);
        if (r != rank && !row[col].isZero()) {
          Q f = row[col];
          for (int i = col; i < width; i++) {
            row[i] = row[i].plus(f.times(p[i]).negate());
          }
        }
      }
      rank++;
    }
    return List.copyOf(m.subList(0, rank));
  }

  private static Q[] zeros(int n) {
    Q[] z = new Q[n];
    Arrays.fill(z, Q.ZERO);
    return z;
  }

  private static Q[] unit(int n, int i) {
    Q[] u = zeros(n);
    u[i] = Q.ONE;
    return u;
  }
}
