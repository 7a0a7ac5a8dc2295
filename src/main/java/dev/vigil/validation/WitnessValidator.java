package dev.vigil.validation;

import dev.vigil.analysis.Liveness;
import dev.vigil.analysis.Loops;
import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.Result;
import dev.vigil.engine.Verdict;
import dev.vigil.interp.InputSupplier;
import dev.vigil.interp.Interpreter;
import dev.vigil.interp.Outcome;
import dev.vigil.ir.Cfa;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Expr;
import dev.vigil.ir.Exprs;
import dev.vigil.ir.Function;
import dev.vigil.ir.Global;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Location;
import dev.vigil.ir.Op;
import dev.vigil.ir.Ops;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.spec.Instrumenter;
import dev.vigil.witness.CExpressionParser;
import dev.vigil.witness.Witness;
import dev.vigil.witness.WitnessValues;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a witness against a program. A violation witness is confirmed when the interpreter, fed
 * the witness's {@code __VERIFIER_nondet_*} results in order, reaches a violation of the checked
 * property; a correctness witness is confirmed when each invariant, asserted where the witness puts
 * it (a loop head of the function), and the property are proven by an engine over the program so
 * extended. Whatever cannot be checked so is UNKNOWN, never confirmed.
 */
public final class WitnessValidator {
  /** How a validation ended. */
  public enum Status {
    CONFIRMED,
    REJECTED,
    UNKNOWN
  }

  /** The outcome, with a phrase that says why. */
  public record Validation(Status status, String detail) {
    public Validation {
      Objects.requireNonNull(status);
      Objects.requireNonNull(detail);
    }
  }

  private static final long MAX_STEPS = 2_000_000_000L;

  private WitnessValidator() {}

  /**
   * Replays a violation witness on the instrumented program. A witness that fixes no input but
   * whose replay had to choose values it leaves open (uninitialised memory) is confirmed by any
   * execution that reads no input and reaches the error: {@code search} looks for one.
   */
  public static Validation violation(
      Program instrumented,
      Set<Property> properties,
      Witness.Violation witness,
      Engine search,
      Budget budget) {
    List<Witness.NondetResult> results = witness.results();
    int[] next = {0};
    List<String> problems = new ArrayList<>();
    // The first value the replay had to choose because the witness does not fix it.
    String[] unfixed = {null};
    InputSupplier nondetResults =
        (type, origin) -> {
          switch (origin) {
            case InputOrigin.Nondet n -> {
              if (next[0] >= results.size()) {
                problems.add("the witness fixes only " + results.size() + " nondet results");
                return zero(type);
              }
              Witness.NondetResult r = results.get(next[0]++);
              if (!r.function().isEmpty() && !r.function().equals(n.function())) {
                problems.add(
                    "result "
                        + next[0]
                        + " is of "
                        + r.function()
                        + ", the program calls "
                        + n.function());
              }
              Optional<Expr> v = WitnessValues.parse(r.value(), type);
              if (v.isEmpty()) {
                problems.add("cannot read the value '" + r.value() + "' of " + n.function());
                return zero(type);
              }
              return type instanceof Type.PointerType && isZero(v.get()) ? Exprs.NULL : v.get();
            }
            case InputOrigin.External e -> {
              problems.add("the run calls " + e.function() + ", which has no body");
              return zero(type);
            }
            case InputOrigin.Read r -> {
              unfixed[0] =
                  Objects.requireNonNullElse(unfixed[0], "what " + r.function() + " reads");
              return zero(type);
            }
            case InputOrigin.Uninitialized u -> {
              unfixed[0] = Objects.requireNonNullElse(unfixed[0], "uninitialised memory");
              return zero(type);
            }
            case InputOrigin.EngineChoice c -> {
              unfixed[0] = Objects.requireNonNullElse(unfixed[0], c.purpose());
              return zero(type);
            }
            case InputOrigin.Context c -> {
              unfixed[0] = Objects.requireNonNullElse(unfixed[0], c.what());
              return zero(type);
            }
            case InputOrigin.AllocationFailure a -> {
              unfixed[0] = Objects.requireNonNullElse(unfixed[0], a.toString());
              return zero(type);
            }
          }
        };
    InputSupplier supplier =
        new InputSupplier() {
          @Override
          public Expr next(Type type, InputOrigin origin) {
            return nondetResults.next(type, origin);
          }

          @Override
          public byte uninitializedByte(long address) {
            // Any value is one the program may read; a witness fixes none of them.
            unfixed[0] = Objects.requireNonNullElse(unfixed[0], "uninitialised memory");
            return 0;
          }
        };
    Outcome outcome =
        new Interpreter(instrumented).run(supplier, MAX_STEPS, false, budget::exhausted);
    if (!problems.isEmpty()) {
      return new Validation(Status.UNKNOWN, problems.getFirst());
    }
    if (!outcome.havocReads().isEmpty()) {
      return new Validation(
          Status.UNKNOWN, "the run reads memory written by " + outcome.havocReads().getFirst());
    }
    boolean confirmed =
        outcome instanceof Outcome.ErrorReached e && properties.contains(e.property());
    if (!confirmed && unfixed[0] != null) {
      if (results.isEmpty() && problems.isEmpty()) {
        Optional<Validation> found = inputFreeViolation(instrumented, properties, search, budget);
        if (found.isPresent()) {
          return found.get();
        }
      }
      // Zero was only one choice for what the witness leaves open; another may reach the error.
      return new Validation(
          Status.UNKNOWN,
          "the run reads "
              + unfixed[0]
              + ", whose value the witness does not fix, and with zero it misses the error");
    }
    return switch (outcome) {
      case Outcome.ErrorReached e when properties.contains(e.property()) ->
          new Validation(
              Status.CONFIRMED,
              "the witness's inputs reach " + e.property().svcompName() + " at " + e.loc());
      case Outcome.ErrorReached e ->
          new Validation(Status.REJECTED, "the run ends in undefined behaviour at " + e.loc());
      case Outcome.NormalExit n ->
          new Validation(Status.REJECTED, "the run exits normally (" + n.how() + ")");
      case Outcome.AssumeViolated a ->
          new Validation(Status.REJECTED, "an assumption fails at " + a.loc());
      case Outcome.UndefinedBehavior u ->
          new Validation(Status.REJECTED, "undefined behaviour at " + u.loc() + ": " + u.what());
      case Outcome.StepLimit s ->
          new Validation(Status.UNKNOWN, "the run did not end (" + s.steps() + " steps)");
    };
  }

  /** A replayed counterexample of {@code search} that reads no input: one the witness allows. */
  private static Optional<Validation> inputFreeViolation(
      Program instrumented, Set<Property> properties, Engine search, Budget budget) {
    if (search.verify(instrumented, budget).verdict() instanceof Verdict.Violated v
        && v.counterexample().inputs().isEmpty()
        && properties.contains(v.counterexample().property())) {
      return Optional.of(
          new Validation(
              Status.CONFIRMED,
              "the witness fixes no input, and an execution that reads none reaches "
                  + v.counterexample().property().svcompName()
                  + " at "
                  + v.counterexample().violation()));
    }
    return Optional.empty();
  }

  /**
   * Asserts each invariant of a correctness witness at its loop heads of {@code program} (as the
   * front end built it), instruments the properties, and lets {@code engine} prove the whole.
   */
  public static Validation correctness(
      Program program,
      Set<Property> properties,
      Witness.Correctness witness,
      Engine engine,
      Budget budget) {
    Program checked = program;
    for (Witness.Claim claim : witness.invariants()) {
      List<Function> functions =
          claim.function().isPresent()
              ? checked.function(claim.function().get()).stream().toList()
              : List.copyOf(checked.functions().values());
      boolean placed = false;
      for (Function f : functions) {
        for (Location head : headsAt(f.cfa(), claim.lines())) {
          Expr condition;
          List<Op> loads = new ArrayList<>();
          try {
            condition = CExpressionParser.parse(claim.expression(), scope(checked, f, head, loads));
          } catch (CExpressionParser.Unreadable e) {
            return new Validation(
                Status.UNKNOWN,
                "cannot read the invariant '" + claim.expression() + "': " + e.getMessage());
          }
          checked = withCheck(checked, f.name(), head, loads, condition, claim);
          f = checked.function(f.name()).orElseThrow();
          placed = true;
        }
      }
      if (!placed) {
        return new Validation(
            Status.UNKNOWN,
            "no loop head at line "
                + claim.lines()
                + " for the invariant '"
                + claim.expression()
                + "'");
      }
    }
    Result result = engine.verify(Instrumenter.instrument(checked, properties), budget);
    int n = witness.invariants().size();
    return switch (result.verdict()) {
      case Verdict.Proved p ->
          new Validation(Status.CONFIRMED, "the " + n + " invariants and the property are proven");
      case Verdict.Violated v ->
          new Validation(Status.REJECTED, "an invariant or the property fails");
      case Verdict.Unknown u ->
          new Validation(Status.UNKNOWN, "the invariants and the property are not proven");
    };
  }

  /**
   * The loop heads of a CFA with an edge at one of {@code lines} into or out of them; if there is
   * none, the first loop heads after the first line (GraphML witnesses often put the edge into a
   * loop head at the statement before the loop, which the front end may have folded away).
   */
  private static List<Location> headsAt(Cfa cfa, List<Integer> lines) {
    List<Location> heads = new ArrayList<>();
    for (Location h : Loops.of(cfa).heads()) {
      if (edgesAt(cfa, h).anyMatch(e -> lines.contains(e.loc().line()))) {
        heads.add(h);
      }
    }
    if (!heads.isEmpty() || lines.isEmpty()) {
      return heads;
    }
    int first = lines.stream().min(Integer::compare).orElseThrow();
    int next = Integer.MAX_VALUE;
    for (Location h : Loops.of(cfa).heads()) {
      int line = line(cfa, h);
      if (line > first && line < next) {
        next = line;
        heads.clear();
      }
      if (line == next) {
        heads.add(h);
      }
    }
    return heads;
  }

  private static java.util.stream.Stream<Edge> edgesAt(Cfa cfa, Location h) {
    return java.util.stream.Stream.concat(cfa.outgoing(h).stream(), cfa.incoming(h).stream())
        .filter(e -> e.loc().isKnown());
  }

  /** A loop head's line: its first outgoing edge's with a position, else an incoming one's. */
  private static int line(Cfa cfa, Location h) {
    return edgesAt(cfa, h).findFirst().map(e -> e.loc().line()).orElse(0);
  }

  /**
   * Names as witnesses write them: a variable of the function by its name or its C name (SSA suffix
   * dropped; where several share it, the one live at the head; the only one even where it is dead),
   * else a global, read by a load added to {@code loads}.
   */
  private static CExpressionParser.Scope scope(
      Program program, Function f, Location head, List<Op> loads) {
    Set<Var> vars = new LinkedHashSet<>(f.parameters());
    for (Edge e : f.cfa().edges()) {
      vars.addAll(Ops.assignedVars(e.op()));
    }
    Set<Var> live = Liveness.of(f.cfa()).at(head);
    return new CExpressionParser.Scope() {
      @Override
      public Optional<Expr> variable(String name) {
        List<Var> same =
            vars.stream()
                .filter(
                    v ->
                        v.name().equals(name) || v.name().replaceFirst("\\.\\d+$", "").equals(name))
                .toList();
        List<Var> exact = same.stream().filter(v -> v.name().equals(name)).toList();
        List<Var> liveSame = same.stream().filter(live::contains).toList();
        if (exact.size() == 1 && (same.size() == 1 || live.contains(exact.getFirst()))) {
          return Optional.of(exact.getFirst());
        }
        if (liveSame.size() == 1) {
          return Optional.of(liveSame.getFirst());
        }
        if (liveSame.isEmpty() && !same.isEmpty()) {
          // Dead at the head (nothing reads it after): the version written last on every path
          // to the head holds the C variable's value there (k-induction states facts about it).
          Set<Var> last = lastWritten(f, Set.copyOf(same), head);
          if (last.size() == 1) {
            return Optional.of(last.iterator().next());
          }
        }
        if (same.isEmpty()) {
          Global g = program.globals().get(name);
          if (g != null && g.type() instanceof Type.IntType t) {
            return load(Exprs.global(name), t);
          }
        }
        return Optional.empty();
      }

      @Override
      public Optional<Expr> cell(String global, long offset, int bits) {
        if (!program.globals().containsKey(global)) {
          return Optional.empty();
        }
        Expr address = Exprs.ptrAdd(Exprs.global(global), Exprs.intConst(Type.IntType.I64, offset));
        return load(address, Type.IntType.of(bits));
      }

      private Optional<Expr> load(Expr address, Type.IntType type) {
        Var v = new Var("__vigil_witness_load" + loads.size(), type, f.name());
        loads.add(new Op.Load(v, address));
        return Optional.of(v);
      }
    };
  }

  /**
   * Which of {@code versions} may have been written last on a path from the entry of {@code f} to
   * {@code at} (a parameter counts as written at the entry).
   */
  private static Set<Var> lastWritten(Function f, Set<Var> versions, Location at) {
    Cfa cfa = f.cfa();
    Map<Location, Set<Var>> state = new HashMap<>();
    Set<Var> initial = new LinkedHashSet<>(f.parameters());
    initial.retainAll(versions);
    state.put(cfa.entry(), initial);
    Deque<Location> work = new ArrayDeque<>(List.of(cfa.entry()));
    while (!work.isEmpty()) {
      Location l = work.pop();
      for (Edge e : cfa.outgoing(l)) {
        Set<Var> written = new LinkedHashSet<>(Ops.assignedVars(e.op()));
        written.retainAll(versions);
        Set<Var> out = written.isEmpty() ? state.get(l) : written;
        Set<Var> target = state.get(e.target());
        if (target == null) {
          state.put(e.target(), new LinkedHashSet<>(out));
          work.push(e.target());
        } else if (target.addAll(out)) {
          work.push(e.target());
        }
      }
    }
    return state.getOrDefault(at, Set.of());
  }

  /**
   * The program with, on every arrival at {@code head}, the loads, then an error if the condition
   * fails, then the head.
   */
  private static Program withCheck(
      Program program,
      String function,
      Location head,
      List<Op> loads,
      Expr condition,
      Witness.Claim claim) {
    Function f = program.function(function).orElseThrow();
    Cfa cfa = f.cfa();
    Cfa.Builder b = Cfa.builder(function);
    cfa.locations().forEach(l -> b.newLocation());
    Location check = b.newLocation();
    SourceLoc loc =
        cfa.outgoing(head).stream()
            .map(Edge::loc)
            .filter(SourceLoc::isKnown)
            .findFirst()
            .orElse(SourceLoc.UNKNOWN);
    for (Edge e : cfa.edges()) {
      b.addEdge(e.source(), e.target().equals(head) ? check : e.target(), e.op(), e.loc());
    }
    Location at = check;
    for (Op load : loads) {
      Location after = b.newLocation();
      b.addEdge(at, after, load, loc);
      at = after;
    }
    b.addEdge(at, head, new Op.Assume(condition), loc);
    Location bad = b.newLocation();
    b.addEdge(at, bad, new Op.Assume(Exprs.not(condition)), loc);
    b.addEdge(
        bad,
        b.newLocation(),
        new Op.Error(
            Property.UNREACH_CALL, "the witness's invariant " + claim.expression() + " fails"),
        loc);
    b.entry(cfa.entry().equals(head) ? check : cfa.entry());
    b.exit(cfa.exit());
    Function changed =
        new Function(f.name(), f.parameters(), f.returnType(), f.varargs(), b.build(), f.loc());
    return program.withFunctions(
        program.functions().values().stream()
            .map(g -> g.name().equals(function) ? changed : g)
            .toList());
  }

  private static Expr zero(Type type) {
    return switch (type) {
      case Type.IntType t -> Exprs.intConst(t, 0);
      case Type.FloatType t -> Exprs.floatConst(t, 0);
      default -> Exprs.NULL;
    };
  }

  private static boolean isZero(Expr e) {
    return e instanceof Expr.IntConst c && c.bits() == 0;
  }
}
