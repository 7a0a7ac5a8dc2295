package dev.vigil.analysis;

import dev.vigil.ir.Cfa;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Function;

/**
 * One result per CFA, computed on first use. A CFA is immutable and compares by identity, so the
 * result stays valid; entries go when their CFA is no longer used. A result must not refer to its
 * CFA, or the entry would never go.
 */
final class CfaCache<T> {
  private final Map<Cfa, T> results = Collections.synchronizedMap(new WeakHashMap<>());
  private final Function<Cfa, T> compute;

  CfaCache(Function<Cfa, T> compute) {
    this.compute = compute;
  }

  T get(Cfa cfa) {
    return results.computeIfAbsent(cfa, compute);
  }
}
