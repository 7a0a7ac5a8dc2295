package dev.vigil.smt;

import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Op.AllocKind;
import dev.vigil.ir.Semantics;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
import dev.vigil.smt.Memory.ObjectBytes;
import dev.vigil.smt.Memory.ObjectFacts;
import java.util.ArrayList;
import java.util.List;
import org.sosy_lab.java_smt.api.ArrayFormula;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BitvectorFormula;
import org.sosy_lab.java_smt.api.BitvectorFormulaManager;
import org.sosy_lab.java_smt.api.FormulaType;
import org.sosy_lab.java_smt.api.FormulaType.ArrayFormulaType;
import org.sosy_lab.java_smt.api.FormulaType.BitvectorType;

/**
 * The byte-precise memory of docs/SEMANTICS.md: an array from object numbers to byte arrays,
 * little-endian. A fresh object's bytes are those of the initial, unconstrained memory (numbers are
 * never reused, so nothing was written there), or a constant zero array when the object is zeroed.
 * Object facts are {@link ObjectFacts}, handled by {@link MemoryFacts}. Bytes stored at known
 * addresses are pending ({@link Memory#pending()}) until an access at an unknown address needs them
 * in the arrays; what is known of bytes at known addresses is also in the shadow ({@link
 * ShadowBytes}), so that reads there need no array reads.
 */
final class MemoryEncoding {
  /** Copies and fills of more bytes than this are reported as unsupported. */
  static final long MAX_CONSTANT_BYTES = 1 << 16;

  /**
   * A havoc of every stack and heap object names each one while at most this many may exist, and
   * otherwise havocs all but the globals at once.
   */
  private static final long MAX_OBJECTS_HAVOCKED_ONE_BY_ONE = 64;

  /** An object with more pending bytes than this has them stored into the arrays. */
  private static final int MAX_PENDING_BYTES = 64;

  private final Formulas f;
  private final FpEncoding fp;
  private final Layout l;
  private final BitvectorFormulaManager bv;
  private final ArrayFormulaManager arrays;
  private final BitvectorType objectSort;
  private final BitvectorType offsetSort;
  private final BitvectorType byteSort;
  private final ArrayFormulaType<BitvectorFormula, BitvectorFormula> bytesSort;
  final MemoryFacts facts;
  private ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>>
      initialContents;

  MemoryEncoding(Formulas f, FpEncoding fp) {
    this.f = f;
    this.fp = fp;
    this.l = f.layout;
    this.bv = f.bvs;
    this.arrays = f.arrays;
    this.objectSort = FormulaType.getBitvectorTypeWithSize(l.objectBits);
    this.offsetSort = FormulaType.getBitvectorTypeWithSize(l.offsetBits);
    this.byteSort = FormulaType.getBitvectorTypeWithSize(8);
    this.bytesSort = FormulaType.getArrayType(offsetSort, byteSort);
    this.facts = new MemoryFacts(f);
  }

  /** Bytes an access of {@code type} reads or writes. */
  int byteCount(Type type) {
    return (int) type.accessSize(l.model);
  }

  /** The initial memory: nothing written, every object unallocated but globals and functions. */
  Memory initial() {
    initialContents = arrays.makeArray("mem0", objectSort, bytesSort);
    return facts.initial(initialContents);
  }

  /** Any memory, every part of it a symbol named after {@code tag} (see {@link StateTemplate}). */
  Memory template(String tag) {
    f.built();
    return facts.template(tag, arrays.makeArray(tag + ".mem", objectSort, bytesSort));
  }

  /** A byte of the initial memory: what an object that was never written holds. */
  private Term initialByte(long object, long offset) {
    f.built();
    var bytes = arrays.select(initialContents, f.bv(l.objectBits, object));
    return Term.symbolic(IntType.I8, arrays.select(bytes, f.bv(l.offsetBits, offset)));
  }

  /** A zero-filled byte array, for zeroed objects. */
  private ArrayFormula<BitvectorFormula, BitvectorFormula> zeros() {
    f.built();
    return arrays.makeArray(offsetSort, byteSort, f.bv(8, 0));
  }

  private static Term zeroByte() {
    return Term.concrete(IntType.I8, 0);
  }

  /** Writes the bytes of a constant global initializer into a global's contents. */
  Memory initialize(Memory m, long object, List<Long> offsets, List<Term> values, boolean nondet)
      throws Unsupported {
    var bytes = nondet ? arrays.select(m.contents(), f.bv(l.objectBits, object)) : zeros();
    var shadow = ShadowBytes.fresh(m.shadow(), object, nondet ? null : zeroByte());
    for (int i = 0; i < offsets.size(); i++) {
      Place at =
          new Place(
              f.bv(l.objectBits, object),
              object,
              f.bv(l.offsetBits, offsets.get(i)),
              offsets.get(i));
      List<Term> b = toBytes(values.get(i));
      bytes = storeBytes(bytes, at, b);
      shadow = ShadowBytes.write(shadow, object, offsets.get(i), b);
    }
    return m.withBytes(
        arrays.store(m.contents(), f.bv(l.objectBits, object), bytes), shadow, m.pending());
  }

  /** Where an access goes: object and offset as formulas, and as numbers where known (else -1). */
  private record Place(
      BitvectorFormula objectF, long object, BitvectorFormula offsetF, long offset) {}

  private Place place(Term pointer) throws Unsupported {
    if (pointer.isConcrete()) {
      long o = l.objectOf(pointer.bits);
      long off = l.offsetOf(pointer.bits);
      return new Place(f.bv(l.objectBits, o), o, f.bv(l.offsetBits, off), off);
    }
    f.built();
    BitvectorFormula p = f.bits(pointer);
    long o = pointer.knownObject;
    BitvectorFormula objectF =
        o >= 0 ? f.bv(l.objectBits, o) : bv.extract(p, l.pointerBits - 1, l.offsetBits);
    return new Place(objectF, o, bv.extract(p, l.offsetBits - 1, 0), -1);
  }

  /** The offset of byte {@code i} of an access (wrapping, as PtrAdd does). */
  private BitvectorFormula byteOffset(Place at, int i) {
    if (at.offset >= 0) {
      return f.bv(l.offsetBits, (at.offset + i) & l.offsetMask());
    }
    if (i == 0) {
      return at.offsetF;
    }
    f.built();
    return bv.add(at.offsetF, f.bv(l.offsetBits, i));
  }

  /** The value a load of {@code type} at {@code pointer} reads, and the bytes it read. */
  record Loaded(Term value, Observation.BytesRead read) {}

  Loaded load(Memory m, Term pointer, Type type) throws Unsupported {
    if (pointer.choices != null) {
      return loadEach(m, pointer, type);
    }
    List<Term> bytes = readBytes(m, place(pointer), byteCount(type));
    return new Loaded(fromBytes(bytes, type), new Observation.BytesRead(pointer, bytes));
  }

  /** A load through a pointer with a value set: one load per value, joined by its condition. */
  private Loaded loadEach(Memory m, Term pointer, Type type) throws Unsupported {
    int n = byteCount(type);
    List<Bool> conditions = new ArrayList<>();
    List<List<Term>> bytesOf = new ArrayList<>();
    List<Term> values = new ArrayList<>();
    for (Term.Choice choice : pointer.choices) {
      List<Term> b = readBytes(m, place(Term.concrete(PointerType.INSTANCE, choice.bits())), n);
      conditions.add(choice.condition());
      bytesOf.add(b);
      values.add(fromBytes(b, type));
    }
    List<Term> bytes = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int index = i;
      bytes.add(f.iteChain(conditions, bytesOf.stream().map(b -> b.get(index)).toList()));
    }
    return new Loaded(f.iteChain(conditions, values), new Observation.BytesRead(pointer, bytes));
  }

  private List<Term> readBytes(Memory m, Place at, long n) throws Unsupported {
    ArrayFormula<BitvectorFormula, BitvectorFormula> inner = null;
    List<Term> bytes = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Term known = null;
      if (at.offset >= 0) {
        long offset = (at.offset + i) & l.offsetMask();
        known = ShadowBytes.at(m.shadow(), at.object, offset, this::initialByte);
        if (known == null) {
          known = m.pendingAt(at.object, offset);
        }
      }
      if (known == null) {
        if (inner == null) {
          // At a known offset the byte is not pending, so the arrays have it.
          inner = at.offset >= 0 ? select(m.contents(), at.objectF) : row(m, at);
        }
        f.built();
        known = Term.symbolic(IntType.I8, arrays.select(inner, byteOffset(at, i)));
      }
      bytes.add(known);
    }
    return bytes;
  }

  private Term fromBytes(List<Term> bytes, Type type) throws Unsupported {
    int n = bytes.size();
    Term whole = wholeValue(bytes);
    if (whole != null && whole.type.equals(type)) {
      return whole; // the bytes of one stored value, read back as it was stored
    }
    if (bytes.stream().allMatch(Term::isConcrete)) {
      long all = 0;
      for (int i = n - 1; i >= 0; i--) {
        all = all << 8 | (bytes.get(i).bits & 0xff);
      }
      if (type instanceof FloatType t) {
        return Term.concrete(t, Semantics.canonical(t, all));
      }
      return Term.concrete(type, all & Semantics.mask(f.width(type)));
    }
    BitvectorFormula all = f.bits(bytes.get(n - 1));
    for (int i = n - 2; i >= 0; i--) {
      f.built();
      all = bv.concat(all, f.bits(bytes.get(i)));
    }
    if (type instanceof FloatType t) {
      return fp.fromBits(t, Term.symbolic(IntType.of(8 * n), all));
    }
    int bits = f.width(type);
    f.built();
    return f.term(type, bits == 8 * n ? all : bv.extract(all, bits - 1, 0));
  }

  /** The value whose bytes {@code bytes} are, all of them and in order, or null. */
  private Term wholeValue(List<Term> bytes) throws Unsupported {
    Term whole = bytes.get(0).wholeValue;
    if (whole == null || byteCount(whole.type) != bytes.size()) {
      return null;
    }
    for (int i = 0; i < bytes.size(); i++) {
      if (bytes.get(i).wholeValue != whole || bytes.get(i).byteIndex != i) {
        return null;
      }
    }
    return whole;
  }

  /** The little-endian bytes of a value: integers zero-extended, NaN canonical. */
  private List<Term> toBytes(Term value) throws Unsupported {
    int n = byteCount(value.type);
    List<Term> bytes = new ArrayList<>();
    if (value.isConcrete()) {
      long bits =
          value.type instanceof FloatType t ? Semantics.canonical(t, value.bits) : value.bits;
      for (int i = 0; i < n; i++) {
        bytes.add(Term.concrete(IntType.I8, (bits >>> (8 * i)) & 0xff));
      }
      return bytes;
    }
    BitvectorFormula all =
        value.type instanceof FloatType t
            ? fp.toBits(t, value)
            : f.resize(f.bits(value), f.width(value.type), 8 * n, false);
    for (int i = 0; i < n; i++) {
      f.built();
      bytes.add(Term.byteOf(value, i, bv.extract(all, 8 * i + 7, 8 * i)));
    }
    return bytes;
  }

  private ArrayFormula<BitvectorFormula, BitvectorFormula> storeBytes(
      ArrayFormula<BitvectorFormula, BitvectorFormula> inner, Place at, List<Term> bytes)
      throws Unsupported {
    for (int i = 0; i < bytes.size(); i++) {
      f.built();
      inner = arrays.store(inner, byteOffset(at, i), f.bits(bytes.get(i)));
    }
    return inner;
  }

  /**
   * Writes {@code bytes} at {@code at}: at a known address into the pending bytes and the shadow,
   * elsewhere into the arrays (with the pending bytes the write may overwrite stored first).
   */
  private Memory writeBytes(Memory m, Place at, List<Term> bytes) throws Unsupported {
    if (bytes.isEmpty()) {
      return m;
    }
    if (at.offset >= 0 && ShadowBytes.recordable(at.object, at.offset, bytes.size())) {
      var pending = pend(m.pending(), at.object, at.offset, bytes);
      Memory after =
          m.withBytes(
              m.contents(), ShadowBytes.write(m.shadow(), at.object, at.offset, bytes), pending);
      // Each read at an unknown offset stores an object's pending bytes: keep them few.
      return count(pending.get((int) at.object)) > MAX_PENDING_BYTES
          ? flush(after, at.object)
          : after;
    }
    Memory flushed = at.object >= 0 ? flush(m, at.object) : flush(m);
    var shadow =
        at.offset >= 0
            ? ShadowBytes.write(flushed.shadow(), at.object, at.offset, bytes)
            : ShadowBytes.forget(flushed.shadow(), at.object);
    return flushed.withBytes(writeArrays(flushed, at, bytes), shadow, flushed.pending());
  }

  private static int count(PersistentIntMap<Term> bytes) {
    int[] n = {0};
    bytes.forEach((offset, b) -> n[0]++);
    return n[0];
  }

  private static PersistentIntMap<PersistentIntMap<Term>> pend(
      PersistentIntMap<PersistentIntMap<Term>> pending,
      long object,
      long offset,
      List<Term> bytes) {
    PersistentIntMap<Term> known = pending.get((int) object);
    PersistentIntMap<Term> now = known == null ? PersistentIntMap.empty() : known;
    for (int i = 0; i < bytes.size(); i++) {
      now = now.with((int) offset + i, bytes.get(i));
    }
    return pending.with((int) object, now);
  }

  /** Stores {@code bytes} at {@code at} into the arrays; the object there has no pending bytes. */
  private ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>>
      writeArrays(Memory m, Place at, List<Term> bytes) throws Unsupported {
    var inner = storeBytes(select(m.contents(), at.objectF), at, bytes);
    f.built();
    return arrays.store(m.contents(), at.objectF, inner);
  }

  private ArrayFormula<BitvectorFormula, BitvectorFormula> select(
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> contents,
      BitvectorFormula object) {
    f.built();
    return arrays.select(contents, object);
  }

  /** The bytes of the object at {@code at}, pending ones included. */
  private ArrayFormula<BitvectorFormula, BitvectorFormula> row(Memory m, Place at)
      throws Unsupported {
    if (at.object < 0) {
      return select(flush(m).contents(), at.objectF);
    }
    return row(m, at.object, select(m.contents(), at.objectF));
  }

  /** {@code inner} with the pending bytes of {@code object} stored. */
  private ArrayFormula<BitvectorFormula, BitvectorFormula> row(
      Memory m, long object, ArrayFormula<BitvectorFormula, BitvectorFormula> inner)
      throws Unsupported {
    PersistentIntMap<Term> pending =
        ShadowBytes.recordable(object, 0, 0) ? m.pending().get((int) object) : null;
    if (pending == null) {
      return inner;
    }
    List<Integer> offsets = new ArrayList<>();
    List<Term> bytes = new ArrayList<>();
    pending.forEach(
        (offset, b) -> {
          offsets.add(offset);
          bytes.add(b);
        });
    var row = inner;
    for (int i = 0; i < offsets.size(); i++) {
      f.built();
      row = arrays.store(row, f.bv(l.offsetBits, offsets.get(i)), f.bits(bytes.get(i)));
    }
    return row;
  }

  /** {@code m} with the pending bytes of {@code object} in the arrays. */
  private Memory flush(Memory m, long object) throws Unsupported {
    if (!ShadowBytes.recordable(object, 0, 0) || m.pending().get((int) object) == null) {
      return m;
    }
    var objectF = f.bv(l.objectBits, object);
    var inner = row(m, object, select(m.contents(), objectF));
    f.built();
    return m.withBytes(
        arrays.store(m.contents(), objectF, inner),
        m.shadow(),
        m.pending().with((int) object, null));
  }

  /** {@code m} with every pending byte in the arrays. */
  Memory flush(Memory m) throws Unsupported {
    if (m.pending().isEmpty()) {
      return m;
    }
    List<Integer> objects = new ArrayList<>();
    m.pending().forEach((object, bytes) -> objects.add(object));
    Memory all = m;
    for (int object : objects) {
      all = flush(all, object);
    }
    return all.withBytes(all.contents(), all.shadow(), PersistentIntMap.empty());
  }

  /** {@code m} without the pending bytes of {@code object}, whose row is about to be replaced. */
  private static Memory withoutPending(Memory m, long object) {
    if (!ShadowBytes.recordable(object, 0, 0) || m.pending().get((int) object) == null) {
      return m;
    }
    return m.withBytes(m.contents(), m.shadow(), m.pending().with((int) object, null));
  }

  Memory store(Memory m, Term pointer, Term value) throws Unsupported {
    if (pointer.choices != null) {
      return storeEach(m, pointer, toBytes(value));
    }
    return writeBytes(m, place(pointer), toBytes(value));
  }

  /**
   * A store through a pointer with a value set (exhaustive on the path): each possible place gets
   * the bytes where that value is the pointer's and keeps its own elsewhere. Objects outside the
   * set are untouched.
   */
  private Memory storeEach(Memory m, Term pointer, List<Term> bytes) throws Unsupported {
    Memory after = m;
    for (Term.Choice choice : pointer.choices) {
      Place at = place(Term.concrete(PointerType.INSTANCE, choice.bits()));
      List<Term> old = readBytes(after, at, bytes.size());
      List<Term> merged = new ArrayList<>();
      for (int i = 0; i < bytes.size(); i++) {
        merged.add(f.iteTerm(choice.condition(), bytes.get(i), old.get(i)));
      }
      after = writeBytes(after, at, merged);
    }
    return after;
  }

  /** An allocation: the new memory, the pointer to the object, the object number. */
  record Allocated(Memory memory, Term pointer, Term object, Bool tooLarge) {}

  Allocated alloc(Memory m, AllocKind kind, Term size, boolean zeroed) throws Unsupported {
    MemoryFacts.Allocation a = facts.allocate(m, kind, size);
    Memory after = a.memory();
    long o = a.object().isConcrete() ? a.object().bits : -1;
    if (zeroed) {
      // The new object's row is replaced: none of its old bytes may stay pending.
      after = o >= 0 ? withoutPending(after, o) : flush(after);
      f.built();
      after =
          after.withBytes(
              arrays.store(after.contents(), f.bits(a.object()), zeros()),
              ShadowBytes.fresh(after.shadow(), o, zeroByte()),
              after.pending());
    } else {
      after =
          after.withBytes(
              after.contents(), ShadowBytes.fresh(after.shadow(), o, null), after.pending());
    }
    return new Allocated(after, a.pointer(), a.object(), a.tooLarge());
  }

  /**
   * Memory after unknown code that neither allocates nor frees ({@code Op.HavocMemory}): every byte
   * is arbitrary, except those of the objects in {@code kept}; object facts stay.
   */
  Memory havoc(Memory m, List<Long> kept, String name) {
    f.built();
    var contents = arrays.makeArray(name, objectSort, bytesSort);
    PersistentIntMap<ObjectBytes> shadow = PersistentIntMap.empty();
    PersistentIntMap<PersistentIntMap<Term>> pending = PersistentIntMap.empty();
    for (long o : kept) {
      f.built();
      contents =
          arrays.store(
              contents, f.bv(l.objectBits, o), arrays.select(m.contents(), f.bv(l.objectBits, o)));
      ObjectBytes known = m.shadow().get((int) o);
      if (known != null) {
        shadow = shadow.with((int) o, known);
      }
      pending = pending.with((int) o, m.pending().get((int) o));
    }
    return m.withBytes(contents, shadow, pending);
  }

  /**
   * The memory after a call whose effects are unknown: every byte but those of the objects in
   * {@code kept} is arbitrary, and so are the object facts as {@link MemoryFacts#havoc} says.
   */
  MemoryFacts.Havocked placeholder(Memory m, List<Long> kept, boolean keepFacts, String name)
      throws Unsupported {
    f.built();
    var contents = arrays.makeArray(name + ".mem", objectSort, bytesSort);
    List<Bool> axioms = new ArrayList<>();
    PersistentIntMap<ObjectBytes> shadow = PersistentIntMap.empty();
    PersistentIntMap<PersistentIntMap<Term>> pending = PersistentIntMap.empty();
    for (long o : kept) {
      f.built();
      var object = f.bv(l.objectBits, o);
      axioms.add(
          f.smt.wrap(
              arrays.equivalence(
                  arrays.select(contents, object), arrays.select(m.contents(), object))));
      ObjectBytes known = m.shadow().get((int) o);
      if (known != null) {
        shadow = shadow.with((int) o, known);
      }
      pending = pending.with((int) o, m.pending().get((int) o));
    }
    Memory bytes = m.withBytes(contents, shadow, pending);
    if (keepFacts) {
      return new MemoryFacts.Havocked(bytes, f.smt.and(axioms));
    }
    MemoryFacts.Havocked havocked = facts.havoc(bytes, name);
    axioms.add(havocked.axiom());
    return new MemoryFacts.Havocked(havocked.memory(), f.smt.and(axioms));
  }

  /** That {@code a} and {@code b} are the same memory: bytes and (unless kept) object facts. */
  Bool same(Memory a, Memory b, boolean factsKept) throws Unsupported {
    var x = flush(a).contents();
    var y = flush(b).contents();
    f.built();
    Bool bytes = f.smt.wrap(arrays.equivalence(x, y));
    return factsKept ? bytes : f.smt.and(bytes, facts.same(a, b));
  }

  /**
   * {@code Op.HavocObjects}: the live objects the roots point into, and with {@code
   * allStackAndHeap} every live stack and heap object, take their bytes from a fresh array named
   * {@code name}; other objects keep theirs, and object facts stay.
   */
  Memory havocObjects(Memory m, List<Term> roots, boolean allStackAndHeap, String name)
      throws Unsupported {
    f.built();
    var fresh = arrays.makeArray(name, objectSort, bytesSort);
    Memory after = flush(m); // rows are replaced as a whole, by a condition
    for (Term root : roots) {
      Bool live = f.asBool(facts.query(m, Query.LIVE, root, IntType.BOOL));
      after = havocObject(after, fresh, place(root).objectF, live);
      if (live.isFalse()) {
        continue;
      }
      var shadow = after.shadow();
      if (root.choices != null) {
        for (Term.Choice c : root.choices) {
          shadow = ShadowBytes.forget(shadow, l.objectOf(c.bits()));
        }
      } else {
        long o = root.isConcrete() ? l.objectOf(root.bits) : root.knownObject;
        shadow = ShadowBytes.forget(shadow, o); // everything, if the object is unknown
      }
      after = after.withBytes(after.contents(), shadow, after.pending());
    }
    if (allStackAndHeap && m.maxNext() - l.firstDynamicObject > MAX_OBJECTS_HAVOCKED_ONE_BY_ONE) {
      // Too many objects (or any number, after a call left abstract) to name one by one: every
      // object but the globals takes fresh bytes; that dead ones do too changes no run's behaviour.
      return everyObjectButGlobals(after, fresh);
    }
    if (allStackAndHeap) {
      for (long o = l.firstDynamicObject; o < m.maxNext(); o++) {
        Term pointer = Term.concrete(PointerType.INSTANCE, l.address(o));
        Bool live = f.asBool(facts.query(m, Query.LIVE, pointer, IntType.BOOL));
        after = havocObject(after, fresh, f.bv(l.objectBits, o), live);
        if (!live.isFalse()) {
          after =
              after.withBytes(
                  after.contents(), ShadowBytes.forget(after.shadow(), o), after.pending());
        }
      }
    }
    return after;
  }

  /** {@code m} with the bytes of every object from {@code fresh}, but those of the globals. */
  private Memory everyObjectButGlobals(
      Memory m,
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> fresh) {
    var contents = fresh;
    PersistentIntMap<ObjectBytes> shadow = PersistentIntMap.empty();
    PersistentIntMap<PersistentIntMap<Term>> pending = PersistentIntMap.empty();
    for (String g : l.globalNames()) {
      long o = l.globalObject(g);
      f.built();
      var object = f.bv(l.objectBits, o);
      contents = arrays.store(contents, object, arrays.select(m.contents(), object));
      ObjectBytes known = m.shadow().get((int) o);
      if (known != null) {
        shadow = shadow.with((int) o, known);
      }
      pending = pending.with((int) o, m.pending().get((int) o));
    }
    return m.withBytes(contents, shadow, pending);
  }

  /** The bytes of {@code object} from {@code fresh} where {@code live} holds. */
  private Memory havocObject(
      Memory m,
      ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> fresh,
      BitvectorFormula object,
      Bool live) {
    if (live.isFalse()) {
      return m;
    }
    f.built();
    var bytes = arrays.select(fresh, object);
    if (!live.isTrue()) {
      bytes = f.iteArray(live, bytes, arrays.select(m.contents(), object));
    }
    f.built();
    return m.withBytes(arrays.store(m.contents(), object, bytes), m.shadow(), m.pending());
  }

  /** {@code free}: the object is no longer live (free(null) changes nothing observable). */
  Memory free(Memory m, Term pointer) throws Unsupported {
    if (pointer.choices != null) {
      Memory after = m;
      for (Term.Choice choice : pointer.choices) {
        Term object = Term.concrete(facts.objectType, l.objectOf(choice.bits()));
        after = facts.kill(after, object, choice.condition());
      }
      return after;
    }
    Place at = place(pointer);
    Term object =
        at.object >= 0
            ? Term.concrete(facts.objectType, at.object)
            : Term.symbolic(facts.objectType, at.objectF);
    return facts.kill(m, object, f.smt.tru());
  }

  /** {@code memmove} of a constant number of bytes: all bytes are read before any is written. */
  record Copied(Memory memory, Observation.BytesRead read) {}

  Copied copy(Memory m, Term destination, Term source, Term size) throws Unsupported {
    long n = constantCount(size, "memcpy");
    List<Term> bytes = readBytes(m, place(source), n);
    return new Copied(
        writeBytes(m, place(destination), bytes), new Observation.BytesRead(source, bytes));
  }

  /** {@code memset} of a constant number of bytes. */
  Memory set(Memory m, Term destination, Term value, Term size) throws Unsupported {
    long n = constantCount(size, "memset");
    Place at = place(destination);
    if (value.isConcrete()
        && at.object >= 0
        && at.offset == 0
        && n > 0
        && sizeOf(m, at.object) == n) {
      // The whole object: one constant array instead of a chain of n stores (whose select at a
      // symbolic offset the solver finds hard); offsets past the end are never validly read.
      f.built();
      var filled = arrays.makeArray(offsetSort, byteSort, f.bv(8, value.bits));
      Memory cleared = withoutPending(m, at.object);
      return cleared.withBytes(
          arrays.store(cleared.contents(), at.objectF, filled),
          ShadowBytes.fresh(m.shadow(), at.object, Term.concrete(IntType.I8, value.bits & 0xff)),
          cleared.pending());
    }
    List<Term> bytes = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      bytes.add(value);
    }
    return writeBytes(m, place(destination), bytes);
  }

  /** The size of {@code object} where it is a known constant, else -1. */
  private static long sizeOf(Memory m, long object) {
    Memory.ObjectFacts known = object < Integer.MAX_VALUE ? m.facts().get((int) object) : null;
    return known != null && known.size().isConcrete() ? known.size().bits : -1;
  }

  private static long constantCount(Term size, String what) throws Unsupported {
    if (!size.isConcrete()) {
      throw new Unsupported(what + " of a symbolic number of bytes");
    }
    if (Long.compareUnsigned(size.bits, MAX_CONSTANT_BYTES) > 0) {
      throw new Unsupported(what + " of " + Long.toUnsignedString(size.bits) + " bytes");
    }
    return size.bits;
  }

  /** The memory that is {@code a} where {@code condition} holds and {@code b} elsewhere. */
  Memory merge(Bool condition, Memory a, Memory b) throws Unsupported {
    if (a == b) {
      return a;
    }
    Memory m = facts.merge(condition, a, b);
    var contents =
        a.contents().equals(b.contents())
            ? a.contents()
            : f.iteArray(condition, a.contents(), b.contents());
    var shadow =
        ShadowBytes.merge(
            a.shadow(), b.shadow(), (x, y) -> f.iteTerm(condition, x, y), this::initialByte);
    return m.withBytes(contents, shadow, mergePending(condition, a, b));
  }

  /**
   * The pending bytes of a join: where either side has one, the byte of {@code a} where {@code
   * condition} holds and of {@code b} elsewhere.
   */
  private PersistentIntMap<PersistentIntMap<Term>> mergePending(Bool condition, Memory a, Memory b)
      throws Unsupported {
    List<Integer> objects = new ArrayList<>();
    a.pending().diff(b.pending(), (object, x, y) -> objects.add(object));
    PersistentIntMap<PersistentIntMap<Term>> merged = a.pending();
    for (int object : objects) {
      PersistentIntMap<Term> x = a.pending().get(object);
      PersistentIntMap<Term> y = b.pending().get(object);
      List<Integer> offsets = new ArrayList<>();
      (x == null ? PersistentIntMap.<Term>empty() : x)
          .diff(y == null ? PersistentIntMap.empty() : y, (offset, p, q) -> offsets.add(offset));
      PersistentIntMap<Term> bytes = x == null ? PersistentIntMap.empty() : x;
      for (int offset : offsets) {
        Term p = byteAt(a, object, offset);
        Term q = byteAt(b, object, offset);
        bytes = bytes.with(offset, p.equals(q) ? p : f.iteTerm(condition, p, q));
      }
      merged = merged.with(object, bytes);
    }
    return merged;
  }

  /** The byte at a known address. */
  private Term byteAt(Memory m, long object, long offset) throws Unsupported {
    return readBytes(m, place(object, offset), 1).get(0);
  }

  private Place place(long object, long offset) {
    return new Place(f.bv(l.objectBits, object), object, f.bv(l.offsetBits, offset), offset);
  }
}
