package dev.vigil.smt;

import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Op.AllocKind;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.smt.Memory.ObjectFacts;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BitvectorFormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.FormulaType.BitvectorType;

/**
 * The object facts of docs/SEMANTICS.md (size, live, heap) as arrays indexed by object number, the
 * allocation counter, and the same facts for objects with a known number, so that queries on them
 * fold.
 */
final class MemoryFacts {
  private final Formulas f;
  private final Layout l;
  private final BitvectorFormulaManager bv;
  private final ArrayFormulaManager arrays;
  private final BitvectorType objectSort;
  final IntType objectType;
  final IntType sizeType;

  MemoryFacts(Formulas f) {
    this.f = f;
    this.l = f.layout;
    this.bv = f.bvs;
    this.arrays = f.arrays;
    this.objectSort = FormulaType.getBitvectorTypeWithSize(l.objectBits);
    this.objectType = IntType.of(l.objectBits);
    this.sizeType = IntType.of(l.pointerBits);
  }

  private static BitvectorType bitSort() {
    return FormulaType.getBitvectorTypeWithSize(1);
  }

  private Term size(long size) {
    return Term.concrete(sizeType, size);
  }

  private static Term bool(boolean b) {
    return Term.concrete(IntType.BOOL, b ? 1 : 0);
  }

  private BitvectorFormula object(long o) {
    return f.bv(l.objectBits, o);
  }

  /**
   * Any memory (a template): the arrays and the allocation counter are symbols named after {@code
   * tag}; only the facts of null, the globals and the functions, which no run changes, are known.
   */
  Memory template(
      String tag,
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> contents) {
    f.built();
    var sizes =
        arrays.makeArray(
            tag + ".sizes", objectSort, FormulaType.getBitvectorTypeWithSize(l.pointerBits));
    var live = arrays.makeArray(tag + ".live", objectSort, bitSort());
    var heap = arrays.makeArray(tag + ".heap", objectSort, bitSort());
    Term next = Term.symbolic(objectType, bv.makeVariable(l.objectBits, tag + ".next"));
    Memory initial = initial(contents);
    return new Memory(
        contents,
        sizes,
        live,
        heap,
        next,
        Memory.UNBOUNDED,
        initial.facts(),
        PersistentIntMap.empty(),
        PersistentIntMap.empty());
  }

  /** Null, globals, functions; nothing else allocated. */
  Memory initial(
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> contents) {
    var sizes =
        arrays.makeArray(
            objectSort,
            FormulaType.getBitvectorTypeWithSize(l.pointerBits),
            f.bv(l.pointerBits, 0));
    var live = arrays.makeArray(objectSort, bitSort(), f.bv(1, 0));
    var heap = arrays.makeArray(objectSort, bitSort(), f.bv(1, 0));
    PersistentIntMap<ObjectFacts> facts = PersistentIntMap.empty();
    ObjectFacts nothing = new ObjectFacts(size(0), bool(false), false);
    facts = facts.with(0, nothing);
    for (String g : l.globalNames()) {
      long o = l.globalObject(g);
      long s = l.globalSize(g);
      sizes = arrays.store(sizes, object(o), f.bv(l.pointerBits, s));
      live = arrays.store(live, object(o), f.bv(1, 1));
      facts = facts.with((int) o, new ObjectFacts(size(s), bool(true), false));
    }
    for (long o = l.globalNames().size() + 1; o < l.firstDynamicObject; o++) {
      facts = facts.with((int) o, nothing);
    }
    Term next = Term.concrete(objectType, l.firstDynamicObject);
    return new Memory(
        contents,
        sizes,
        live,
        heap,
        next,
        l.firstDynamicObject,
        facts,
        PersistentIntMap.empty(),
        PersistentIntMap.empty());
  }

  private BitvectorFormula objectFormula(Term pointer) throws Unsupported {
    if (pointer.knownObject >= 0) {
      return object(pointer.knownObject);
    }
    f.built();
    return bv.extract(f.bits(pointer), l.pointerBits - 1, l.offsetBits);
  }

  /** A {@link Query} on the object {@code pointer} points into. */
  Term query(Memory m, Query q, Term pointer, IntType resultType) throws Unsupported {
    if (pointer.choices != null) {
      java.util.List<Bool> conditions = new java.util.ArrayList<>();
      java.util.List<Term> answers = new java.util.ArrayList<>();
      for (Term.Choice choice : pointer.choices) {
        conditions.add(choice.condition());
        answers.add(query(m, q, Term.concrete(PointerType.INSTANCE, choice.bits()), resultType));
      }
      return f.iteChain(conditions, answers);
    }
    if (q == Query.OFFSET) {
      if (pointer.isConcrete()) {
        long offset = l.offsetOf(pointer.bits) & Semantics.mask(resultType.bits());
        return Term.concrete(resultType, offset);
      }
      f.built();
      BitvectorFormula off = bv.extract(f.bits(pointer), l.offsetBits - 1, 0);
      return f.term(resultType, f.resize(off, l.offsetBits, resultType.bits(), false));
    }
    long o = pointer.isConcrete() ? l.objectOf(pointer.bits) : pointer.knownObject;
    if (o >= 0) {
      ObjectFacts known = o < Integer.MAX_VALUE ? m.facts().get((int) o) : null;
      if (known == null && o >= m.maxNext()) {
        known = new ObjectFacts(size(0), bool(false), false);
      }
      if (known != null) {
        return switch (q) {
          case OBJECT_SIZE -> resize(known.size(), resultType);
          case LIVE -> known.live();
          case HEAP -> bool(known.heap());
          case OFFSET -> throw new IllegalStateException("the offset is no object fact");
        };
      }
    }
    BitvectorFormula object = o >= 0 ? object(o) : objectFormula(pointer);
    f.built();
    return switch (q) {
      case OBJECT_SIZE ->
          f.term(
              resultType,
              f.resize(arrays.select(m.sizes(), object), l.pointerBits, resultType.bits(), false));
      case LIVE -> f.term(IntType.BOOL, arrays.select(m.live(), object));
      case HEAP -> f.term(IntType.BOOL, arrays.select(m.heap(), object));
      case OFFSET -> throw new IllegalStateException("the offset is no object fact");
    };
  }

  private Term resize(Term size, IntType to) throws Unsupported {
    if (size.isConcrete()) {
      return Term.concrete(to, size.bits & Semantics.mask(to.bits()));
    }
    return f.term(to, f.resize(f.bits(size), f.width(size.type), to.bits(), false));
  }

  /** The facts after an allocation, with the pointer and number of the new object. */
  record Allocation(Memory memory, Term pointer, Term object, Bool tooLarge) {}

  Allocation allocate(Memory m, AllocKind kind, Term size) throws Unsupported {
    Bool wrapped = f.smt.fls();
    if (m.maxNext() != Memory.UNBOUNDED && m.maxNext() >= l.objectLimit()) {
      if (m.next().isConcrete()) {
        throw new Unsupported("more than " + (l.objectLimit() - 1) + " memory objects");
      }
      // A counter of unknown value (after a call left abstract) that wrapped to 0 would need
      // number 2^objectBits: that allocation is unsupported.
      f.built();
      wrapped = f.smt.wrap(bv.equal(f.bits(m.next()), f.bv(l.objectBits, 0)));
    }
    Term sizeTerm = resize(size, sizeType);
    Term object = m.next();
    BitvectorFormula o = f.bits(object);
    Term pointer =
        object.isConcrete()
            ? Term.concrete(PointerType.INSTANCE, l.address(object.bits))
            : Term.symbolic(PointerType.INSTANCE, bv.concat(o, f.bv(l.offsetBits, 0)));
    f.built();
    var sizes = arrays.store(m.sizes(), o, f.bits(sizeTerm));
    var live = arrays.store(m.live(), o, f.bv(1, 1));
    var heap = arrays.store(m.heap(), o, f.bv(1, kind == AllocKind.HEAP ? 1 : 0));
    Term next =
        object.isConcrete()
            ? Term.concrete(objectType, object.bits + 1)
            : f.values.attach(
                Term.symbolic(objectType, bv.add(o, f.bv(l.objectBits, 1))),
                f.values.map(object, v -> v + 1));
    PersistentIntMap<ObjectFacts> facts = m.facts();
    var shadow = m.shadow();
    if (object.isConcrete()) {
      facts =
          facts.with(
              (int) object.bits, new ObjectFacts(sizeTerm, bool(true), kind == AllocKind.HEAP));
    } else if (object.choices != null) {
      // The new object is one of these: what was known of each no longer holds everywhere.
      pointer = f.values.attach(pointer, f.values.map(object, l::address));
      for (Term.Choice c : object.choices) {
        facts = facts.with((int) c.bits(), null);
        shadow = ShadowBytes.forget(shadow, c.bits());
      }
    }
    long maxNext =
        m.maxNext() == Memory.UNBOUNDED
            ? Memory.UNBOUNDED
            : Math.min(m.maxNext() + 1, l.objectLimit());
    Memory after =
        new Memory(m.contents(), sizes, live, heap, next, maxNext, facts, shadow, m.pending());
    return new Allocation(after, pointer, object, f.smt.or(tooLarge(size), wrapped));
  }

  /** Sizes above 2^offsetBits (read unsigned) cannot be represented. */
  private Bool tooLarge(Term size) throws Unsupported {
    int w = f.width(size.type);
    if (w <= l.offsetBits) {
      return f.smt.fls();
    }
    long limit = 1L << l.offsetBits;
    if (size.isConcrete()) {
      return f.smt.constant(Long.compareUnsigned(size.bits, limit) > 0);
    }
    f.built();
    return f.smt.wrap(bv.greaterThan(f.bits(size), f.bv(w, limit), false));
  }

  /** Marks {@code object} dead where {@code executed} holds: free, or stack objects at return. */
  Memory kill(Memory m, Term object, Bool executed) throws Unsupported {
    BitvectorFormula o = f.bits(object);
    f.built();
    BitvectorFormula dead = f.bv(1, 0);
    BitvectorFormula value =
        executed.isTrue()
            ? dead
            : f.bools.ifThenElse(executed.formula, dead, arrays.select(m.live(), o));
    var live = arrays.store(m.live(), o, value);
    PersistentIntMap<ObjectFacts> facts = m.facts();
    if (object.isConcrete()) {
      ObjectFacts old = facts.get((int) object.bits);
      if (old != null) {
        Term liveNow =
            executed.isTrue()
                ? bool(false)
                : f.fromBool(f.smt.and(f.smt.not(executed), f.asBool(old.live())));
        facts = facts.with((int) object.bits, new ObjectFacts(old.size(), liveNow, old.heap()));
      }
    } else {
      for (int d : dynamicKeys(facts)) {
        facts = facts.with(d, null); // any of them may have died
      }
    }
    return new Memory(
        m.contents(),
        m.sizes(),
        live,
        m.heap(),
        m.next(),
        m.maxNext(),
        facts,
        m.shadow(),
        m.pending());
  }

  /** The numbers of the run-time objects that {@code facts} knows something of. */
  private java.util.List<Integer> dynamicKeys(PersistentIntMap<ObjectFacts> facts) {
    java.util.List<Integer> keys = new java.util.ArrayList<>();
    facts.diff(
        PersistentIntMap.empty(),
        (key, mine, none) -> {
          if (key >= l.firstDynamicObject) {
            keys.add(key);
          }
        });
    return keys;
  }

  /** The object facts after a call that was left abstract, and what every such call satisfies. */
  record Havocked(Memory memory, Bool axiom) {}

  /**
   * The facts after a call whose effects are unknown (a placeholder for it): its allocations are
   * new objects of any size and kind, so the counter only grows (unless it wrapped, which makes the
   * next allocation unsupported); sizes and kinds of existing objects stay; a heap object may have
   * been freed, but no other object dies in a call that returns. The arrays are fresh: only the
   * facts of objects with a known number keep what is known.
   */
  Havocked havoc(Memory m, String name) throws Unsupported {
    f.built();
    var sizes =
        arrays.makeArray(
            name + ".sizes", objectSort, FormulaType.getBitvectorTypeWithSize(l.pointerBits));
    var live = arrays.makeArray(name + ".live", objectSort, bitSort());
    var heap = arrays.makeArray(name + ".heap", objectSort, bitSort());
    BitvectorFormula nextVar = bv.makeVariable(l.objectBits, name + ".next");
    Term next = Term.symbolic(objectType, nextVar);
    Object[] facts = {m.facts()};
    m.facts()
        .diff(
            PersistentIntMap.empty(),
            (key, known, none) -> {
              if (known != null && known.heap()) {
                Term liveNow = f.term(IntType.BOOL, arrays.select(live, object(key)));
                @SuppressWarnings("unchecked")
                PersistentIntMap<ObjectFacts> sofar = (PersistentIntMap<ObjectFacts>) facts[0];
                facts[0] = sofar.with(key, new ObjectFacts(known.size(), liveNow, true));
              }
            });
    @SuppressWarnings("unchecked")
    PersistentIntMap<ObjectFacts> kept = (PersistentIntMap<ObjectFacts>) facts[0];
    BitvectorFormula before = f.bits(m.next());
    Bool axiom =
        f.smt.wrap(
            f.bools.or(
                bv.lessOrEquals(before, nextVar, false), bv.equal(nextVar, f.bv(l.objectBits, 0))));
    Memory after =
        new Memory(
            m.contents(), sizes, live, heap, next, l.objectLimit(), kept, m.shadow(), m.pending());
    return new Havocked(after, axiom);
  }

  /** That the facts of {@code a} and {@code b} are the same. */
  Bool same(Memory a, Memory b) throws Unsupported {
    f.built();
    return f.smt.and(
        java.util.List.of(
            f.smt.wrap(arrays.equivalence(a.sizes(), b.sizes())),
            f.smt.wrap(arrays.equivalence(a.live(), b.live())),
            f.smt.wrap(arrays.equivalence(a.heap(), b.heap())),
            f.smt.wrap(f.equal(f.bits(a.next()), f.bits(b.next())))));
  }

  /** The facts of {@code a} where {@code condition} holds and of {@code b} elsewhere. */
  Memory merge(Bool condition, Memory a, Memory b) throws Unsupported {
    var sizes =
        a.sizes().equals(b.sizes()) ? a.sizes() : f.iteArray(condition, a.sizes(), b.sizes());
    var live = a.live().equals(b.live()) ? a.live() : f.iteArray(condition, a.live(), b.live());
    var heap = a.heap().equals(b.heap()) ? a.heap() : f.iteArray(condition, a.heap(), b.heap());
    Term next = f.iteTerm(condition, a.next(), b.next());
    Object[] merged = {a.facts()};
    Unsupported[] failure = {null};
    a.facts()
        .diff(
            b.facts(),
            (key, x, y) -> {
              ObjectFacts m = null;
              if (x != null && y != null && x.heap() == y.heap()) {
                try {
                  m =
                      new ObjectFacts(
                          f.iteTerm(condition, x.size(), y.size()),
                          f.iteTerm(condition, x.live(), y.live()),
                          x.heap());
                } catch (Unsupported e) {
                  failure[0] = e;
                }
              }
              @SuppressWarnings("unchecked")
              PersistentIntMap<ObjectFacts> sofar = (PersistentIntMap<ObjectFacts>) merged[0];
              merged[0] = sofar.with(key, m);
            });
    if (failure[0] != null) {
      throw failure[0];
    }
    @SuppressWarnings("unchecked")
    PersistentIntMap<ObjectFacts> facts = (PersistentIntMap<ObjectFacts>) merged[0];
    return new Memory(
        a.contents(),
        sizes,
        live,
        heap,
        next,
        Math.max(a.maxNext(), b.maxNext()),
        facts,
        a.shadow(),
        a.pending());
  }
}
