package dev.vigil.engine.dash;

import dev.vigil.analysis.IntervalAnalysis;
import dev.vigil.analysis.IntervalState;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.Var;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The functions of a program numbered for test paths, with what DASH asks of them: which edges call
 * and return, each function's variables, the variable that holds its return value in a template,
 * and which functions may reach an error (through their own error edges or a call).
 */
final class ProgramIndex {
  final Program program;
  private final List<Function> functions;
  private final Map<String, Integer> numbers = new HashMap<>();
  private final Map<String, Var> returnVars = new HashMap<>();
  private final Map<String, List<Var>> variables = new HashMap<>();
  private final Set<String> reachesError = new LinkedHashSet<>();
  private final Map<String, Blocks> blocks = new HashMap<>();
  private Map<Location, IntervalState> intervals;

  ProgramIndex(Program program, DashOptions.Granularity granularity) {
    this.program = program;
    this.functions = List.copyOf(program.functions().values());
    for (int i = 0; i < functions.size(); i++) {
      Function f = functions.get(i);
      numbers.put(f.name(), i);
      if (f.returnType().isScalar()) {
        returnVars.put(f.name(), new Var("return", f.returnType(), f.name()));
      }
      variables.put(f.name(), collectVariables(f));
      blocks.put(f.name(), new Blocks(f.cfa(), granularity));
    }
    findErrorReaching();
  }

  /**
   * The interval analysis's bounds of {@code f}'s registers at its loop head {@code l}, by register
   * (none elsewhere, nor at the entry): they hold of every state there, whatever the call (a
   * function other than {@code main} is analysed from nothing known).
   */
  Map<Var, Expr> loopHeadBounds(Function f, Location l) {
    if (!blocks(f).isLoopHead(l) || l.equals(f.cfa().entry())) {
      return Map.of();
    }
    if (intervals == null) {
      intervals = IntervalAnalysis.analyze(program);
    }
    IntervalState s = intervals.get(l);
    return s == null ? Map.of() : s.registerBounds();
  }

  private List<Var> collectVariables(Function f) {
    Set<Var> vars = new LinkedHashSet<>(f.parameters());
    for (Edge e : f.cfa().edges()) {
      vars.addAll(dev.vigil.ir.Ops.assignedVars(e.op()));
      for (dev.vigil.ir.Expr x : dev.vigil.ir.Ops.expressions(e.op())) {
        collect(x, vars);
      }
    }
    Var ret = returnVars.get(f.name());
    if (ret != null) {
      vars.add(ret);
    }
    return List.copyOf(vars);
  }

  private static void collect(dev.vigil.ir.Expr e, Set<Var> into) {
    if (e instanceof Var v) {
      into.add(v);
    }
    for (dev.vigil.ir.Expr c : e.children()) {
      collect(c, into);
    }
  }

  /** Functions with an error edge, and (to a fixpoint) those that call one of them. */
  private void findErrorReaching() {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Function f : functions) {
        if (!reachesError.contains(f.name()) && reaches(f)) {
          reachesError.add(f.name());
          changed = true;
        }
      }
    }
  }

  private boolean reaches(Function f) {
    for (Edge e : f.cfa().edges()) {
      if (e.op() instanceof Op.Error) {
        return true;
      }
      if (e.op() instanceof Op.Call c) {
        if (c.directCallee().isEmpty() || reachesError.contains(c.directCallee().get())) {
          return true;
        }
      }
    }
    return false;
  }

  int number(String function) {
    return numbers.get(function);
  }

  Function function(int number) {
    return functions.get(number);
  }

  /** The variable a template of {@code f} keeps its return value in, or null for void. */
  Var returnVar(Function f) {
    return returnVars.get(f.name());
  }

  Blocks blocks(Function f) {
    return blocks.get(f.name());
  }

  List<Var> variables(Function f) {
    return variables.get(f.name());
  }

  /** Whether a call of {@code callee} (null: through a pointer) may end in an error. */
  boolean mayReachError(String callee) {
    return callee == null ? !reachesError.isEmpty() : reachesError.contains(callee);
  }

  Edge edge(int function, int edge) {
    return functions.get(function).cfa().edges().get(edge);
  }

  /** Whether step ({@code function}, {@code edge}) leaves the function: -1 or a Return edge. */
  boolean isReturn(int function, int edge) {
    return edge < 0 || edge(function, edge).op() instanceof Op.Return;
  }

  boolean isCall(int function, int edge) {
    return edge >= 0 && edge(function, edge).op() instanceof Op.Call;
  }

  /** Whether {@code e} is an error edge for an undefined behaviour (never a FALSE). */
  static boolean isUndefinedBehavior(Edge e) {
    return e.op() instanceof Op.Error err && err.property() == Property.UNDEFINED_BEHAVIOR;
  }
}
