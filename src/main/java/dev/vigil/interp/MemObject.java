package dev.vigil.interp;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * One memory object: its kind, size, liveness and bytes. Small objects keep their bytes in one
 * array with a bitmap of initialised bytes (dropped once every byte is initialised, which makes the
 * common access fast); large ones keep 4 KiB pages made on first touch, so that a huge {@code
 * malloc} costs only what the program touches.
 */
final class MemObject {
  enum Kind {
    GLOBAL,
    FUNCTION,
    STACK,
    HEAP
  }

  static final int PAGE_BITS = 12;
  static final int PAGE_SIZE = 1 << PAGE_BITS;

  final int number;
  final Kind kind;
  final long size;
  final String name;
  boolean live;

  /** The function without a body that last gave this object arbitrary contents, or null. */
  String havocOrigin;

  /** The bytes of a flat object, or null for a paged one. */
  byte[] data;

  /** Initialised bytes of a flat object, one bit each; null when all are initialised. */
  private long[] initialised;

  private long uninitialisedCount;

  private final Map<Long, Page> pages;
  private boolean zeroFill;
  private Page lastPage;

  private static final class Page {
    final long index;
    final byte[] bytes = new byte[PAGE_SIZE];
    final long[] initialised = new long[PAGE_SIZE / 64];

    Page(long index) {
      this.index = index;
    }
  }

  /** A flat object with the given initial bytes; {@code initialised} false means all unset. */
  MemObject(int number, Kind kind, byte[] data, boolean initialised, String name) {
    this.number = number;
    this.kind = kind;
    this.size = data.length;
    this.name = name;
    this.live = kind != Kind.FUNCTION;
    this.data = data;
    if (!initialised && data.length > 0) {
      this.initialised = new long[(data.length + 63) >>> 6];
      this.uninitialisedCount = data.length;
    }
    this.pages = null;
    this.zeroFill = false;
  }

  /** A paged object whose bytes start as zeros ({@code zeroFill}) or uninitialised. */
  MemObject(int number, Kind kind, long size, boolean zeroFill, String name) {
    this.number = number;
    this.kind = kind;
    this.size = size;
    this.name = name;
    this.live = true;
    this.pages = new HashMap<>();
    this.zeroFill = zeroFill;
  }

  boolean isFast() {
    return data != null && initialised == null;
  }

  /** The byte at {@code offset} (0 to 255), or -1 when it is uninitialised. */
  int get(long offset) {
    if (data != null) {
      int i = (int) offset;
      if (initialised != null && (initialised[i >>> 6] & (1L << i)) == 0) {
        return -1;
      }
      return data[i] & 0xff;
    }
    Page page = page(offset >>> PAGE_BITS, false);
    if (page == null) {
      return zeroFill ? 0 : -1;
    }
    int i = (int) (offset & (PAGE_SIZE - 1));
    return (page.initialised[i >>> 6] & (1L << i)) == 0 ? -1 : page.bytes[i] & 0xff;
  }

  /** Writes one byte; returns the number of newly made pages (for the memory limit). */
  int set(long offset, byte value) {
    if (data != null) {
      int i = (int) offset;
      data[i] = value;
      if (initialised != null && (initialised[i >>> 6] & (1L << i)) == 0) {
        initialised[i >>> 6] |= 1L << i;
        if (--uninitialisedCount == 0) {
          initialised = null;
        }
      }
      return 0;
    }
    int made = pages.containsKey(offset >>> PAGE_BITS) ? 0 : 1;
    Page page = page(offset >>> PAGE_BITS, true);
    int i = (int) (offset & (PAGE_SIZE - 1));
    page.bytes[i] = value;
    page.initialised[i >>> 6] |= 1L << i;
    return made;
  }

  private Page page(long index, boolean create) {
    if (lastPage != null && lastPage.index == index) {
      return lastPage;
    }
    Page page = pages.get(index);
    if (page == null && create) {
      page = new Page(index);
      if (zeroFill) {
        Arrays.fill(page.initialised, -1L);
      }
      pages.put(index, page);
    }
    if (page != null) {
      lastPage = page;
    }
    return page;
  }

  /**
   * The offsets worth scanning for pointers: all of a flat object, the touched pages of another.
   */
  long[] scanRanges() {
    if (data != null) {
      return new long[] {0, size};
    }
    long[] ranges = new long[pages.size() * 2];
    int i = 0;
    for (long index : pages.keySet().stream().sorted().toList()) {
      ranges[i++] = index << PAGE_BITS;
      ranges[i++] = Math.min(size, (index + 1) << PAGE_BITS);
    }
    return ranges;
  }

  /**
   * Makes every byte uninitialised again, so that each is read afresh from the inputs, on behalf of
   * {@code origin}; returns the number of pages dropped (for the memory limit).
   */
  int havoc(String origin) {
    havocOrigin = origin;
    if (data != null) {
      if (data.length > 0) {
        initialised = new long[(data.length + 63) >>> 6];
        uninitialisedCount = data.length;
      }
      return 0;
    }
    int dropped = pages.size();
    pages.clear();
    lastPage = null;
    zeroFill = false;
    return dropped;
  }

  /** Frees the bytes of a released object; its size stays known. */
  void release() {
    live = false;
    data = null;
    initialised = null;
    if (pages != null) {
      pages.clear();
      lastPage = null;
    }
  }
}
