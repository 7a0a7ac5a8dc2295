package dev.vigil.smt;

/**
 * An immutable map from small non-negative integers to values: a 32-way trie with path copying, so
 * that an update copies a few short arrays and two versions share everything else. {@link #diff}
 * skips shared subtrees, so comparing two states costs in proportion to what differs.
 */
final class PersistentIntMap<V> {
  private static final int BITS = 5;
  private static final int WIDTH = 1 << BITS;
  private static final PersistentIntMap<?> EMPTY = new PersistentIntMap<>(new Object[WIDTH], 1);

  private final Object[] root;
  private final int levels;

  private PersistentIntMap(Object[] root, int levels) {
    this.root = root;
    this.levels = levels;
  }

  @SuppressWarnings("unchecked")
  static <V> PersistentIntMap<V> empty() {
    return (PersistentIntMap<V>) EMPTY;
  }

  private long capacity() {
    return 1L << (BITS * levels);
  }

  @SuppressWarnings("unchecked")
  V get(int key) {
    if (key < 0 || key >= capacity()) {
      return null;
    }
    Object[] node = root;
    for (int level = levels - 1; level > 0; level--) {
      node = (Object[]) node[(key >>> (BITS * level)) & (WIDTH - 1)];
      if (node == null) {
        return null;
      }
    }
    return (V) node[key & (WIDTH - 1)];
  }

  PersistentIntMap<V> with(int key, V value) {
    if (key < 0) {
      throw new IllegalArgumentException("negative key " + key);
    }
    Object[] r = root;
    int l = levels;
    while (key >= (1L << (BITS * l))) {
      Object[] grown = new Object[WIDTH];
      grown[0] = r;
      r = grown;
      l++;
    }
    if (get(key) == value && l == levels) {
      return this;
    }
    return new PersistentIntMap<>(set(r, l - 1, key, value), l);
  }

  private static Object[] set(Object[] node, int level, int key, Object value) {
    Object[] copy = node == null ? new Object[WIDTH] : node.clone();
    int slot = (key >>> (BITS * level)) & (WIDTH - 1);
    copy[slot] = level == 0 ? value : set((Object[]) copy[slot], level - 1, key, value);
    return copy;
  }

  /** Receives an entry. */
  interface EntryConsumer<V> {
    void accept(int key, V value);
  }

  /** Calls {@code consumer} for every key with a value, in increasing order. */
  void forEach(EntryConsumer<V> consumer) {
    diff(empty(), (key, mine, none) -> consumer.accept(key, mine));
  }

  /** Whether no key has a value. */
  boolean isEmpty() {
    if (this == EMPTY) {
      return true;
    }
    boolean[] any = {false};
    diff(empty(), (key, mine, none) -> any[0] = true);
    return !any[0];
  }

  /** Receives the keys where two maps differ, with both values (either may be null). */
  interface DiffConsumer<V> {
    void differs(int key, V mine, V theirs);
  }

  /** Calls {@code consumer} for every key whose value differs (by identity) in {@code other}. */
  void diff(PersistentIntMap<V> other, DiffConsumer<V> consumer) {
    PersistentIntMap<V> a = this;
    PersistentIntMap<V> b = other;
    int l = Math.max(a.levels, b.levels);
    diff(a.rootAt(l), b.rootAt(l), l - 1, 0, consumer);
  }

  private Object[] rootAt(int l) {
    Object[] r = root;
    for (int i = levels; i < l; i++) {
      Object[] grown = new Object[WIDTH];
      grown[0] = r;
      r = grown;
    }
    return r;
  }

  @SuppressWarnings("unchecked")
  private static <V> void diff(Object[] a, Object[] b, int level, int base, DiffConsumer<V> c) {
    if (a == b) {
      return;
    }
    for (int i = 0; i < WIDTH; i++) {
      Object x = a == null ? null : a[i];
      Object y = b == null ? null : b[i];
      if (x == y) {
        continue;
      }
      int key = base | (i << (BITS * level));
      if (level == 0) {
        c.differs(key, (V) x, (V) y);
      } else {
        diff((Object[]) x, (Object[]) y, level - 1, key, c);
      }
    }
  }
}
