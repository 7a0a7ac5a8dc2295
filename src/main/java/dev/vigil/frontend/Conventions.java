package dev.vigil.frontend;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.Query;
import dev.vigil.ir.Expr.UnaryOp;
import dev.vigil.ir.Type.IntType;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The verification conventions and library functions Vigil knows by name: SV-COMP's
 * {@code __VERIFIER_*}, ESBMC's and CBMC's builtins, assertions, program exits, and the C library
 * functions modelled directly in the IR.
 */
final class Conventions {
  /** What a call of a named function means. */
  enum Role {
    /** The error function: the property {@code unreach-call} is violated. */
    ERROR,
    /** {@code __assert_fail} and relatives: a failed C assertion. */
    ASSERT_FAIL,
    /** {@code __ESBMC_assert(c, msg)}: an error when {@code c} is false. */
    CHECKED_ASSERT,
    ASSUME,
    NONDET,
    /** The value of a local variable read before it is written (see UninitializedLocals). */
    UNINITIALIZED,
    SKIP,
    ABORT,
    EXIT,
    MALLOC,
    CALLOC,
    FREE,
    ALLOCA,
    MEMSET,
    MEMCOPY,
    FLOAT_UNARY,
    FLOAT_BINARY,
    /** Object facts for the C library models ({@code __vigil_object_size} and the like). */
    POINTER_QUERY,
    UNSUPPORTED,
    /** An ordinary call of a function with a body. */
    DEFINED,
    /** A function without a body: a nondeterministic result and no other effect. */
    EXTERNAL
  }

  private static final Set<String> ASSERT_FAIL =
      Set.of("__assert_fail", "__assert_rtn", "__assert", "__assert_perror_fail");
  private static final Set<String> ASSUME =
      Set.of("__VERIFIER_assume", "__CPROVER_assume", "__ESBMC_assume");
  private static final Set<String> CHECKED_ASSERT =
      Set.of("__ESBMC_assert", "__CPROVER_assert", "__VERIFIER_assert", "assert");
  private static final Set<String> SKIP = Set.of("__VERIFIER_atomic_begin", "__VERIFIER_atomic_end");
  private static final Set<String> ABORT = Set.of("abort", "__builtin_abort");
  private static final Set<String> EXIT = Set.of("exit", "_exit", "_Exit", "quick_exit");
  private static final Map<String, String> UNSUPPORTED =
      Map.ofEntries(
          Map.entry("pthread_create", "threads (pthread_create)"),
          Map.entry("thrd_create", "threads (thrd_create)"),
          Map.entry("fork", "processes (fork)"),
          Map.entry("setjmp", "setjmp/longjmp"),
          Map.entry("_setjmp", "setjmp/longjmp"),
          Map.entry("__sigsetjmp", "setjmp/longjmp"),
          Map.entry("sigsetjmp", "setjmp/longjmp"),
          Map.entry("longjmp", "setjmp/longjmp"),
          Map.entry("_longjmp", "setjmp/longjmp"),
          Map.entry("siglongjmp", "setjmp/longjmp"),
          Map.entry("__builtin_tgmath", "gcc's type-generic math (__builtin_tgmath)"),
          Map.entry("fma", "fused multiply-add (fma)"),
          Map.entry("fmaf", "fused multiply-add (fma)"),
          Map.entry("fmal", "fused multiply-add (fma)"));
  private static final Map<String, UnaryOp> FLOAT_UNARY =
      withFloatVariants(
          Map.of(
              "sqrt", UnaryOp.FSQRT,
              "fabs", UnaryOp.FABS,
              "floor", UnaryOp.FFLOOR,
              "ceil", UnaryOp.FCEIL,
              "trunc", UnaryOp.FTRUNC,
              "round", UnaryOp.FROUND,
              "rint", UnaryOp.FRINT,
              "nearbyint", UnaryOp.FRINT));
  private static final Map<String, BinaryOp> FLOAT_BINARY =
      withFloatVariants(
          Map.of(
              "fmin", BinaryOp.FMIN,
              "fmax", BinaryOp.FMAX,
              "copysign", BinaryOp.FCOPYSIGN,
              "fmod", BinaryOp.FREM));
  private static final Map<String, Query> POINTER_QUERIES =
      Map.of(
          "__vigil_object_size", Query.OBJECT_SIZE,
          "__vigil_offset", Query.OFFSET,
          "__vigil_live", Query.LIVE,
          "__vigil_heap", Query.HEAP);

  private final FrontendOptions options;

  Conventions(FrontendOptions options) {
    this.options = options;
  }

  Role role(String name, boolean hasBody) {
    if (options.errorFunctions().contains(name)) {
      return Role.ERROR;
    }
    if (name.startsWith("__VERIFIER_nondet_")) {
      return Role.NONDET;
    }
    if (name.startsWith(UninitializedLocals.PREFIX)) {
      return Role.UNINITIALIZED;
    }
    if (ASSUME.contains(name)) {
      return Role.ASSUME;
    }
    if (SKIP.contains(name)) {
      return Role.SKIP;
    }
    if (ASSERT_FAIL.contains(name)) {
      // Under an SV-COMP property only the error function counts; a failed assert aborts.
      return options.assertionsAreErrors() ? Role.ASSERT_FAIL : Role.ABORT;
    }
    if (hasBody) {
      return Role.DEFINED;
    }
    Role role = library(name);
    boolean stops = role == Role.CHECKED_ASSERT && !options.checkedAssertionsAreErrors();
    return stops ? Role.ASSUME : role;
  }

  private static Role library(String name) {
    if (CHECKED_ASSERT.contains(name)) {
      return Role.CHECKED_ASSERT;
    }
    if (name.startsWith("nondet_") || name.startsWith("__CPROVER_nondet_")) {
      return Role.NONDET;
    }
    if (ABORT.contains(name)) {
      return Role.ABORT;
    }
    if (EXIT.contains(name)) {
      return Role.EXIT;
    }
    if (UNSUPPORTED.containsKey(name)) {
      return Role.UNSUPPORTED;
    }
    if (FLOAT_UNARY.containsKey(name)) {
      return Role.FLOAT_UNARY;
    }
    if (FLOAT_BINARY.containsKey(name)) {
      return Role.FLOAT_BINARY;
    }
    if (POINTER_QUERIES.containsKey(name)) {
      return Role.POINTER_QUERY;
    }
    return switch (name) {
      case "malloc" -> Role.MALLOC;
      case "calloc" -> Role.CALLOC;
      case "free" -> Role.FREE;
      case "alloca", "__builtin_alloca" -> Role.ALLOCA;
      case "memset" -> Role.MEMSET;
      case "memcpy", "memmove" -> Role.MEMCOPY;
      default -> Role.EXTERNAL;
    };
  }

  static String unsupportedFeature(String name) {
    return UNSUPPORTED.get(name);
  }

  static UnaryOp floatUnary(String name) {
    return FLOAT_UNARY.get(name);
  }

  static BinaryOp floatBinary(String name) {
    return FLOAT_BINARY.get(name);
  }

  static Query pointerQuery(String name) {
    return POINTER_QUERIES.get(name);
  }

  /**
   * The integer type a {@code __VERIFIER_nondet_T} function returns by SV-COMP's rules, when T
   * names one; a call declared with a wider type (an implicit {@code int}, say) still yields only
   * values of T.
   */
  static Optional<NondetRange> nondetRange(String name, DataModel model) {
    int underscore = name.lastIndexOf("nondet_");
    if (underscore < 0) {
      return Optional.empty();
    }
    String type = name.substring(underscore + "nondet_".length());
    int longBits = model.longBits();
    int pointerBits = model.pointerBits();
    return Optional.ofNullable(
        switch (type) {
          case "bool", "_Bool" -> new NondetRange(IntType.BOOL, false);
          case "char", "schar" -> new NondetRange(IntType.I8, true);
          case "uchar", "u8" -> new NondetRange(IntType.I8, false);
          case "short" -> new NondetRange(IntType.I16, true);
          case "ushort", "u16" -> new NondetRange(IntType.I16, false);
          case "int" -> new NondetRange(IntType.I32, true);
          case "uint", "unsigned", "u32" -> new NondetRange(IntType.I32, false);
          case "long" -> new NondetRange(IntType.of(longBits), true);
          case "ulong" -> new NondetRange(IntType.of(longBits), false);
          case "longlong", "loff_t" -> new NondetRange(IntType.I64, true);
          case "ulonglong", "u64" -> new NondetRange(IntType.I64, false);
          case "size_t" -> new NondetRange(IntType.of(pointerBits), false);
          default -> null;
        });
  }

  /** The values of a nondet function: a width and how they extend to a wider declared type. */
  record NondetRange(IntType type, boolean signed) {}

  private static <V> Map<String, V> withFloatVariants(Map<String, V> base) {
    Map<String, V> all = new java.util.HashMap<>();
    base.forEach(
        (name, op) -> {
          all.put(name, op);
          all.put(name + "f", op);
          all.put(name + "l", op);
        });
    return Map.copyOf(all);
  }
}
