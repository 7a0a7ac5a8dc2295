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
 * The verification conventions Vigil knows by name: SV-COMP's {@code __VERIFIER_*}, ESBMC's and
 * CBMC's builtins, assertions, the primitives of Vigil's own C library models ({@code __vigil_*}),
 * and, through {@link LibraryFunctions}, the C library functions it models.
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
    /** {@code exit}: the atexit handlers run, then the program ends. */
    EXIT,
    /** {@code quick_exit}: the at_quick_exit handlers run, then the program ends. */
    QUICK_EXIT,
    /** {@code _Exit}: the program ends at once. */
    TERMINATE,
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
    /** {@code __vigil_havoc_object(p)} in a C model: p's object gets arbitrary contents. */
    HAVOC_OBJECT,
    /** {@code __vigil_arbitrary_T()} in a C model: a value the model cannot know. */
    ARBITRARY,
    /** {@code __vigil_input_T()} in a C model: the program's input ({@code InputOrigin.Read}). */
    INPUT,
    /** {@code __vigil_unsupported(what)} in a C model: no verdict may rest on this path. */
    UNSUPPORTED_HERE,
    /** A library function that changes none of the program's memory; its result is arbitrary. */
    NO_EFFECT,
    /** The {@code printf} family (see {@link LibraryFunctions.Printf}). */
    PRINTF,
    /** The {@code scanf} family (see {@link LibraryFunctions.Scanf}). */
    SCANF,
    UNSUPPORTED,
    /** An ordinary call of a function with a body. */
    DEFINED,
    /** A function without a body that Vigil does not know: see {@link UnknownCalls}. */
    EXTERNAL
  }

  private static final Set<String> ASSERT_FAIL =
      Set.of("__assert_fail", "__assert_rtn", "__assert", "__assert_perror_fail");
  private static final Set<String> ASSUME =
      Set.of("__VERIFIER_assume", "__CPROVER_assume", "__ESBMC_assume");
  private static final Set<String> CHECKED_ASSERT =
      Set.of("__ESBMC_assert", "__CPROVER_assert", "__VERIFIER_assert", "assert");
  private static final Set<String> SKIP =
      Set.of("__VERIFIER_atomic_begin", "__VERIFIER_atomic_end");
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
    if (CHECKED_ASSERT.contains(name)) {
      // Under unreach-label only the label is an error: a failing assertion stops the run.
      return options.checkedAssertionsAreErrors() ? Role.CHECKED_ASSERT : Role.ASSUME;
    }
    if (name.startsWith("nondet_") || name.startsWith("__CPROVER_nondet_")) {
      return Role.NONDET;
    }
    if (POINTER_QUERIES.containsKey(name)) {
      return Role.POINTER_QUERY;
    }
    if (name.startsWith("__vigil_arbitrary_")) {
      return Role.ARBITRARY;
    }
    if (name.startsWith("__vigil_input_")) {
      return Role.INPUT;
    }
    return switch (name) {
      case "__vigil_havoc_object" -> Role.HAVOC_OBJECT;
      case "__vigil_unsupported" -> Role.UNSUPPORTED_HERE;
      default -> LibraryFunctions.role(name);
    };
  }

  static String unsupportedFeature(String name) {
    return ((LibraryFunctions.Unsupported) LibraryFunctions.model(name).orElseThrow()).feature();
  }

  static UnaryOp floatUnary(String name) {
    return ((LibraryFunctions.FloatUnary) LibraryFunctions.model(name).orElseThrow()).op();
  }

  static BinaryOp floatBinary(String name) {
    return ((LibraryFunctions.FloatBinary) LibraryFunctions.model(name).orElseThrow()).op();
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
}
