package dev.vigil.smt;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one bridge from IR operations to formulas: {@link #apply(Op, SymState)} gives an operation's
 * definitions and the next state (the SSA indexing is part of the immutable state), {@link
 * #condition} encodes a branch condition, and {@link #merge} joins states at a control-flow join
 * with phi definitions. The encoding follows docs/SEMANTICS.md bit for bit.
 */
public final class Encoder {
  private final Smt smt;
  private final Formulas f;
  private final MemoryEncoding memory;
  private final ExprEncoder exprs;
  private final Program program;
  private final Map<Var, Integer> ids = new IdentityHashMap<>();

  public Encoder(Smt smt, Program program) throws Unsupported {
    this.smt = smt;
    this.program = program;
    this.f = new Formulas(smt, new Layout(program));
    BvEncoding bv = new BvEncoding(f);
    FpEncoding fp = new FpEncoding(f);
    this.memory = new MemoryEncoding(f, fp);
    this.exprs = new ExprEncoder(f, bv, fp, memory, this::valueOf);
  }

  /** How many formula nodes the encoder built, for statistics. */
  public long termsBuilt() {
    return f.termsBuilt();
  }

  /** The state at program start: globals initialised, nothing else allocated. */
  public SymState initialState() throws Unsupported {
    SymState empty = new SymState(PersistentIntMap.empty(), memory.initial());
    Memory m = empty.memory;
    Layout layout = f.layout;
    for (Global g : program.globals().values()) {
      List<Long> offsets = new ArrayList<>();
      List<Term> values = new ArrayList<>();
      for (Global.InitValue v : g.initializer()) {
        offsets.add(v.offset());
        values.add(exprs.encode(v.value(), empty));
      }
      m = memory.initialize(m, layout.globalObject(g.name()), offsets, values, g.nondetContents());
    }
    return empty.withMemory(m);
  }

  private int id(Var v) {
    return ids.computeIfAbsent(v, k -> ids.size());
  }

  private Term valueOf(Var v, SymState state) throws Unsupported {
    Term t = state.vars.get(id(v));
    if (t == null) {
      // Read before any assignment on this path: any value, as the IR never relies on it.
      return Term.symbolic(v.type(), f.variable(v.type(), v.qualifiedName() + "@undef" + smt.nextId()));
    }
    return t;
  }

  /** The value of {@code e} in {@code state}. */
  public Term value(Expr e, SymState state) throws Unsupported {
    return exprs.encode(e, state);
  }

  /** The {@code i1} condition {@code e} in {@code state}. */
  public Bool condition(Expr e, SymState state) throws Unsupported {
    return f.asBool(exprs.encode(e, state));
  }

  /**
   * The effect of {@code op}. Control operations ({@code Assume}, {@code Call}, {@code Return})
   * are the engine's business and rejected here; {@code Error}, {@code Halt} and {@code Skip}
   * change nothing.
   */
  public Step apply(Op op, SymState s) throws Unsupported {
    List<Observation> seen = new ArrayList<>();
    List<Bool> definitions = new ArrayList<>();
    Bool unsupportedIf = smt.fls();
    String reason = "";
    Optional<Term> allocated = Optional.empty();
    SymState next = s;
    if (op instanceof Op.Assign a) {
      next = bind(s, a.target(), exprs.encode(a.value(), s), a.value() instanceof Var, definitions, seen);
    } else if (op instanceof Op.ParallelAssign p) {
      List<Term> values = new ArrayList<>();
      for (Op.Assign a : p.assignments()) {
        values.add(exprs.encode(a.value(), s));
      }
      for (int i = 0; i < values.size(); i++) {
        Op.Assign a = p.assignments().get(i);
        next = bind(next, a.target(), values.get(i), a.value() instanceof Var, definitions, seen);
      }
    } else if (op instanceof Op.Havoc h) {
      Term t = fresh(h.target());
      next = s.withVars(s.vars.with(id(h.target()), t));
      seen.add(new Observation.Assigned(h.target(), t));
    } else if (op instanceof Op.Load l) {
      MemoryEncoding.Loaded loaded = memory.load(s.memory, exprs.encode(l.address(), s), l.target().type());
      seen.add(loaded.read());
      next = bind(s, l.target(), loaded.value(), false, definitions, seen);
    } else if (op instanceof Op.Store st) {
      Term address = exprs.encode(st.address(), s);
      next = s.withMemory(memory.store(s.memory, address, exprs.encode(st.value(), s)));
    } else if (op instanceof Op.Alloc a) {
      MemoryEncoding.Allocated r =
          memory.alloc(s.memory, a.kind(), exprs.encode(a.size(), s), a.zeroed());
      next = s.withMemory(r.memory()).withVars(s.vars.with(id(a.target()), r.pointer()));
      seen.add(new Observation.Assigned(a.target(), r.pointer()));
      allocated = Optional.of(r.object());
      unsupportedIf = r.tooLarge();
      reason = unsupportedIf.isFalse() ? "" : "allocation of more than 2^" + f.layout.offsetBits + " bytes";
    } else if (op instanceof Op.Free fr) {
      next = s.withMemory(memory.free(s.memory, exprs.encode(fr.pointer(), s)));
    } else if (op instanceof Op.MemCopy c) {
      MemoryEncoding.Copied r =
          memory.copy(
              s.memory, exprs.encode(c.destination(), s), exprs.encode(c.source(), s), exprs.encode(c.size(), s));
      seen.add(r.read());
      next = s.withMemory(r.memory());
    } else if (op instanceof Op.MemSet m) {
      next =
          s.withMemory(
              memory.set(
                  s.memory, exprs.encode(m.destination(), s), exprs.encode(m.value(), s), exprs.encode(m.size(), s)));
    } else if (op instanceof Op.HavocObjects h) {
      List<Term> roots = new ArrayList<>();
      for (Expr root : h.roots()) {
        roots.add(exprs.encode(root, s));
      }
      String name = "mem@" + h.origin() + "@" + smt.nextId();
      next = s.withMemory(memory.havocObjects(s.memory, roots, h.allStackAndHeap(), name));
    } else if (op instanceof Op.HavocMemory h) {
      List<Long> kept = h.preserved().stream().map(f.layout::globalObject).toList();
      next = s.withMemory(memory.havoc(s.memory, kept, "mem@" + smt.nextId()));
    } else if (op instanceof Op.Assume || op instanceof Op.Call || op instanceof Op.Return) {
      throw new IllegalArgumentException("control operation for the engine: " + op);
    }
    return new Step(next, smt.and(definitions), unsupportedIf, reason, allocated, seen);
  }

  private Term fresh(Var v) throws Unsupported {
    return Term.symbolic(v.type(), f.variable(v.type(), v.qualifiedName() + "@" + smt.nextId()));
  }

  /** Binds {@code v}: constants and copies directly, anything else through a new SSA symbol. */
  private SymState bind(
      SymState s, Var v, Term value, boolean copy, List<Bool> definitions, List<Observation> seen)
      throws Unsupported {
    Term bound = value;
    if (!value.isConcrete() && !copy) {
      bound = value.withFormula(fresh(v).formula);
      definitions.add(smt.wrap(f.equal(bound.formula, value.formula)));
    }
    seen.add(new Observation.Assigned(v, bound));
    return s.withVars(s.vars.with(id(v), bound));
  }

  /** A state at a join and the phi definitions it needs. */
  public record Merged(SymState state, Bool definitions) {}

  /**
   * Joins {@code states}: the value of each variable is that of {@code states.get(i)} where
   * {@code conditions.get(i)} holds, tried in order; the last state is the default. The conditions
   * need only distinguish the states under the merged path guard.
   */
  public Merged merge(List<Bool> conditions, List<SymState> states) throws Unsupported {
    int n = states.size();
    if (n == 1) {
      return new Merged(states.get(0), smt.tru());
    }
    SymState last = states.get(n - 1);
    java.util.TreeSet<Integer> differing = new java.util.TreeSet<>();
    for (int i = 0; i < n - 1; i++) {
      states.get(i).vars.diff(last.vars, (key, a, b) -> differing.add(key));
    }
    List<Bool> definitions = new ArrayList<>();
    PersistentIntMap<Term> vars = last.vars;
    Var[] byId = varsById();
    for (int key : differing) {
      Term merged = null;
      for (int i = n - 1; i >= 0; i--) {
        Term t = states.get(i).vars.get(key);
        if (t == null) {
          continue;
        }
        merged = merged == null ? t : f.iteTerm(conditions.get(i), t, merged);
      }
      if (merged != null && !merged.isConcrete() && !isBinding(merged, states, key)) {
        Term symbol = merged.withFormula(fresh(byId[key]).formula);
        definitions.add(smt.wrap(f.equal(symbol.formula, merged.formula)));
        merged = symbol;
      }
      vars = vars.with(key, merged);
    }
    Memory m = last.memory;
    for (int i = n - 2; i >= 0; i--) {
      m = memory.merge(conditions.get(i), states.get(i).memory, m);
    }
    return new Merged(new SymState(vars, m), smt.and(definitions));
  }

  /** Whether {@code t} is already the binding of {@code key} in one of the states (no phi needed). */
  private static boolean isBinding(Term t, List<SymState> states, int key) {
    for (SymState s : states) {
      if (t.equals(s.vars.get(key))) {
        return true;
      }
    }
    return false;
  }

  private Var[] varsById() {
    Var[] result = new Var[ids.size()];
    ids.forEach((v, i) -> result[i] = v);
    return result;
  }

  /** {@code current} with the bindings of {@code vars} taken from {@code saved} (after a recursive call). */
  public SymState restore(SymState current, SymState saved, Collection<Var> vars) {
    PersistentIntMap<Term> v = current.vars;
    for (Var x : vars) {
      v = v.with(id(x), saved.vars.get(id(x)));
    }
    return current.withVars(v);
  }

  /** {@code state} after the stack objects {@code objects} were released where their condition holds. */
  public SymState release(SymState state, List<Bool> executed, List<Term> objects) throws Unsupported {
    Memory m = state.memory;
    for (int i = 0; i < objects.size(); i++) {
      m = memory.facts.kill(m, objects.get(i), executed.get(i));
    }
    return state.withMemory(m);
  }

  /** The type pointers have in this program's data model, as an integer. */
  public Type pointerIntType() {
    return program.dataModel().pointerIntType();
  }
}
