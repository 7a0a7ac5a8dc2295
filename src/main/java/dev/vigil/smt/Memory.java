package dev.vigil.smt;

import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.BitvectorFormula;

/**
 * The memory part of a symbolic state (immutable). {@code contents} maps object numbers to byte
 * arrays indexed by offset; {@code sizes}, {@code live} and {@code heap} hold the object facts of
 * docs/SEMANTICS.md for every object; {@code next} is the number the next allocation gets and
 * {@code maxNext} a bound on it: the layout's object limit where the counter is unknown after a
 * call left abstract (an allocation then checks that it does not wrap), {@link #UNBOUNDED} in a
 * template that stands for any state. {@code facts} repeats the facts of objects with a known
 * number, so that queries on them need no array reads. {@code shadow} repeats what is known of the
 * bytes at known addresses (constant propagation through memory): loads there need no array reads,
 * and fold when the bytes are constants. {@code pending} holds the bytes written at known addresses
 * that the arrays do not have yet, by object and offset: a byte of memory is its pending byte if it
 * has one, else the arrays'. Stores at known addresses go there only, so that where two paths that
 * wrote different globals meet, the join is of those bytes, not of two whole memories (an {@code
 * ite} of arrays, which every later read at an unknown offset would have to go through). An access
 * at an unknown address first stores the pending bytes it may touch into the arrays. The shadow
 * only shortcuts.
 */
record Memory(
    ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> contents,
    ArrayFormula<BitvectorFormula, BitvectorFormula> sizes,
    ArrayFormula<BitvectorFormula, BitvectorFormula> live,
    ArrayFormula<BitvectorFormula, BitvectorFormula> heap,
    Term next,
    long maxNext,
    PersistentIntMap<ObjectFacts> facts,
    PersistentIntMap<ObjectBytes> shadow,
    PersistentIntMap<PersistentIntMap<Term>> pending) {

  /** The {@code maxNext} of a template, in which any number of objects may exist. */
  static final long UNBOUNDED = Long.MAX_VALUE;

  /** What is known of one object: its size (pointer-wide integer), whether live, whether heap. */
  record ObjectFacts(Term size, Term live, boolean heap) {}

  /**
   * The known bytes of one object: {@code bytes} by offset; every other offset holds {@code fill},
   * or, if {@code pristine}, what it held when the object was created (it was never written), or
   * else is unknown.
   */
  record ObjectBytes(Term fill, boolean pristine, PersistentIntMap<Term> bytes) {}

  Memory withBytes(
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> c,
      PersistentIntMap<ObjectBytes> s,
      PersistentIntMap<PersistentIntMap<Term>> p) {
    return new Memory(c, sizes, live, heap, next, maxNext, facts, s, p);
  }

  /** The byte written at ({@code object}, {@code offset}) that the arrays do not have, or null. */
  Term pendingAt(long object, long offset) {
    if (!ShadowBytes.recordable(object, offset, 1)) {
      return null;
    }
    PersistentIntMap<Term> bytes = pending.get((int) object);
    return bytes == null ? null : bytes.get((int) offset);
  }
}
