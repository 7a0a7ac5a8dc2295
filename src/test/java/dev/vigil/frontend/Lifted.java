package dev.vigil.frontend;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/** A C snippet lifted for a test, with queries over the result. */
final class Lifted {
  final Program program;
  final List<String> warnings;

  private Lifted(Program program, List<String> warnings) {
    this.program = program;
    this.warnings = warnings;
  }

  static Lifted c(Path dir, String code) throws FrontendException {
    return c(dir, code, DataModel.LP64, Optional.empty());
  }

  static Lifted c(Path dir, String code, DataModel model) throws FrontendException {
    return c(dir, code, model, Optional.empty());
  }

  static Lifted c(Path dir, String code, DataModel model, Optional<String> errorLabel)
      throws FrontendException {
    return load(write(dir, "test.c", code), model, errorLabel);
  }

  /** A program in LLVM's textual IR, for instructions clang does not emit from C at -O0. */
  static Lifted llvm(Path dir, String code) throws FrontendException {
    return load(write(dir, "test.ll", code), DataModel.LP64, Optional.empty());
  }

  private static Lifted load(Path file, DataModel model, Optional<String> errorLabel)
      throws FrontendException {
    List<String> warnings = new ArrayList<>();
    FrontendOptions options =
        new FrontendOptions(
            model, List.of("reach_error", "__VERIFIER_error"), true, errorLabel, warnings::add);
    return new Lifted(Frontend.load(file, options), warnings);
  }

  static Path write(Path dir, String name, String text) {
    try {
      return Files.writeString(dir.resolve(name), text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Function function(String name) {
    return program.function(name).orElseThrow(() -> new AssertionError("no function " + name));
  }

  /** The operations of a function's edges of the given class. */
  <T extends Op> List<T> ops(String function, Class<T> type) {
    return function(function).cfa().edges().stream()
        .map(Edge::op)
        .filter(type::isInstance)
        .map(type::cast)
        .toList();
  }

  List<Edge> edges(String function, Predicate<Op> which) {
    return function(function).cfa().edges().stream().filter(e -> which.test(e.op())).toList();
  }

  /** Every subexpression of every expression on the function's edges. */
  List<Expr> expressions(String function) {
    List<Expr> all = new ArrayList<>();
    for (Edge e : function(function).cfa().edges()) {
      Deque<Expr> work = new ArrayDeque<>(topLevel(e.op()));
      while (!work.isEmpty()) {
        Expr x = work.pop();
        all.add(x);
        work.addAll(x.children());
      }
    }
    return all;
  }

  <T extends Expr> List<T> expressions(String function, Class<T> type) {
    return expressions(function).stream().filter(type::isInstance).map(type::cast).toList();
  }

  /** What the operation evaluates, and the variable an assignment writes. */
  private static List<Expr> topLevel(Op op) {
    List<Expr> all = new ArrayList<>(Ops.expressions(op));
    if (op instanceof Op.Assign a) {
      all.add(a.target());
    }
    return all;
  }
}
