package dev.vigil.smt;

import dev.vigil.ir.Expr;
import dev.vigil.ir.Global;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Type;
import dev.vigil.ir.Var;
import dev.vigil.smt.CallPlaceholder.Abstracted;
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
  private int templates;
  private final List<Var> byId = new ArrayList<>();

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

  int id(Var v) {
    Integer known = ids.get(v);
    if (known != null) {
      return known;
    }
    ids.put(v, byId.size());
    byId.add(v);
    return byId.size() - 1;
  }

  /** The variable with id {@code id}. */
  Var var(int id) {
    return byId.get(id);
  }

  Smt smt() {
    return smt;
  }

  Formulas formulas() {
    return f;
  }

  /** The value of {@code v} in {@code state}: its binding, or any value when it has none. */
  Term valueIn(Var v, SymState state) throws Unsupported {
    return valueOf(v, state);
  }

  /**
   * A template: a state of {@code vars} and of memory in which every value is a fresh symbol (see
   * {@link StateTemplate}); each call makes a new one.
   */
  public StateTemplate template(java.util.Collection<Var> vars) throws Unsupported {
    int id = templates++;
    return new StateTemplate(this, id, vars, memory.template(StateTemplate.PREFIX + id), f);
  }

  private Term valueOf(Var v, SymState state) throws Unsupported {
    Term t = state.vars.get(id(v));
    if (t == null) {
      // Read before any assignment on this path: any value, as the IR never relies on it.
      return Term.symbolic(
          v.type(), f.variable(v.type(), v.qualifiedName() + "@undef" + smt.nextId()));
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
   * The effect of {@code op}. Control operations ({@code Assume}, {@code Call}, {@code Return}) are
   * the engine's business and rejected here; {@code Error}, {@code Halt} and {@code Skip} change
   * nothing.
   */
  public Step apply(Op op, SymState s) throws Unsupported {
    return apply(op, s, false);
  }

  /**
   * The effect of {@code op}; with {@code inline}, assigned values are bound as they are, without
   * an SSA symbol and its definition: formulas over the next state then say the same with no
   * symbols to quantify (weakest preconditions by substitution).
   */
  public Step apply(Op op, SymState s, boolean inline) throws Unsupported {
    List<Observation> seen = new ArrayList<>();
    List<Bool> definitions = new ArrayList<>();
    Bool unsupportedIf = smt.fls();
    String reason = "";
    Optional<Term> allocated = Optional.empty();
    SymState next = s;
    switch (op) {
      case Op.Assign a -> {
        Term value = exprs.encode(a.value(), s);
        next = bind(s, a.target(), value, inline || a.value() instanceof Var, definitions, seen);
      }
      case Op.ParallelAssign p -> {
        List<Term> values = new ArrayList<>();
        for (Op.Assign a : p.assignments()) {
          values.add(exprs.encode(a.value(), s));
        }
        for (int i = 0; i < values.size(); i++) {
          Op.Assign a = p.assignments().get(i);
          boolean plain = inline || a.value() instanceof Var;
          next = bind(next, a.target(), values.get(i), plain, definitions, seen);
        }
      }
      case Op.Havoc h -> {
        Term t = fresh(h.target());
        next = s.withVars(s.vars.with(id(h.target()), t));
        seen.add(new Observation.Assigned(h.target(), t));
      }
      case Op.Load l -> {
        MemoryEncoding.Loaded loaded =
            memory.load(s.memory, exprs.encode(l.address(), s), l.target().type());
        seen.add(loaded.read());
        next = bind(s, l.target(), loaded.value(), inline, definitions, seen);
      }
      case Op.Store st -> {
        Term address = exprs.encode(st.address(), s);
        next = s.withMemory(memory.store(s.memory, address, exprs.encode(st.value(), s)));
      }
      case Op.Alloc a -> {
        MemoryEncoding.Allocated r =
            memory.alloc(s.memory, a.kind(), exprs.encode(a.size(), s), a.zeroed());
        next = s.withMemory(r.memory()).withVars(s.vars.with(id(a.target()), r.pointer()));
        seen.add(new Observation.Assigned(a.target(), r.pointer()));
        allocated = Optional.of(r.object());
        unsupportedIf = r.tooLarge();
        reason =
            unsupportedIf.isFalse()
                ? ""
                : "allocation of more than 2^" + f.layout.offsetBits + " bytes";
      }
      case Op.Free fr -> next = s.withMemory(memory.free(s.memory, exprs.encode(fr.pointer(), s)));
      case Op.MemCopy c -> {
        MemoryEncoding.Copied r =
            memory.copy(
                s.memory,
                exprs.encode(c.destination(), s),
                exprs.encode(c.source(), s),
                exprs.encode(c.size(), s));
        seen.add(r.read());
        next = s.withMemory(r.memory());
      }
      case Op.MemSet m -> {
        Term destination = exprs.encode(m.destination(), s);
        Term value = exprs.encode(m.value(), s);
        next = s.withMemory(memory.set(s.memory, destination, value, exprs.encode(m.size(), s)));
      }
      case Op.HavocObjects h -> {
        List<Term> roots = new ArrayList<>();
        for (Expr root : h.roots()) {
          roots.add(exprs.encode(root, s));
        }
        String name = "mem@" + h.origin() + "@" + smt.nextId();
        next = s.withMemory(memory.havocObjects(s.memory, roots, h.allStackAndHeap(), name));
      }
      case Op.HavocMemory h -> {
        List<Long> kept = h.preserved().stream().map(f.layout::globalObject).toList();
        next = s.withMemory(memory.havoc(s.memory, kept, "mem@" + smt.nextId()));
      }
      case Op.Assume _, Op.Call _, Op.Return _ ->
          throw new IllegalArgumentException("control operation for the engine: " + op);
      case Op.Error _, Op.Halt _, Op.Skip _ -> {}
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

  /**
   * {@code state} with {@code v} bound to {@code value}, a value already encoded (a return value).
   */
  public SymState assign(SymState state, Var v, Term value) {
    return state.withVars(state.vars.with(id(v), value));
  }

  /** A state with the memory of {@code state} and no variable bound (a callee's entry). */
  public SymState withoutVariables(SymState state) {
    return new SymState(PersistentIntMap.empty(), state.memory);
  }

  /** The variables of {@code vars} with the memory of {@code memory}. */
  public SymState withMemoryOf(SymState vars, SymState memory) {
    return vars.withMemory(memory.memory);
  }

  /** A state at a join and the phi definitions it needs. */
  public record Merged(SymState state, Bool definitions) {}

  /**
   * Joins {@code states}: the value of each variable is that of {@code states.get(i)} where {@code
   * conditions.get(i)} holds, tried in order; the last state is the default. The conditions need
   * only distinguish the states under the merged path guard.
   */
  public Merged merge(List<Bool> conditions, List<SymState> states) throws Unsupported {
    return merge(conditions, states, false);
  }

  /**
   * {@link #merge}; with {@code inline}, each merged value is bound as its {@code ite} term,
   * without a phi symbol and its definition (as {@link #apply(Op, SymState, boolean)} binds
   * values).
   */
  public Merged merge(List<Bool> conditions, List<SymState> states, boolean inline)
      throws Unsupported {
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
      if (!inline && merged != null && !merged.isConcrete() && !isBinding(merged, states, key)) {
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

  /**
   * Whether {@code t} is already the binding of {@code key} in one of the states (no phi needed).
   */
  private static boolean isBinding(Term t, List<SymState> states, int key) {
    for (SymState s : states) {
      if (t.equals(s.vars.get(key))) {
        return true;
      }
    }
    return false;
  }

  private Var[] varsById() {
    return byId.toArray(new Var[0]);
  }

  /**
   * {@code current} with the bindings of {@code vars} taken from {@code saved} (after a recursive
   * call).
   */
  public SymState restore(SymState current, SymState saved, Collection<Var> vars) {
    PersistentIntMap<Term> v = current.vars;
    for (Var x : vars) {
      v = v.with(id(x), saved.vars.get(id(x)));
    }
    return current.withVars(v);
  }

  /**
   * {@code state} after the stack objects {@code objects} were released where their condition
   * holds.
   */
  public SymState release(SymState state, List<Bool> executed, List<Term> objects)
      throws Unsupported {
    Memory m = state.memory;
    for (int i = 0; i < objects.size(); i++) {
      m = memory.facts.kill(m, objects.get(i), executed.get(i));
    }
    return state.withMemory(m);
  }

  /**
   * The state after a call whose effects are left unknown: the result (if {@code result} is given)
   * and every byte of memory except those of the globals in {@code kept} become fresh symbols named
   * after {@code name}, and so do the object facts if the callee {@code allocates} (or frees)
   * anything (see {@link CallPlaceholder}).
   */
  public CallPlaceholder abstractCall(
      SymState before, Optional<Var> result, List<String> kept, boolean allocates, String name)
      throws Unsupported {
    List<Long> objects = kept.stream().map(f.layout::globalObject).toList();
    MemoryFacts.Havocked m = memory.placeholder(before.memory, objects, !allocates, name);
    return abstractCall(before, result, m, name, allocates ? Abstracted.ALL : Abstracted.BYTES);
  }

  /**
   * As {@link #abstractCall(SymState, Optional, List, String)} for a callee that changes no memory
   * (nothing it runs stores, allocates or frees): only the result is a placeholder.
   */
  public CallPlaceholder abstractPureCall(SymState before, Optional<Var> result, String name)
      throws Unsupported {
    return abstractCall(
        before, result, new MemoryFacts.Havocked(before.memory, smt.tru()), name, Abstracted.NONE);
  }

  private CallPlaceholder abstractCall(
      SymState before,
      Optional<Var> result,
      MemoryFacts.Havocked havocked,
      String name,
      Abstracted abstracted)
      throws Unsupported {
    SymState after = before.withMemory(havocked.memory());
    Optional<Term> value = Optional.empty();
    if (result.isPresent()) {
      Var v = result.get();
      Term t = Term.symbolic(v.type(), f.variable(v.type(), name + ".ret"));
      after = after.withVars(after.vars.with(id(v), t));
      value = Optional.of(t);
    }
    return new CallPlaceholder(after, value, havocked.memory(), havocked.axiom(), abstracted);
  }

  /** That the placeholder's memory is the memory of {@code actual} (the callee's exit state). */
  public Bool memoryMatches(CallPlaceholder placeholder, SymState actual) throws Unsupported {
    return switch (placeholder.abstracted()) {
      case NONE -> smt.tru();
      case BYTES -> memory.same(placeholder.memory(), actual.memory, true);
      case ALL -> memory.same(placeholder.memory(), actual.memory, false);
    };
  }

  /** That the placeholder's result is {@code actual}. */
  public Bool resultMatches(CallPlaceholder placeholder, Term actual) throws Unsupported {
    Term ph = placeholder.result().orElseThrow();
    return smt.wrap(f.equal(ph.formula, f.of(actual)));
  }

  /** The type pointers have in this program's data model, as an integer. */
  public Type pointerIntType() {
    return program.dataModel().pointerIntType();
  }

  /** {@code m} with every byte in its arrays (none pending), for formulas over whole memories. */
  Memory flushed(Memory m) throws Unsupported {
    return memory.flush(m);
  }
}
