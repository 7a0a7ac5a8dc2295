package dev.vigil.interp;

import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.DataModel;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The byte-addressed memory of one run (docs/SEMANTICS.md): objects by number, pointers as {@code
 * object << offsetBits | offset}, little-endian values. Every access is checked; an invalid one
 * stops the run with {@link Stop}.
 */
final class Memory {
  /** Objects up to this size keep their bytes in one array. */
  private static final long FLAT_LIMIT = 1 << 24;

  /** Flat objects beyond this many live bytes in all are paged instead. */
  private static final long FLAT_TOTAL_LIMIT = 1L << 28;

  /** The most bytes of pages a run may touch. */
  private static final long PAGED_TOTAL_LIMIT = 1L << 29;

  private final DataModel model;
  private final int offsetBits;
  private final long offsetMask;
  private final long maxObjects;
  private final InputSupplier inputs;
  private MemObject[] objects = new MemObject[64];
  private int count = 1; // object 0 is null
  private long flatBytes;
  private long pagedBytes;

  /** The functions without a body that gave some object arbitrary contents (HavocObjects). */
  private final Set<String> havocs = new LinkedHashSet<>();

  /** Those of them whose arbitrary bytes the run has read. */
  private final Set<String> havocReads = new LinkedHashSet<>();

  Memory(DataModel model, InputSupplier inputs) {
    this.model = model;
    this.offsetBits = model.offsetBits();
    this.offsetMask = model.offsetMask();
    this.maxObjects = 1L << model.objectBits();
    this.inputs = inputs;
  }

  long offsetMask() {
    return offsetMask;
  }

  int objectCount() {
    return count;
  }

  MemObject object(int number) {
    return objects[number];
  }

  long pointer(int object, long offset) {
    return model.pointer(object, offset);
  }

  /** The object a pointer names, or null if no such object exists. */
  MemObject objectOf(long pointer) {
    long number = pointer >>> offsetBits;
    return number > 0 && number < count ? objects[(int) number] : null;
  }

  /** Adds a flat object with the given bytes; returns its number. */
  int addFlat(MemObject.Kind kind, byte[] bytes, boolean initialised, String name) {
    flatBytes += bytes.length;
    return add(new MemObject(count, kind, bytes, initialised, name));
  }

  /** Adds an object of {@code size} bytes, zeroed or uninitialised; returns its number. */
  int allocate(MemObject.Kind kind, long size, boolean zeroed, String name) {
    if (Long.compareUnsigned(size, offsetMask + 1) > 0) {
      throw new Stop(
          "object of " + Long.toUnsignedString(size) + " bytes, more than 2^" + offsetBits);
    }
    if (size <= FLAT_LIMIT && flatBytes + size <= FLAT_TOTAL_LIMIT) {
      return addFlat(kind, new byte[(int) size], zeroed, name);
    }
    return add(new MemObject(count, kind, size, zeroed, name));
  }

  private int add(MemObject o) {
    if (count >= maxObjects) {
      throw new Stop("unsupported: more than " + (maxObjects - 1) + " memory objects");
    }
    if (count == objects.length) {
      objects = Arrays.copyOf(objects, count * 2);
    }
    objects[count] = o;
    return count++;
  }

  /** Releases a stack object, or frees a heap object (the caller checked that it may). */
  void release(int number) {
    MemObject o = objects[number];
    if (o.data != null) {
      flatBytes -= o.size;
    }
    o.release();
  }

  /**
   * {@code free(pointer)}: null does nothing; anything but a live heap object's start is invalid.
   */
  void free(long pointer) {
    if (pointer == 0) {
      return;
    }
    MemObject o = objectOf(pointer);
    if (o == null || o.kind != MemObject.Kind.HEAP || !o.live || (pointer & offsetMask) != 0) {
      throw new Stop("invalid free of " + describe(pointer));
    }
    release(o.number);
  }

  /** The live object that holds {@code length} bytes at {@code pointer}, or a {@link Stop}. */
  MemObject access(long pointer, long length, String what) {
    MemObject o = objectOf(pointer);
    long offset = pointer & offsetMask;
    if (o == null
        || !o.live
        || Long.compareUnsigned(length, o.size) > 0
        || offset > o.size - length) {
      throw new Stop("invalid " + what + " of " + length + " bytes at " + describe(pointer));
    }
    return o;
  }

  /** Reads a little-endian value of {@code length} (1 to 8) bytes. */
  long load(long pointer, int length) {
    MemObject o = access(pointer, length, "read");
    long offset = pointer & offsetMask;
    long value = 0;
    if (o.isFast()) {
      byte[] data = o.data;
      int at = (int) offset;
      for (int i = length - 1; i >= 0; i--) {
        value = value << 8 | (data[at + i] & 0xff);
      }
      return value;
    }
    for (int i = length - 1; i >= 0; i--) {
      value = value << 8 | byteAt(o, offset + i);
    }
    return value;
  }

  /** Writes the low {@code length} bytes of {@code value}, little-endian. */
  void store(long pointer, int length, long value) {
    MemObject o = access(pointer, length, "write");
    long offset = pointer & offsetMask;
    if (o.isFast()) {
      byte[] data = o.data;
      int at = (int) offset;
      for (int i = 0; i < length; i++) {
        data[at + i] = (byte) (value >>> (8 * i));
      }
      return;
    }
    for (int i = 0; i < length; i++) {
      setByte(o, offset + i, (byte) (value >>> (8 * i)));
    }
  }

  /**
   * {@code HavocObjects}: the live object {@code pointer} points into, if any, gets arbitrary
   * contents on behalf of {@code origin}.
   */
  void havoc(long pointer, String origin) {
    MemObject o = objectOf(pointer);
    if (o != null && o.live) {
      havoc(o, origin);
    }
  }

  /** Every live stack and heap object gets arbitrary contents on behalf of {@code origin}. */
  void havocStackAndHeap(String origin) {
    for (int n = 1; n < count; n++) {
      MemObject o = objects[n];
      if (o.live && (o.kind == MemObject.Kind.STACK || o.kind == MemObject.Kind.HEAP)) {
        havoc(o, origin);
      }
    }
  }

  private void havoc(MemObject o, String origin) {
    pagedBytes -= (long) o.havoc(origin) * MemObject.PAGE_SIZE;
    havocs.add(origin);
  }

  /** The functions without a body whose arbitrary bytes the run read, in order. */
  List<String> havocReads() {
    return List.copyOf(havocReads);
  }

  /**
   * The run's outcome depends on everything the functions without a body could have written (a
   * memtrack leak check looks at all of memory).
   */
  void dependOnAllHavocs() {
    havocReads.addAll(havocs);
  }

  /** An initialised byte; an uninitialised one is read from the inputs and then stays fixed. */
  private int byteAt(MemObject o, long offset) {
    int b = o.get(offset);
    if (b < 0) {
      if (o.havocOrigin != null) {
        havocReads.add(o.havocOrigin);
      }
      byte fresh = inputs.uninitializedByte(pointer(o.number, offset));
      setByte(o, offset, fresh);
      b = fresh & 0xff;
    }
    return b;
  }

  private void setByte(MemObject o, long offset, byte value) {
    pagedBytes += (long) o.set(offset, value) * MemObject.PAGE_SIZE;
    if (pagedBytes > PAGED_TOTAL_LIMIT) {
      throw new Stop(
          "unsupported: the run touches more than " + (PAGED_TOTAL_LIMIT >> 20) + " MiB of memory");
    }
  }

  /** {@code memset}. */
  void fill(long pointer, byte value, long length) {
    if (length == 0) {
      return;
    }
    MemObject o = access(pointer, length, "memset");
    long offset = pointer & offsetMask;
    for (long i = 0; i < length; i++) {
      setByte(o, offset + i, value);
    }
  }

  /** {@code memmove}: every source byte is read (uninitialised ones get fixed), then written. */
  void copy(long destination, long source, long length) {
    if (length == 0) {
      return;
    }
    MemObject to = access(destination, length, "memcpy destination");
    MemObject from = access(source, length, "memcpy source");
    if (length > Integer.MAX_VALUE - 8) {
      throw new Stop("unsupported: memcpy of " + length + " bytes");
    }
    long fromOffset = source & offsetMask;
    long toOffset = destination & offsetMask;
    byte[] buffer = new byte[(int) length];
    for (int i = 0; i < length; i++) {
      buffer[i] = (byte) byteAt(from, fromOffset + i);
    }
    for (int i = 0; i < length; i++) {
      setByte(to, toOffset + i, buffer[i]);
    }
  }

  /** {@code OBJECT_SIZE}: 0 for null, functions and numbers not allocated. */
  long objectSize(long pointer) {
    MemObject o = objectOf(pointer);
    return o == null || o.kind == MemObject.Kind.FUNCTION ? 0 : o.size;
  }

  /** {@code LIVE}: a global, or allocated and not yet released. */
  boolean isLive(long pointer) {
    MemObject o = objectOf(pointer);
    return o != null && o.live;
  }

  /** {@code HEAP}: allocated by a heap {@code Alloc}. */
  boolean isHeap(long pointer) {
    MemObject o = objectOf(pointer);
    return o != null && o.kind == MemObject.Kind.HEAP;
  }

  /** A pointer for messages: {@code name+offset} and whether the object was released. */
  String describe(long pointer) {
    MemObject o = objectOf(pointer);
    boolean released = o != null && !o.live && o.kind != MemObject.Kind.FUNCTION;
    return name(pointer) + (released ? " (released)" : "");
  }

  /** A pointer for messages: {@code name}, {@code name+offset}, or object and offset. */
  String name(long pointer) {
    if (pointer == 0) {
      return "NULL";
    }
    ConcreteValue.Pointee p = pointee(pointer);
    return p.offset() == 0 ? p.object() : p.object() + "+" + p.offset();
  }

  /** What a non-null pointer points into: the object's name (or kind and number) and offset. */
  ConcreteValue.Pointee pointee(long pointer) {
    long number = pointer >>> offsetBits;
    long offset = pointer & offsetMask;
    if (number > 0 && number < count) {
      MemObject o = objects[(int) number];
      boolean named = !o.name.isEmpty();
      String object = named ? o.name : o.kind.name().toLowerCase() + " object " + number;
      return new ConcreteValue.Pointee(object, named, offset);
    }
    return new ConcreteValue.Pointee("object " + number, false, offset);
  }
}
