package dev.vigil.smt;

import dev.vigil.smt.Memory.ObjectBytes;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The known bytes of objects, by object number and offset (see {@link Memory#shadow()}). Writes at
 * known addresses record their bytes; writes where only the object is known forget that object;
 * writes to unknown objects forget everything. A pristine object's unwritten bytes are those of the
 * initial memory, which {@link Initial} supplies. Offsets beyond {@link Integer#MAX_VALUE} are
 * never recorded.
 */
final class ShadowBytes {
  private ShadowBytes() {}

  /** The byte an object held at creation (uninitialised memory), by object and offset. */
  interface Initial {
    Term at(long object, long offset);
  }

  static boolean recordable(long object, long offset, long count) {
    return object >= 0
        && object < Integer.MAX_VALUE
        && offset >= 0
        && offset + count < Integer.MAX_VALUE;
  }

  /** The byte at (object, offset), or null if unknown. */
  static Term at(PersistentIntMap<ObjectBytes> shadow, long object, long offset, Initial initial) {
    if (!recordable(object, offset, 1)) {
      return null;
    }
    ObjectBytes o = shadow.get((int) object);
    return o == null ? null : at(o, object, (int) offset, initial);
  }

  private static Term at(ObjectBytes o, long object, int offset, Initial initial) {
    Term b = o.bytes().get(offset);
    if (b != null) {
      return b;
    }
    if (o.fill() != null) {
      return o.fill();
    }
    return o.pristine() ? initial.at(object, offset) : null;
  }

  static PersistentIntMap<ObjectBytes> write(
      PersistentIntMap<ObjectBytes> shadow, long object, long offset, List<Term> bytes) {
    if (!recordable(object, offset, bytes.size())) {
      return forget(shadow, object);
    }
    ObjectBytes o = shadow.get((int) object);
    PersistentIntMap<Term> map = o == null ? PersistentIntMap.empty() : o.bytes();
    for (int i = 0; i < bytes.size(); i++) {
      map = map.with((int) offset + i, bytes.get(i));
    }
    return shadow.with(
        (int) object,
        o == null
            ? new ObjectBytes(null, false, map)
            : new ObjectBytes(o.fill(), o.pristine(), map));
  }

  /** Nothing is known of {@code object} any more (or of anything, for an unknown object). */
  static PersistentIntMap<ObjectBytes> forget(PersistentIntMap<ObjectBytes> shadow, long object) {
    if (object < 0 || object >= Integer.MAX_VALUE) {
      return PersistentIntMap.empty();
    }
    return shadow.with((int) object, null);
  }

  /**
   * A new object whose every byte is {@code fill}, or (null) what the initial memory holds. An
   * object of unknown number is not recorded; it writes to no other object, as numbers are never
   * reused.
   */
  static PersistentIntMap<ObjectBytes> fresh(
      PersistentIntMap<ObjectBytes> shadow, long object, Term fill) {
    if (object < 0 || object >= Integer.MAX_VALUE) {
      return shadow;
    }
    return shadow.with((int) object, new ObjectBytes(fill, fill == null, PersistentIntMap.empty()));
  }

  /** Combines two terms of one type where a condition holds or not. */
  interface Ite {
    Term apply(Term a, Term b) throws Unsupported;
  }

  /** What is known on both sides of a join; bytes that differ become {@code ite} terms. */
  static PersistentIntMap<ObjectBytes> merge(
      PersistentIntMap<ObjectBytes> a, PersistentIntMap<ObjectBytes> b, Ite ite, Initial initial)
      throws Unsupported {
    TreeSet<Integer> objects = new TreeSet<>();
    a.diff(b, (object, x, y) -> objects.add(object));
    PersistentIntMap<ObjectBytes> merged = a;
    for (int object : objects) {
      merged = merged.with(object, mergeObject(object, a.get(object), b.get(object), ite, initial));
    }
    return merged;
  }

  private static ObjectBytes mergeObject(
      long object, ObjectBytes x, ObjectBytes y, Ite ite, Initial initial) throws Unsupported {
    if (x == null || y == null) {
      return null;
    }
    boolean sameFill = Objects.equals(x.fill(), y.fill()) && x.pristine() == y.pristine();
    // Offsets listed identically on both sides keep their byte; unlisted ones follow the fill.
    TreeSet<Integer> offsets = new TreeSet<>();
    x.bytes().diff(y.bytes(), (offset, p, q) -> offsets.add(offset));
    PersistentIntMap<Term> map = x.bytes();
    for (int offset : offsets) {
      Term p = at(x, object, offset, initial);
      Term q = at(y, object, offset, initial);
      map = map.with(offset, p == null || q == null ? null : p.equals(q) ? p : ite.apply(p, q));
    }
    return sameFill
        ? new ObjectBytes(x.fill(), x.pristine(), map)
        : new ObjectBytes(null, false, map);
  }
}
