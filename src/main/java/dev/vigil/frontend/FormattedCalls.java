package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.frontend.FormatStrings.PlainConversion;
import dev.vigil.frontend.FormatStrings.PlainPiece;
import dev.vigil.frontend.FormatStrings.PlainText;
import dev.vigil.frontend.FormatStrings.PrintfConversion;
import dev.vigil.frontend.FormatStrings.ScanfBlank;
import dev.vigil.frontend.FormatStrings.ScanfConversion;
import dev.vigil.frontend.FormatStrings.ScanfDirective;
import dev.vigil.frontend.FormatStrings.ScanfLiteral;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import dev.vigil.ir.Type.IntType;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Calls of the {@code printf} and {@code scanf} families ({@link LibraryFunctions.Printf}, {@link
 * LibraryFunctions.Scanf}), lifted after their constant format: strings are read by the C models'
 * {@code __vigil_read_string}, so that their accesses are checked; {@code snprintf} with plain
 * conversions writes its text exactly (C models), with others arbitrary text; {@code sscanf} with
 * integer, {@code %s}, {@code %c} and {@code %n} conversions reads its string as glibc does (C
 * models); other {@code scanf} calls store arbitrary values of each conversion's size; other
 * results are arbitrary.
 */
final class FormattedCalls {
  private final FunctionScope scope;

  FormattedCalls(FunctionScope scope) {
    this.scope = scope;
  }

  void printf(LLVMValueRef call, String name, LibraryFunctions.Printf model)
      throws UnsupportedFeatureException {
    String format = format(call, model.format(), name);
    Optional<List<PlainPiece>> plain = FormatStrings.plain(format);
    if (model.buffer() >= 0 && plain.isPresent()) {
      formatExactly(call, model, plain.get());
      return;
    }
    List<PrintfConversion> conversions;
    try {
      conversions = FormatStrings.printf(format);
    } catch (FormatStrings.Unhandled e) {
      throw unsupported(name, e.getMessage());
    }
    int next = model.format() + 1;
    for (PrintfConversion c : conversions) {
      next += c.widthArgument() ? 1 : 0;
      Expr precision = c.precisionArgument() ? integer(call, next++) : null;
      if (c.conversion() == 'n') {
        throw unsupported(name, "%n");
      }
      if (c.conversion() == 's') {
        if (!c.length().isEmpty()) {
          throw unsupported(name, "%" + c.length() + "s");
        }
        Expr s = pointer(call, next);
        if (precision == null && c.precision().isEmpty()) {
          callModel("__vigil_read_string", s);
        } else {
          Expr n =
              precision != null
                  ? precision
                  : Exprs.intConst(scope.module.types.sizeType(), c.precision().getAsInt());
          callModel("__vigil_read_string_n", s, n);
        }
      }
      next++;
    }
    if (model.buffer() >= 0) {
      Expr buffer = pointer(call, model.buffer());
      callModel("__vigil_access_bytes", buffer, integer(call, model.size()));
      scope.emit(new Op.HavocObjects(List.of(buffer), false, name));
    }
    scope.module.calledWithoutBody(name);
    scope.arbitraryResult(call, name);
  }

  /**
   * {@code snprintf} with a format of plain conversions: the C models write the text as glibc does,
   * at most {@code size - 1} characters and the NUL, and give its full length.
   */
  private void formatExactly(
      LLVMValueRef call, LibraryFunctions.Printf model, List<PlainPiece> pieces)
      throws UnsupportedFeatureException {
    callModel("__vigil_format_begin", pointer(call, model.buffer()), integer(call, model.size()));
    int next = model.format() + 1;
    for (PlainPiece piece : pieces) {
      switch (piece) {
        case PlainText t -> callModel("__vigil_format_char", int32(t.c() & 0xff));
        case PlainConversion c -> {
          int at = next++;
          switch (c.conversion()) {
            case 's' -> callModel("__vigil_format_string", pointer(call, at));
            case 'c' -> callModel("__vigil_format_char", integer(call, at, IntType.I32, false));
            case 'u' -> callModel("__vigil_format_unsigned", integer(call, at, IntType.I64, false));
            default -> callModel("__vigil_format_signed", integer(call, at, IntType.I64, true));
          }
        }
      }
    }
    Optional<Var> result =
        Llvm.isNull(LLVMGetFirstUse(call)) ? Optional.empty() : Optional.of(scope.var(call));
    scope.emit(new Op.Call(result, Exprs.function(modelName("__vigil_format_end")), List.of()));
  }

  void scanf(LLVMValueRef call, String name, LibraryFunctions.Scanf model)
      throws UnsupportedFeatureException {
    List<ScanfDirective> directives;
    try {
      directives = FormatStrings.scanfDirectives(format(call, model.format(), name));
    } catch (FormatStrings.Unhandled e) {
      throw unsupported(name, e.getMessage());
    }
    if (model.source() >= 0 && readExactly(name, directives)) {
      scanString(call, name, directives, pointer(call, model.source()), model.format() + 1);
      return;
    }
    Expr stream = model.format() > 0 ? pointer(call, model.format() - 1) : Exprs.NULL;
    Expr ofStdin = int32(model.format() > 0 ? 0 : 1);
    if (model.source() < 0 && readsNumbersOnly(directives)) {
      scanStream(call, name, directives, stream, ofStdin, model.format() + 1);
      return;
    }
    if (model.source() >= 0) {
      callModel("__vigil_read_string", pointer(call, model.source()));
    } else {
      callModel("__vigil_stdin_unknown", stream, ofStdin);
    }
    int next = model.format() + 1;
    for (ScanfDirective d : directives) {
      if (d instanceof ScanfConversion c && !c.suppressed()) {
        store(call, name, c, pointer(call, next++));
      }
    }
    scope.module.calledWithoutBody(name);
    scope.arbitraryResult(call, name);
  }

  /**
   * Whether the C models read a string with this format as glibc does: integer conversions (except
   * {@code %i} in the C23 functions, which glibc 2.38 gives a {@code 0b} prefix), {@code %s},
   * {@code %c} and {@code %n}, besides white space and ordinary characters.
   */
  private boolean readExactly(String name, List<ScanfDirective> directives) {
    for (ScanfDirective d : directives) {
      if (!(d instanceof ScanfConversion c)) {
        continue;
      }
      boolean exact =
          switch (c.conversion()) {
            case 'd', 'u', 'o', 'x', 'X', 'n' -> INTEGER_LENGTHS.contains(c.length());
            case 'i' -> INTEGER_LENGTHS.contains(c.length()) && !name.startsWith("__isoc23_");
            case 's', 'c' -> c.length().isEmpty();
            default -> false;
          };
      if (!exact) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the C models read a stream with this format exactly: at least one assignment, only
   * integer conversions without a width (a width bounds the values), white space, and ordinary
   * characters that are not letters or digits (after {@code %d} a literal digit could never match,
   * as the conversion takes it). Then every count of assignments and every value of each is one
   * that some input gives.
   */
  private static boolean readsNumbersOnly(List<ScanfDirective> directives) {
    boolean assigns = false;
    for (ScanfDirective d : directives) {
      switch (d) {
        case ScanfBlank b -> {}
        case ScanfLiteral l -> {
          if (Character.isLetterOrDigit(l.c())) {
            return false;
          }
        }
        case ScanfConversion c -> {
          if ("diuoxX".indexOf(c.conversion()) < 0
              || !INTEGER_LENGTHS.contains(c.length())
              || c.width().isPresent()) {
            return false;
          }
          assigns |= !c.suppressed();
        }
      }
    }
    return assigns;
  }

  /**
   * {@code scanf} from a stream, read by the C models' {@code __vigil_stdin_scan}: the count of
   * assignments and each conversion's value are inputs of the program ({@link InputOrigin.Read}),
   * all drawn before the model decides which it stores.
   */
  private void scanStream(
      LLVMValueRef call,
      String name,
      List<ScanfDirective> directives,
      Expr stream,
      Expr ofStdin,
      int firstTarget)
      throws UnsupportedFeatureException {
    Var count = scope.fresh(name, IntType.I32);
    scope.emit(new Op.Havoc(count, new InputOrigin.Read(name)));
    List<ScanfConversion> assigned =
        directives.stream()
            .<ScanfConversion>mapMulti(
                (d, out) -> {
                  if (d instanceof ScanfConversion c && !c.suppressed()) {
                    out.accept(c);
                  }
                })
            .toList();
    List<Var> values = new ArrayList<>();
    for (int i = 0; i < assigned.size(); i++) {
      Var value = scope.fresh(name, IntType.I64);
      scope.emit(new Op.Havoc(value, new InputOrigin.Read(name)));
      values.add(value);
    }
    Var result = scope.fresh(name, IntType.I32);
    scope.emit(
        new Op.Call(
            Optional.of(result),
            Exprs.function(modelName("__vigil_stdin_scan")),
            List.of(
                stream,
                ofStdin,
                int32(assigned.size()),
                int32(directives.getFirst() instanceof ScanfLiteral ? 1 : 0),
                count)));
    for (int i = 0; i < assigned.size(); i++) {
      int bytes = intBits(name, assigned.get(i).length()) / 8;
      callModel(
          "__vigil_stdin_scan_store",
          pointer(call, firstTarget + i),
          int32(bytes),
          int32(i),
          values.get(i));
    }
    if (!Llvm.isNull(LLVMGetFirstUse(call))) {
      scope.emit(new Op.Assign(scope.var(call), result));
    }
  }

  private static final List<String> INTEGER_LENGTHS =
      List.of("", "hh", "h", "l", "ll", "q", "j", "z", "t");

  /** {@code sscanf} read by the C models, one call per directive ({@code libc_models.c}). */
  private void scanString(
      LLVMValueRef call, String name, List<ScanfDirective> directives, Expr source, int firstTarget)
      throws UnsupportedFeatureException {
    callModel("__vigil_scan_begin", source);
    int next = firstTarget;
    for (ScanfDirective d : directives) {
      switch (d) {
        case ScanfBlank b -> callModel("__vigil_scan_blank");
        case ScanfLiteral l -> callModel("__vigil_scan_literal", int32(l.c() & 0xff));
        case ScanfConversion c -> {
          Expr target = c.suppressed() ? Exprs.NULL : pointer(call, next++);
          // glibc reads a width of 0 as none.
          int width = c.width().orElse(0) == 0 ? -1 : c.width().getAsInt();
          switch (c.conversion()) {
            case 's' -> callModel("__vigil_scan_string", target, int32(width));
            case 'c' -> callModel("__vigil_scan_chars", target, int32(width < 0 ? 1 : width));
            case 'n' ->
                callModel("__vigil_scan_count", target, int32(intBits(name, c.length()) / 8));
            default -> {
              int bits = intBits(name, c.length());
              int base =
                  switch (c.conversion()) {
                    case 'i' -> 0;
                    case 'o' -> 8;
                    case 'x', 'X' -> 16;
                    default -> 10;
                  };
              boolean signed = c.conversion() == 'd' || c.conversion() == 'i';
              boolean wide = bits > scope.module.types.model().longBits();
              callModel(
                  "__vigil_scan_integer",
                  target,
                  int32(bits / 8),
                  int32(base),
                  int32(signed ? 1 : 0),
                  int32(wide ? 1 : 0),
                  int32(width));
            }
          }
        }
      }
    }
    if (!Llvm.isNull(LLVMGetFirstUse(call))) {
      scope.emit(
          new Op.Call(
              Optional.of(scope.var(call)),
              Exprs.function(modelName("__vigil_scan_end")),
              List.of()));
    }
  }

  private static Expr int32(int value) {
    return Exprs.intConst(IntType.I32, value);
  }

  /** What one conversion stores through {@code target}: an arbitrary value of its size. */
  private void store(LLVMValueRef call, String name, ScanfConversion c, Expr target)
      throws UnsupportedFeatureException {
    String length = c.length();
    switch (c.conversion()) {
      case 'd', 'i', 'o', 'u', 'x', 'X', 'n' ->
          storeArbitrary(name, target, IntType.of(intBits(name, length)));
      case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A' -> {
        if (!length.isEmpty() && !length.equals("l")) {
          throw unsupported(name, "%" + length + c.conversion());
        }
        Type type = length.isEmpty() ? Type.FloatType.FLOAT : Type.FloatType.DOUBLE;
        storeArbitrary(name, target, type);
      }
      case 'p' -> storeArbitrary(name, target, Type.PointerType.INSTANCE);
      default -> { // c, s, [: characters
        if (!length.isEmpty()) {
          throw unsupported(name, "%" + length + c.conversion());
        }
        if (c.width().isEmpty() && c.conversion() != 'c') {
          throw unsupported(
              name, "%" + c.conversion() + " without a width (it may write past any buffer)");
        }
        int bytes = c.width().orElse(1) + (c.conversion() == 'c' ? 0 : 1);
        Expr size = Exprs.intConst(scope.module.types.sizeType(), bytes);
        callModel("__vigil_access_bytes", target, size);
        scope.emit(new Op.HavocObjects(List.of(target), false, name));
      }
    }
  }

  private void storeArbitrary(String name, Expr target, Type type) {
    Var value = scope.fresh(name, type);
    scope.emit(new Op.Havoc(value, InputOrigin.external(name)));
    scope.emit(new Op.Store(target, value));
  }

  private int intBits(String name, String length) throws UnsupportedFeatureException {
    var model = scope.module.types.model();
    return switch (length) {
      case "" -> 32;
      case "hh" -> 8;
      case "h" -> 16;
      case "l" -> model.longBits();
      case "ll", "q", "j" -> 64;
      case "z", "t" -> model.pointerBits();
      default -> throw unsupported(name, "the length modifier " + length);
    };
  }

  /** The constant format string; one the program computes is unsupported. */
  private String format(LLVMValueRef call, int index, String name)
      throws UnsupportedFeatureException {
    if (index >= LLVMGetNumArgOperands(call)
        || LLVMIsConstant(LLVMGetArgOperand(call, index)) == 0) {
      throw unsupported(name, "a format that is not a constant string");
    }
    return Llvm.constantString(LLVMGetArgOperand(call, index));
  }

  private void callModel(String function, Expr... arguments) {
    scope.emit(
        new Op.Call(Optional.empty(), Exprs.function(modelName(function)), List.of(arguments)));
  }

  private String modelName(String function) {
    return scope
        .module
        .modelFunction(function)
        .orElseThrow(() -> new IllegalStateException("the C library models are not linked"));
  }

  private Expr argument(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    if (i >= LLVMGetNumArgOperands(call)) {
      throw new UnsupportedFeatureException(
          "call of " + Llvm.name(LLVMGetCalledValue(call)) + " with too few arguments",
          scope.loc());
    }
    return scope.value(LLVMGetArgOperand(call, i));
  }

  private Expr pointer(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    return ExprBuilder.coerce(argument(call, i), Type.PointerType.INSTANCE, scope.loc());
  }

  /** An integer argument as a size ({@code size_t}); a negative {@code int} becomes huge. */
  private Expr integer(LLVMValueRef call, int i) throws UnsupportedFeatureException {
    return integer(call, i, scope.module.types.sizeType(), true);
  }

  /** An integer argument extended (or cut) to {@code type}. */
  private Expr integer(LLVMValueRef call, int i, IntType type, boolean signed)
      throws UnsupportedFeatureException {
    Expr e = argument(call, i);
    if (!(e.type() instanceof IntType)) {
      throw unsupported(Llvm.name(LLVMGetCalledValue(call)), "an argument that is not an integer");
    }
    return ExprBuilder.toWidth(e, type, signed);
  }

  private UnsupportedFeatureException unsupported(String name, String what) {
    return new UnsupportedFeatureException(name + " with " + what, scope.loc());
  }
}
