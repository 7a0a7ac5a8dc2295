package dev.vigil.smt;

import dev.vigil.smt.Memory.ObjectBytes;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * The known bytes of objects, by object number and offset (see {@link Memory#shadow()}). Writes
 * at known addresses record their bytes; writes where only the object is known forget that object;
 * writes to unknown objects forget everything. Offsets beyond {@link Integer#MAX_VALUE} are never
 * recorded.
 */
final class ShadowBytes {
  private ShadowBytes() {}

  static boolean recordable(long object, long offset, long count) {
    return object >= 0 && object < Integer.MAX_VALUE && offset >= 0 && offset + count < Integer.MAX_VALUE;
  }

  /** The byte at (object, offset), or null if unknown. */
  static Term at(PersistentIntMap<ObjectBytes> shadow, long object, long offset) {
    if (!recordable(object, offset, 1)) {
      return null;
    }
    ObjectBytes o = shadow.get((int) object);
    return o == null ? null : o.at((int) offset);
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
    return shadow.with((int) object, new ObjectBytes(o == null ? null : o.fill(), map));
  }

  /** Nothing is known of {@code object} any more (or of anything, for an unknown object). */
  static PersistentIntMap<ObjectBytes> forget(PersistentIntMap<ObjectBytes> shadow, long object) {
    if (object < 0 || object >= Integer.MAX_VALUE) {
      return PersistentIntMap.empty();
    }
    return shadow.with((int) object, null);
  }

  /** A new object whose every byte is {@code fill} (null: unknown). */
  static PersistentIntMap<ObjectBytes> fresh(PersistentIntMap<ObjectBytes> shadow, long object, Term fill) {
    if (object < 0 || object >= Integer.MAX_VALUE) {
      return fill == null ? shadow : PersistentIntMap.empty();
    }
    return shadow.with((int) object, fill == null ? null : new ObjectBytes(fill, PersistentIntMap.empty()));
  }

  /** Combines two terms of one type where a condition holds or not. */
  interface Ite {
    Term apply(Term a, Term b) throws Unsupported;
  }

  /** What is known on both sides of a join; bytes that differ become {@code ite} terms. */
  static PersistentIntMap<ObjectBytes> merge(
      PersistentIntMap<ObjectBytes> a, PersistentIntMap<ObjectBytes> b, Ite ite) throws Unsupported {
    Object[] result = {a};
    Unsupported[] failure = {null};
    a.diff(b, (object, x, y) -> {
      try {
        result[0] = ((PersistentIntMap<ObjectBytes>) result[0]).with(object, mergeObject(x, y, ite));
      } catch (Unsupported e) {
        failure[0] = e;
      }
    });
    if (failure[0] != null) {
      throw failure[0];
    }
    @SuppressWarnings("unchecked")
    PersistentIntMap<ObjectBytes> merged = (PersistentIntMap<ObjectBytes>) result[0];
    return merged;
  }

  private static ObjectBytes mergeObject(ObjectBytes x, ObjectBytes y, Ite ite) throws Unsupported {
    if (x == null || y == null) {
      return null;
    }
    Term fill = Objects.equals(x.fill(), y.fill()) ? x.fill() : null;
    // Offsets listed identically on both sides keep their byte; unlisted ones follow the fill.
    TreeSet<Integer> offsets = new TreeSet<>();
    x.bytes().diff(y.bytes(), (offset, p, q) -> offsets.add(offset));
    PersistentIntMap<Term> map = x.bytes();
    for (int offset : offsets) {
      Term p = x.at(offset);
      Term q = y.at(offset);
      map = map.with(offset, p == null || q == null ? null : p.equals(q) ? p : ite.apply(p, q));
    }
    return new ObjectBytes(fill, map);
  }
}
