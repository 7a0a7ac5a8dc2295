package dev.vigil.smt;

import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Op.AllocKind;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.FloatType;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Type.PointerType;
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
 * Object facts live in arrays indexed by object number.
 */
final class MemoryEncoding {
  /** Copies and fills of more bytes than this are reported as unsupported. */
  static final long MAX_CONSTANT_BYTES = 1 << 16;

  private final Formulas f;
  private final FpEncoding fp;
  private final Layout l;
  private final BitvectorFormulaManager bv;
  private final ArrayFormulaManager arrays;
  private final BitvectorType objectSort;
  private final BitvectorType offsetSort;
  private final BitvectorType byteSort;
  private final ArrayFormulaType<BitvectorFormula, BitvectorFormula> bytesSort;
  final IntType objectType;
  final IntType sizeType;

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
    this.objectType = IntType.of(l.objectBits);
    this.sizeType = IntType.of(l.pointerBits);
  }

  /** Bytes an access of {@code type} reads or writes. */
  int byteCount(Type type) {
    if (type instanceof IntType i) {
      return (i.bits() + 7) / 8;
    }
    if (type instanceof FloatType t) {
      return t.totalBits() / 8;
    }
    if (type instanceof PointerType) {
      return l.pointerBits / 8;
    }
    throw new IllegalArgumentException("cannot access memory as " + type);
  }

  /** The initial memory: every object unallocated, except the globals, functions and null. */
  Memory initial() {
    ArrayFormula<BitvectorFormula, ArrayFormula<BitvectorFormula, BitvectorFormula>> contents =
        arrays.makeArray("mem0", objectSort, bytesSort);
    ArrayFormula<BitvectorFormula, BitvectorFormula> sizes =
        arrays.makeArray(objectSort, FormulaType.getBitvectorTypeWithSize(l.pointerBits), f.bv(l.pointerBits, 0));
    ArrayFormula<BitvectorFormula, BitvectorFormula> live = arrays.makeArray(objectSort, bitSort(), f.bv(1, 0));
    ArrayFormula<BitvectorFormula, BitvectorFormula> heap = arrays.makeArray(objectSort, bitSort(), f.bv(1, 0));
    PersistentIntMap<ObjectFacts> facts = PersistentIntMap.empty();
    ObjectFacts nothing = new ObjectFacts(concreteSize(0), bool(false), false);
    facts = facts.with(0, nothing);
    for (String g : l.globalNames()) {
      long o = l.globalObject(g);
      long size = l.globalSize(g);
      sizes = arrays.store(sizes, object(o), f.bv(l.pointerBits, size));
      live = arrays.store(live, object(o), f.bv(1, 1));
      facts = facts.with((int) o, new ObjectFacts(concreteSize(size), bool(true), false));
    }
    for (long o = l.globalNames().size() + 1; o < l.firstDynamicObject; o++) {
      facts = facts.with((int) o, nothing);
    }
    Term next = Term.concrete(objectType, l.firstDynamicObject);
    return new Memory(contents, sizes, live, heap, next, l.firstDynamicObject, facts);
  }

  private static BitvectorType bitSort() {
    return FormulaType.getBitvectorTypeWithSize(1);
  }

  private Term concreteSize(long size) {
    return Term.concrete(sizeType, size);
  }

  private static Term bool(boolean b) {
    return Term.concrete(IntType.BOOL, b ? 1 : 0);
  }

  private BitvectorFormula object(long o) {
    return f.bv(l.objectBits, o);
  }

  /** A zero-filled byte array, for zeroed objects. */
  ArrayFormula<BitvectorFormula, BitvectorFormula> zeros() {
    f.built();
    return arrays.makeArray(offsetSort, byteSort, f.bv(8, 0));
  }

  /** Writes the bytes of a constant global initializer into a global's contents. */
  Memory initialize(Memory m, long object, List<Long> offsets, List<Term> values, boolean nondet)
      throws Unsupported {
    ArrayFormula<BitvectorFormula, BitvectorFormula> bytes =
        nondet ? arrays.select(m.contents(), object(object)) : zeros();
    for (int i = 0; i < offsets.size(); i++) {
      bytes = storeBytes(bytes, f.bv(l.offsetBits, offsets.get(i)), offsets.get(i), values.get(i));
    }
    return m.withContents(arrays.store(m.contents(), object(object), bytes));
  }

  private BitvectorFormula objectFormula(Term pointer) throws Unsupported {
    if (pointer.isConcrete()) {
      return object(l.objectOf(pointer.bits));
    }
    f.built();
    return bv.extract(f.bits(pointer), l.pointerBits - 1, l.offsetBits);
  }

  private BitvectorFormula offsetFormula(Term pointer) throws Unsupported {
    if (pointer.isConcrete()) {
      return f.bv(l.offsetBits, l.offsetOf(pointer.bits));
    }
    f.built();
    return bv.extract(f.bits(pointer), l.offsetBits - 1, 0);
  }

  /** The offset of byte {@code i} of an access at {@code offset} (wrapping, as PtrAdd does). */
  private BitvectorFormula byteOffset(BitvectorFormula offset, Long concreteOffset, int i) {
    if (concreteOffset != null) {
      return f.bv(l.offsetBits, (concreteOffset + i) & l.offsetMask());
    }
    if (i == 0) {
      return offset;
    }
    f.built();
    return bv.add(offset, f.bv(l.offsetBits, i));
  }

  /** A {@link Query} other than OFFSET on the object {@code pointer} points into. */
  Term query(Memory m, Query q, Term pointer, IntType resultType) throws Unsupported {
    if (q == Query.OFFSET) {
      if (pointer.isConcrete()) {
        return Term.concrete(resultType, l.offsetOf(pointer.bits) & IntEval.mask(resultType.bits()));
      }
      return f.term(resultType, f.resize(offsetFormula(pointer), l.offsetBits, resultType.bits(), false));
    }
    if (pointer.isConcrete()) {
      long o = l.objectOf(pointer.bits);
      ObjectFacts facts = o < Integer.MAX_VALUE ? m.facts().get((int) o) : null;
      if (facts == null && o >= m.maxNext()) {
        facts = new ObjectFacts(concreteSize(0), bool(false), false);
      }
      if (facts != null) {
        return switch (q) {
          case OBJECT_SIZE -> resizeSize(facts.size(), resultType);
          case LIVE -> facts.live();
          default -> bool(facts.heap());
        };
      }
    }
    BitvectorFormula o = objectFormula(pointer);
    f.built();
    return switch (q) {
      case OBJECT_SIZE ->
          f.term(resultType, f.resize(arrays.select(m.sizes(), o), l.pointerBits, resultType.bits(), false));
      case LIVE -> f.term(IntType.BOOL, arrays.select(m.live(), o));
      default -> f.term(IntType.BOOL, arrays.select(m.heap(), o));
    };
  }

  private Term resizeSize(Term size, IntType to) throws Unsupported {
    if (size.isConcrete()) {
      return Term.concrete(to, size.bits & IntEval.mask(to.bits()));
    }
    return f.term(to, f.resize(f.bits(size), l.pointerBits, to.bits(), false));
  }

  /** The value a load of {@code type} at {@code pointer} reads, and the bytes it read. */
  record Loaded(Term value, Observation.BytesRead read) {}

  Loaded load(Memory m, Term pointer, Type type) throws Unsupported {
    int n = byteCount(type);
    List<Term> bytes = readBytes(m, pointer, n);
    BitvectorFormula all = f.bits(bytes.get(n - 1));
    for (int i = n - 2; i >= 0; i--) {
      f.built();
      all = bv.concat(all, f.bits(bytes.get(i)));
    }
    return new Loaded(fromBytes(all, 8 * n, type), new Observation.BytesRead(pointer, bytes));
  }

  private List<Term> readBytes(Memory m, Term pointer, long n) throws Unsupported {
    ArrayFormula<BitvectorFormula, BitvectorFormula> inner = arrays.select(m.contents(), objectFormula(pointer));
    BitvectorFormula offset = offsetFormula(pointer);
    Long concreteOffset = pointer.isConcrete() ? l.offsetOf(pointer.bits) : null;
    List<Term> bytes = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      f.built();
      bytes.add(Term.symbolic(IntType.I8, arrays.select(inner, byteOffset(offset, concreteOffset, i))));
    }
    return bytes;
  }

  private Term fromBytes(BitvectorFormula all, int width, Type type) throws Unsupported {
    if (type instanceof FloatType t) {
      return fp.fromBits(t, Term.symbolic(IntType.of(width), all));
    }
    int bits = f.width(type);
    f.built();
    BitvectorFormula value = bits == width ? all : bv.extract(all, bits - 1, 0);
    return f.term(type, value);
  }

  /** The little-endian bytes of a value: integers zero-extended, NaN canonical. */
  private BitvectorFormula toBytes(Term value, int width) throws Unsupported {
    if (value.type instanceof FloatType t) {
      if (value.isConcrete()) {
        return f.bv(width, FloatEval.canonical(t, value.bits));
      }
      return fp.toBits(t, value);
    }
    if (value.isConcrete()) {
      return f.bv(width, value.bits);
    }
    return f.resize(f.bits(value), f.width(value.type), width, false);
  }

  private ArrayFormula<BitvectorFormula, BitvectorFormula> storeBytes(
      ArrayFormula<BitvectorFormula, BitvectorFormula> inner,
      BitvectorFormula offset,
      Long concreteOffset,
      Term value)
      throws Unsupported {
    int n = byteCount(value.type);
    BitvectorFormula all = value.isConcrete() ? null : toBytes(value, 8 * n);
    for (int i = 0; i < n; i++) {
      f.built();
      BitvectorFormula b =
          value.isConcrete()
              ? f.bv(8, byteOfConcrete(value, i))
              : bv.extract(all, 8 * i + 7, 8 * i);
      inner = arrays.store(inner, byteOffset(offset, concreteOffset, i), b);
    }
    return inner;
  }

  private static long byteOfConcrete(Term value, int i) {
    long bits =
        value.type instanceof FloatType t ? FloatEval.canonical(t, value.bits) : value.bits;
    return (bits >>> (8 * i)) & 0xff;
  }

  Memory store(Memory m, Term pointer, Term value) throws Unsupported {
    BitvectorFormula o = objectFormula(pointer);
    ArrayFormula<BitvectorFormula, BitvectorFormula> inner = arrays.select(m.contents(), o);
    Long concreteOffset = pointer.isConcrete() ? l.offsetOf(pointer.bits) : null;
    inner = storeBytes(inner, offsetFormula(pointer), concreteOffset, value);
    f.built();
    return m.withContents(arrays.store(m.contents(), o, inner));
  }

  /** An allocation: the new memory, the pointer to the object, the object number. */
  record Allocated(Memory memory, Term pointer, Term object, Bool tooLarge) {}

  Allocated alloc(Memory m, AllocKind kind, Term size, boolean zeroed) throws Unsupported {
    if (m.maxNext() >= l.objectLimit()) {
      throw new Unsupported("more than " + (l.objectLimit() - 1) + " memory objects");
    }
    Term sizeTerm = resizeSize(f.width(size.type) == l.pointerBits ? size : widen(size), sizeType);
    Bool tooLarge = tooLarge(size);
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
    var contents = zeroed ? arrays.store(m.contents(), o, zeros()) : m.contents();
    Term next =
        object.isConcrete()
            ? Term.concrete(objectType, object.bits + 1)
            : Term.symbolic(objectType, bv.add(o, f.bv(l.objectBits, 1)));
    PersistentIntMap<ObjectFacts> facts = m.facts();
    if (object.isConcrete()) {
      facts = facts.with((int) object.bits, new ObjectFacts(sizeTerm, bool(true), kind == AllocKind.HEAP));
    }
    Memory after = new Memory(contents, sizes, live, heap, next, m.maxNext() + 1, facts);
    return new Allocated(after, pointer, object, tooLarge);
  }

  private Term widen(Term size) throws Unsupported {
    if (size.isConcrete()) {
      return Term.concrete(sizeType, size.bits & IntEval.mask(l.pointerBits));
    }
    return f.term(sizeType, f.resize(f.bits(size), f.width(size.type), l.pointerBits, false));
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

  /** {@code free}: the object is no longer live (free(null) changes nothing observable). */
  Memory free(Memory m, Term pointer) throws Unsupported {
    return kill(m, pointer.isConcrete() ? Term.concrete(objectType, l.objectOf(pointer.bits))
        : Term.symbolic(objectType, objectFormula(pointer)), f.smt.tru());
  }

  /** Marks {@code object} dead if {@code executed}: stack objects when their function returns. */
  Memory kill(Memory m, Term object, Bool executed) throws Unsupported {
    BitvectorFormula o = f.bits(object);
    f.built();
    BitvectorFormula dead = f.bv(1, 0);
    BitvectorFormula value =
        executed.isTrue() ? dead : f.bools.ifThenElse(executed.formula, dead, arrays.select(m.live(), o));
    var live = arrays.store(m.live(), o, value);
    PersistentIntMap<ObjectFacts> facts = m.facts();
    if (object.isConcrete()) {
      ObjectFacts old = facts.get((int) object.bits);
      if (old != null) {
        Term liveNow =
            executed.isTrue() ? bool(false) : f.fromBool(f.smt.and(f.smt.not(executed), f.asBool(old.live())));
        facts = facts.with((int) object.bits, new ObjectFacts(old.size(), liveNow, old.heap()));
      }
    } else {
      facts = forgetLiveness(facts, m.maxNext());
    }
    return new Memory(m.contents(), m.sizes(), live, m.heap(), m.next(), m.maxNext(), facts);
  }

  /** After a free through an unknown pointer, no dynamic object's liveness is known. */
  private PersistentIntMap<ObjectFacts> forgetLiveness(PersistentIntMap<ObjectFacts> facts, long maxNext) {
    PersistentIntMap<ObjectFacts> result = facts;
    for (long o = l.firstDynamicObject; o < maxNext; o++) {
      ObjectFacts old = facts.get((int) o);
      if (old != null) {
        result = result.with((int) o, null);
      }
    }
    return result;
  }

  /** {@code memmove} of a constant number of bytes: all bytes are read before any is written. */
  record Copied(Memory memory, Observation.BytesRead read) {}

  Copied copy(Memory m, Term destination, Term source, Term size) throws Unsupported {
    long n = constantCount(size, "memcpy");
    List<Term> bytes = readBytes(m, source, n);
    BitvectorFormula o = objectFormula(destination);
    ArrayFormula<BitvectorFormula, BitvectorFormula> inner = arrays.select(m.contents(), o);
    BitvectorFormula offset = offsetFormula(destination);
    Long concreteOffset = destination.isConcrete() ? l.offsetOf(destination.bits) : null;
    for (int i = 0; i < n; i++) {
      f.built();
      inner = arrays.store(inner, byteOffset(offset, concreteOffset, i), f.bits(bytes.get(i)));
    }
    Memory after = n == 0 ? m : m.withContents(arrays.store(m.contents(), o, inner));
    return new Copied(after, new Observation.BytesRead(source, bytes));
  }

  /** {@code memset} of a constant number of bytes. */
  Memory set(Memory m, Term destination, Term value, Term size) throws Unsupported {
    long n = constantCount(size, "memset");
    if (n == 0) {
      return m;
    }
    BitvectorFormula o = objectFormula(destination);
    ArrayFormula<BitvectorFormula, BitvectorFormula> inner = arrays.select(m.contents(), o);
    BitvectorFormula offset = offsetFormula(destination);
    Long concreteOffset = destination.isConcrete() ? l.offsetOf(destination.bits) : null;
    BitvectorFormula b = f.bits(value);
    for (int i = 0; i < n; i++) {
      f.built();
      inner = arrays.store(inner, byteOffset(offset, concreteOffset, i), b);
    }
    return m.withContents(arrays.store(m.contents(), o, inner));
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
    var contents = a.contents().equals(b.contents()) ? a.contents() : iteArray(condition, a.contents(), b.contents());
    var sizes = a.sizes().equals(b.sizes()) ? a.sizes() : iteArray(condition, a.sizes(), b.sizes());
    var live = a.live().equals(b.live()) ? a.live() : iteArray(condition, a.live(), b.live());
    var heap = a.heap().equals(b.heap()) ? a.heap() : iteArray(condition, a.heap(), b.heap());
    Term next = iteTerm(condition, a.next(), b.next());
    PersistentIntMap<ObjectFacts> facts = a.facts();
    PersistentIntMap<ObjectFacts>[] merged = new PersistentIntMap[] {facts};
    Unsupported[] failure = new Unsupported[1];
    a.facts()
        .diff(
            b.facts(),
            (key, x, y) -> {
              ObjectFacts m = null;
              if (x != null && y != null && x.heap() == y.heap()) {
                try {
                  m = new ObjectFacts(iteTerm(condition, x.size(), y.size()), iteTerm(condition, x.live(), y.live()), x.heap());
                } catch (Unsupported e) {
                  failure[0] = e;
                }
              }
              merged[0] = merged[0].with(key, m);
            });
    if (failure[0] != null) {
      throw failure[0];
    }
    return new Memory(contents, sizes, live, heap, next, Math.max(a.maxNext(), b.maxNext()), merged[0]);
  }

  private <I extends org.sosy_lab.java_smt.api.Formula, E extends org.sosy_lab.java_smt.api.Formula>
      ArrayFormula<I, E> iteArray(Bool c, ArrayFormula<I, E> a, ArrayFormula<I, E> b) {
    f.built();
    return f.bools.ifThenElse(c.formula, a, b);
  }

  /** {@code c ? a : b} on terms of one type. */
  Term iteTerm(Bool c, Term a, Term b) throws Unsupported {
    if (a.equals(b) || c.isTrue()) {
      return a;
    }
    if (c.isFalse()) {
      return b;
    }
    return f.term(a.type, f.ite(c.formula, f.of(a), f.of(b)));
  }
}
