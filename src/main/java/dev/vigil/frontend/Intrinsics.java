package dev.vigil.frontend;

import java.util.List;
import java.util.Set;

/** How each LLVM intrinsic is lifted, by its name without the type suffix. */
final class Intrinsics {
  /** Intrinsics with no effect on the IR's semantics: no edge at all. */
  private static final Set<String> IGNORED =
      Set.of(
          "llvm.dbg.declare",
          "llvm.dbg.value",
          "llvm.dbg.assign",
          "llvm.dbg.label",
          "llvm.lifetime.start",
          "llvm.lifetime.end",
          "llvm.experimental.noalias.scope.decl",
          "llvm.stacksave",
          "llvm.stackrestore",
          "llvm.prefetch",
          "llvm.donothing",
          "llvm.sideeffect",
          "llvm.invariant.start",
          "llvm.invariant.end",
          "llvm.var.annotation",
          "llvm.codeview.annotation",
          "llvm.pseudoprobe");

  /** Intrinsics that compute a value from their operands only: expressions (see PureIntrinsics). */
  private static final Set<String> PURE =
      Set.of(
          "llvm.expect",
          "llvm.expect.with.probability",
          "llvm.annotation",
          "llvm.ptr.annotation",
          "llvm.launder.invariant.group",
          "llvm.strip.invariant.group",
          "llvm.ssa.copy",
          "llvm.is.constant",
          "llvm.objectsize",
          "llvm.get.rounding",
          "llvm.fabs",
          "llvm.sqrt",
          "llvm.floor",
          "llvm.ceil",
          "llvm.trunc",
          "llvm.round",
          "llvm.roundeven",
          "llvm.rint",
          "llvm.nearbyint",
          "llvm.minnum",
          "llvm.maxnum",
          "llvm.copysign",
          "llvm.is.fpclass",
          "llvm.abs",
          "llvm.smax",
          "llvm.smin",
          "llvm.umax",
          "llvm.umin",
          "llvm.bswap",
          "llvm.bitreverse",
          "llvm.ctpop",
          "llvm.ctlz",
          "llvm.cttz",
          "llvm.fshl",
          "llvm.fshr");

  /** The arithmetic-with-overflow intrinsics, whose {iN, i1} result is taken apart. */
  private static final Set<String> WITH_OVERFLOW =
      Set.of(
          "llvm.sadd.with.overflow",
          "llvm.uadd.with.overflow",
          "llvm.ssub.with.overflow",
          "llvm.usub.with.overflow",
          "llvm.smul.with.overflow",
          "llvm.umul.with.overflow");

  private Intrinsics() {}

  /** Intrinsics with effects, lifted one by one by the call lifter. */
  static final Set<String> EFFECTS =
      Set.of(
          "llvm.memcpy",
          "llvm.memcpy.inline",
          "llvm.memmove",
          "llvm.memset",
          "llvm.memset.inline",
          "llvm.assume",
          "llvm.trap",
          "llvm.debugtrap",
          "llvm.ubsantrap",
          "llvm.va_start",
          "llvm.va_end",
          "llvm.va_copy");

  /**
   * The base name of an intrinsic function name ({@code llvm.memcpy} for {@code
   * llvm.memcpy.p0.p0.i64}): the longest known name it starts with, or the full name.
   */
  static String baseName(String function) {
    String best = "";
    for (Set<String> names : List.of(IGNORED, PURE, WITH_OVERFLOW, EFFECTS)) {
      for (String n : names) {
        if (n.length() > best.length() && (function.equals(n) || function.startsWith(n + "."))) {
          best = n;
        }
      }
    }
    return best.isEmpty() ? function : best;
  }

  static boolean isIgnored(String name) {
    return IGNORED.contains(name);
  }

  static boolean isPure(String name) {
    return PURE.contains(name);
  }

  static boolean isWithOverflow(String name) {
    return WITH_OVERFLOW.contains(name);
  }
}
