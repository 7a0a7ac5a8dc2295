package dev.vigil.engine.dash;

import dev.vigil.interp.InputSupplier;
import dev.vigil.interp.Inputs;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.interp.PathListener;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Input;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Type;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs tests: the whole program in the interpreter on given inputs, then (once they run out) seeded
 * random ones, recording the path and the uninitialised bytes read. Runs are bounded in steps, so a
 * test that does not end (Fig. 6.1 of the DASH study) stops.
 */
final class TestRunner {
  private static final long SEED = 0x5EED_DA5BL;

  private final Interpreter interpreter;
  private final ProgramIndex index;
  private final long maxSteps;
  private int count;

  private final java.util.function.BooleanSupplier stop;

  TestRunner(ProgramIndex index, long maxSteps, java.util.function.BooleanSupplier stop) {
    this.index = index;
    this.stop = stop;
    this.interpreter = new Interpreter(index.program);
    this.maxSteps = maxSteps;
  }

  int count() {
    return count;
  }

  /**
   * Runs the program on {@code inputs} (then random ones) and {@code bytes} for uninitialised
   * memory.
   */
  Test run(List<Expr> inputs, Map<Long, Byte> bytes) {
    int id = count++;
    Supplier supplier = new Supplier(inputs, bytes, Inputs.random(SEED + 31L * id));
    Path path = new Path();
    Outcome outcome = interpreter.run(supplier, maxSteps, path, stop);
    List<Expr> used = outcome.inputs().stream().map(Input::value).toList();
    return new Test(id, used, supplier.read, outcome, path.functions(), path.edges());
  }

  /** The run once more with its trace, for a counterexample. */
  Outcome replay(Test t) {
    return interpreter.replay(t.inputs, t.memory, maxSteps, true);
  }

  /** Given inputs first, then the fallback's; given bytes first, then the fallback's. */
  private static final class Supplier implements InputSupplier {
    private final List<Expr> given;
    private final Map<Long, Byte> bytes;
    private final InputSupplier fallback;
    private final Map<Long, Byte> read = new LinkedHashMap<>();
    private int next;

    Supplier(List<Expr> given, Map<Long, Byte> bytes, InputSupplier fallback) {
      this.given = given;
      this.bytes = new HashMap<>(bytes);
      this.fallback = fallback;
    }

    @Override
    public Expr next(Type type, InputOrigin origin) {
      return next < given.size() ? given.get(next++) : fallback.next(type, origin);
    }

    @Override
    public byte uninitializedByte(long address) {
      Byte b = bytes.get(address);
      byte value = b != null ? b : fallback.uninitializedByte(address);
      read.put(address, value);
      return value;
    }
  }

  /** Records the path as two growing arrays. */
  private final class Path implements PathListener {
    private int[] functions = new int[256];
    private int[] edges = new int[256];
    private int size;
    private String lastName;
    private int lastNumber;

    @Override
    public void took(String function, int edge) {
      if (size == edges.length) {
        functions = Arrays.copyOf(functions, 2 * size);
        edges = Arrays.copyOf(edges, 2 * size);
      }
      if (!function.equals(lastName)) {
        lastName = function;
        lastNumber = index.number(function);
      }
      functions[size] = lastNumber;
      edges[size++] = edge;
    }

    int[] functions() {
      return Arrays.copyOf(functions, size);
    }

    int[] edges() {
      return Arrays.copyOf(edges, size);
    }
  }
}
