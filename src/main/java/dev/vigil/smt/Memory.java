package dev.vigil.smt;

import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.BitvectorFormula;

/**
 * The memory part of a symbolic state (immutable). {@code contents} maps object numbers to byte
 * arrays indexed by offset; {@code sizes}, {@code live} and {@code heap} hold the object facts of
 * docs/SEMANTICS.md for every object; {@code next} is the number the next allocation gets and
 * {@code maxNext} a bound on it. {@code facts} repeats the facts of objects with a known number, so
 * that queries on them need no array reads.
 */
record Memory(
    ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> contents,
    ArrayFormula<BitvectorFormula, BitvectorFormula> sizes,
    ArrayFormula<BitvectorFormula, BitvectorFormula> live,
    ArrayFormula<BitvectorFormula, BitvectorFormula> heap,
    Term next,
    long maxNext,
    PersistentIntMap<ObjectFacts> facts) {

  /** What is known of one object: its size (pointer-wide integer), whether live, whether heap. */
  record ObjectFacts(Term size, Term live, boolean heap) {}

  Memory withContents(
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> c) {
    return new Memory(c, sizes, live, heap, next, maxNext, facts);
  }
}
