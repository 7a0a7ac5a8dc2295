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
 * and fold when the bytes are constants. The arrays always hold everything; the shadow only
 * shortcuts.
 */
record Memory(
    ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> contents,
    ArrayFormula<BitvectorFormula, BitvectorFormula> sizes,
    ArrayFormula<BitvectorFormula, BitvectorFormula> live,
    ArrayFormula<BitvectorFormula, BitvectorFormula> heap,
    Term next,
    long maxNext,
    PersistentIntMap<ObjectFacts> facts,
    PersistentIntMap<ObjectBytes> shadow) {

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

  Memory withContents(
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> c,
      PersistentIntMap<ObjectBytes> s) {
    return new Memory(c, sizes, live, heap, next, maxNext, facts, s);
  }
}
