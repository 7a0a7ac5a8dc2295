package dev.vigil.smt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import org.sosy_lab.common.NativeLibraries;
import org.sosy_lab.common.ShutdownManager;
import org.sosy_lab.common.ShutdownNotifier;
import org.sosy_lab.common.ShutdownNotifier.ShutdownRequestListener;
import org.sosy_lab.common.configuration.Configuration;
import org.sosy_lab.common.configuration.InvalidConfigurationException;
import org.sosy_lab.common.log.LogManager;
import org.sosy_lab.java_smt.SolverContextFactory;
import org.sosy_lab.java_smt.SolverContextFactory.Solvers;
import org.sosy_lab.java_smt.api.ArrayFormulaManager;
import org.sosy_lab.java_smt.api.BitvectorFormulaManager;
import org.sosy_lab.java_smt.api.BooleanFormula;
import org.sosy_lab.java_smt.api.BooleanFormulaManager;
import org.sosy_lab.java_smt.api.FloatingPointFormulaManager;
import org.sosy_lab.java_smt.api.FloatingPointRoundingMode;
import org.sosy_lab.java_smt.api.Formula;
import org.sosy_lab.java_smt.api.FormulaManager;
import org.sosy_lab.java_smt.api.ProverEnvironment;
import org.sosy_lab.java_smt.api.SolverContext;
import org.sosy_lab.java_smt.api.SolverContext.ProverOptions;
import org.sosy_lab.java_smt.api.visitors.DefaultFormulaVisitor;
import org.sosy_lab.java_smt.api.visitors.TraversalProcess;
import org.sosy_lab.java_smt.basicimpl.AbstractFormulaManager;
import org.sosy_lab.java_smt.basicimpl.AbstractNumeralFormulaManager.NonLinearArithmetic;
import org.sosy_lab.java_smt.solvers.z3.Z3SolverContext;

/**
 * One solver context: formula construction and provers, cancellable. A daemon thread polls the
 * {@code cancelled} supplier and requests a JavaSMT shutdown, which interrupts a running check.
 * Close it with try-with-resources.
 */
public final class Smt implements AutoCloseable {
  private static final long POLL_MILLIS = 20;

  private final SolverKind kind;
  private final SolverContext context;
  private final ShutdownManager shutdown;
  private final Thread watcher;

  /** The work one check may do (Z3's resource count), or 0 for no limit. */
  private final long workLimit;

  /** The work the context's checks have done so far, as Z3 counts it. */
  private volatile long work;

  /** Guards {@link #closed}: the context is freed only once no shutdown request can reach it. */
  private final Object lifecycle = new Object();

  private boolean closed;
  final FormulaManager fm;
  final BooleanFormulaManager bools;
  private final Bool trueBool;
  private final Bool falseBool;
  private int freshCounter;

  private Smt(
      SolverKind kind,
      SolverContext context,
      ShutdownManager shutdown,
      BooleanSupplier cancelled,
      long workLimit) {
    this.kind = kind;
    this.workLimit = workLimit;
    this.context = context;
    this.shutdown = shutdown;
    this.watcher = new Thread(() -> watch(cancelled), "vigil-smt-cancel");
    watcher.setDaemon(true);
    this.fm = context.getFormulaManager();
    this.bools = fm.getBooleanFormulaManager();
    this.trueBool = new Bool(bools.makeTrue(), 1);
    this.falseBool = new Bool(bools.makeFalse(), 0);
  }

  /** Opens a context of {@code kind}; {@code cancelled} is polled to stop running checks. */
  public static Smt open(SolverKind kind, BooleanSupplier cancelled) throws SmtFailure {
    return open(kind, cancelled, 0);
  }

  /**
   * Opens a context of {@code kind} whose every check may do at most {@code workLimit} units of
   * work (0: no limit); a check that needs more fails with {@link SmtFailure.Kind#WORK_LIMIT}. Work
   * is Z3's resource count ({@code rlimit}), which, unlike time, does not depend on the machine's
   * speed or load; other solvers have no such limit ({@link #limitsWork()}). Z3 takes the limit
   * from a process-wide parameter, set while this context is open: open one such context at a time,
   * and make no checks on others meanwhile.
   */
  public static Smt open(SolverKind kind, BooleanSupplier cancelled, long workLimit)
      throws SmtFailure {
    Objects.requireNonNull(cancelled);
    ShutdownManager shutdown = ShutdownManager.create();
    SolverContext context;
    try {
      context = context(kind, shutdown.getNotifier());
    } catch (InvalidConfigurationException | RuntimeException | LinkageError e) {
      throw new SmtFailure(
          "cannot start " + kind.cliName() + ": " + e.getMessage(), SmtFailure.Kind.FAILED, e);
    }
    long limit = kind == SolverKind.Z3 ? Math.min(Math.max(0, workLimit), MAX_WORK_LIMIT) : 0;
    if (kind == SolverKind.Z3) {
      limitZ3Memory();
    }
    if (limit > 0) {
      com.microsoft.z3.Native.globalParamSet("rlimit", Long.toString(limit));
    }
    Smt smt = new Smt(kind, context, shutdown, cancelled, limit);
    smt.watcher.start();
    return smt;
  }

  /**
   * A new context of {@code kind}. Z3's is made as {@link SolverContextFactory} makes it with its
   * default options (no query log, random seed 42, rounding to nearest, non-linear arithmetic
   * used), but without the factory: its option injection, reflection over annotations, costs ~10 ms
   * of a short run's CPU time at the first context.
   */
  private static SolverContext context(SolverKind kind, ShutdownNotifier notifier)
      throws InvalidConfigurationException {
    LogManager logger = LogManager.createNullLogManager();
    if (kind == SolverKind.Z3) {
      return Z3SolverContext.create(
          logger,
          configuration(kind),
          notifier,
          null,
          Z3_RANDOM_SEED,
          FloatingPointRoundingMode.NEAREST_TIES_TO_EVEN,
          NonLinearArithmetic.USE,
          Smt::loadLibrary);
    }
    return SolverContextFactory.createSolverContext(
        configuration(kind), logger, notifier, solver(kind), Smt::loadLibrary);
  }

  /** {@link SolverContextFactory}'s default seed ({@code solver.randomSeed}). */
  private static final long Z3_RANDOM_SEED = 42;

  /** Whether new Z3 contexts give up their terms as the Java side drops them. */
  private static volatile boolean dropTerms;

  /**
   * From now on (until called with false), Z3's terms are tracked (JavaSMT's phantom references):
   * JavaSMT gives up a term once the Java side no longer holds it, and its last ones before the
   * context is deleted. Without that, every term lives until the context is deleted, and Z3 deletes
   * a context that still holds many terms in time that grows with their number squared: minutes
   * after one entry of a real program, so that in a sweep of entries the closed contexts piled up
   * (10 GB for mini-httpd). Only sweeps ask for it: when a term is given up depends on when the
   * garbage collector runs, and Z3 reuses the numbers of terms given up, which changes its search,
   * so a run's counterexample would depend on the collector's timing (the same task gave different
   * counterexamples in one JVM).
   */
  public static void dropTermsEarly(boolean on) {
    dropTerms = on;
  }

  private static Configuration configuration(SolverKind kind) throws InvalidConfigurationException {
    if (kind != SolverKind.Z3 || !dropTerms) {
      return Configuration.defaultConfiguration();
    }
    return Configuration.builder().setOption("solver.z3.usePhantomReferences", "true").build();
  }

  /**
   * Z3 allocates natively, outside the JVM's heap limit; above {@link #nativeMemoryLimitBytes()} a
   * check fails ("max. memory exceeded") instead of exhausting the machine. It is Z3's high
   * watermark, not its hard limit ({@code memory_max_size}), because after the hard limit is hit
   * once no context of the process can allocate again. Building terms does not look at the
   * watermark: callers watch {@link #nativeMemoryBytes()} for that.
   */
  private static void limitZ3Memory() {
    com.microsoft.z3.Native.globalParamSet(
        "memory_high_watermark_mb", Long.toString(nativeMemoryLimitBytes() >> 20));
    z3Loaded = true;
  }

  private static volatile boolean z3Loaded;

  /** Z3's {@code rlimit} is an unsigned 32-bit number. */
  private static final long MAX_WORK_LIMIT = 0xFFFF_FFFFL;

  /** Whether {@link #open(SolverKind, BooleanSupplier, long)} can limit this solver's work. */
  public static boolean limitsWork(SolverKind kind) {
    return kind == SolverKind.Z3;
  }

  /** The work this context's checks have done so far (0 for solvers that do not count it). */
  public long work() {
    return work;
  }

  /** Takes the work done from a prover's statistics (Z3's "rlimit count", for the context). */
  void noteWork(java.util.Map<String, String> statistics) {
    String count = statistics.get("rlimit count");
    if (count != null) {
      try {
        noteWork(Long.parseLong(count.strip()));
      } catch (NumberFormatException e) {
        // not a count: keep the last one
      }
    }
  }

  /** Takes Z3's resource count for the context, read after a check. */
  void noteWork(long count) {
    work = Math.max(work, count);
  }

  boolean countsWork() {
    return kind == SolverKind.Z3;
  }

  /** The native memory Z3 holds now, over all contexts: 0 before Z3 is first used. */
  public static long nativeMemoryBytes() {
    return z3Loaded ? com.microsoft.z3.Native.getEstimatedAllocSize() : 0;
  }

  /**
   * The solver's native memory limit: property {@code vigil.z3.memory.mb} (megabytes, default
   * {@value #DEFAULT_MEMORY_MB}).
   */
  public static long nativeMemoryLimitBytes() {
    String megabytes = System.getProperty("vigil.z3.memory.mb", "");
    try {
      return Math.max(1, Long.parseLong(megabytes.strip())) << 20;
    } catch (NumberFormatException e) {
      return DEFAULT_MEMORY_MB << 20;
    }
  }

  private static final long DEFAULT_MEMORY_MB = 6000;

  /**
   * Polls {@code cancelled} and requests the shutdown, which interrupts a running check. Z3
   * interrupts through the context, so the request runs under the lifecycle lock and never after
   * {@link #close()} has handed the context to the closer thread (a request on a context being
   * freed crashed the JVM in {@code api::context::interrupt}).
   */
  private void watch(BooleanSupplier cancelled) {
    try {
      while (!cancelled.getAsBoolean()) {
        Thread.sleep(POLL_MILLIS);
      }
      synchronized (lifecycle) {
        if (!closed) {
          shutdown.requestShutdown("cancelled");
        }
      }
    } catch (InterruptedException e) {
      // the context was closed
    }
  }

  /** Natives come from java.library.path (target/native); JavaSMT's own search is the fallback. */
  private static void loadLibrary(String name) {
    try {
      System.loadLibrary(name);
    } catch (UnsatisfiedLinkError e) {
      NativeLibraries.loadLibrary(name);
    }
  }

  private static Solvers solver(SolverKind kind) {
    return switch (kind) {
      case Z3 -> Solvers.Z3;
      case SMTINTERPOL -> Solvers.SMTINTERPOL;
      case PRINCESS -> Solvers.PRINCESS;
    };
  }

  public SolverKind kind() {
    return kind;
  }

  /** The solver's name and version, for statistics. */
  public String version() {
    return context.getVersion();
  }

  /** Whether the solver supports the bit-vector theory (required to encode C). */
  public boolean supportsBitvectors() {
    return kind != SolverKind.SMTINTERPOL;
  }

  /** Whether the solver supports the floating-point theory. */
  public boolean supportsFloats() {
    return kind == SolverKind.Z3;
  }

  BitvectorFormulaManager bitvectors() {
    return fm.getBitvectorFormulaManager();
  }

  FloatingPointFormulaManager floats() {
    return fm.getFloatingPointFormulaManager();
  }

  ArrayFormulaManager arrays() {
    return fm.getArrayFormulaManager();
  }

  /** A new prover; close it (try-with-resources). */
  public Prover newProver() throws SmtFailure {
    return newProver(false);
  }

  /**
   * A new prover whose {@link Prover#unsatCoreAssuming} gives cores where the solver can (Z3);
   * asked for only where used, since tracking them costs every check.
   */
  public Prover newProver(boolean unsatCores) throws SmtFailure {
    try {
      boolean cores = unsatCores && kind == SolverKind.Z3;
      ProverEnvironment env =
          cores
              ? context.newProverEnvironment(
                  ProverOptions.GENERATE_MODELS, ProverOptions.GENERATE_UNSAT_CORE_OVER_ASSUMPTIONS)
              : context.newProverEnvironment(ProverOptions.GENERATE_MODELS);
      return new JavaSmtProver(this, env, cores);
    } catch (RuntimeException e) {
      throw failure(e);
    }
  }

  /**
   * A new prover for unsat cores over assumptions, without models: for Z3, Z3's bit-blasting solver
   * ({@link BitBlastingProver}); for the other solvers, a prover with cores. Close it
   * (try-with-resources).
   */
  @SuppressWarnings("unchecked")
  public CoreProver newCoreProver() throws SmtFailure {
    if (kind != SolverKind.Z3) {
      return newProver(true);
    }
    try {
      return new BitBlastingProver(this, (AbstractFormulaManager<Long, ?, Long, ?>) fm);
    } catch (RuntimeException e) {
      throw failure(e);
    }
  }

  /** Lets a shutdown request interrupt a check that JavaSMT does not run. */
  void registerInterrupt(ShutdownRequestListener interrupt) {
    shutdown.getNotifier().register(interrupt);
  }

  void unregisterInterrupt(ShutdownRequestListener interrupt) {
    shutdown.getNotifier().unregister(interrupt);
  }

  /**
   * Throws the cancellation if it was requested: a shutdown requested while no check runs does not
   * interrupt the next one, so provers call this before every check.
   */
  void checkCancelled() throws SmtFailure {
    if (shutdown.getNotifier().shouldShutdown()) {
      throw new SmtFailure("cancelled", SmtFailure.Kind.CANCELLED, null);
    }
  }

  /** The failure a solver exception stands for; a requested shutdown is a cancellation. */
  SmtFailure failure(Exception e) {
    if (shutdown.getNotifier().shouldShutdown()) {
      return new SmtFailure("cancelled", SmtFailure.Kind.CANCELLED, e);
    }
    if (e instanceof InterruptedException) {
      // Z3 answers "canceled" at its work limit as at a shutdown request; here none was made.
      return workLimit > 0
          ? new SmtFailure("work limit reached", SmtFailure.Kind.WORK_LIMIT, e)
          : new SmtFailure("cancelled", SmtFailure.Kind.CANCELLED, e);
    }
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    // Z3 answers 'unknown' ("max. memory exceeded") at its memory limit, or throws "out of memory".
    SmtFailure.Kind failure =
        message.contains("memory exceeded") || message.contains("out of memory")
            ? SmtFailure.Kind.OUT_OF_MEMORY
            : SmtFailure.Kind.FAILED;
    return new SmtFailure(kind.cliName() + ": " + message, failure, e);
  }

  // ---- Boolean formulas ------------------------------------------------------------------

  public Bool tru() {
    return trueBool;
  }

  public Bool fls() {
    return falseBool;
  }

  public Bool constant(boolean value) {
    return value ? trueBool : falseBool;
  }

  Bool wrap(BooleanFormula f) {
    return new Bool(f, -1);
  }

  public Bool not(Bool a) {
    if (a.isTrue()) {
      return falseBool;
    }
    if (a.isFalse()) {
      return trueBool;
    }
    return wrap(bools.not(a.formula));
  }

  public Bool and(Bool a, Bool b) {
    if (a.isFalse() || b.isTrue()) {
      return a;
    }
    if (b.isFalse() || a.isTrue()) {
      return b;
    }
    return a.equals(b) ? a : wrap(bools.and(a.formula, b.formula));
  }

  public Bool or(Bool a, Bool b) {
    if (a.isTrue() || b.isFalse()) {
      return a;
    }
    if (b.isTrue() || a.isFalse()) {
      return b;
    }
    return a.equals(b) ? a : wrap(bools.or(a.formula, b.formula));
  }

  public Bool and(List<Bool> conjuncts) {
    return combine(conjuncts, true);
  }

  public Bool or(List<Bool> disjuncts) {
    return combine(disjuncts, false);
  }

  private Bool combine(List<Bool> parts, boolean conjunction) {
    Bool neutral = constant(conjunction);
    java.util.ArrayList<BooleanFormula> fs = new java.util.ArrayList<>();
    for (Bool p : parts) {
      if (p.equals(neutral)) {
        continue;
      }
      if (p.isTrue() || p.isFalse()) {
        return p; // the absorbing constant
      }
      fs.add(p.formula);
    }
    if (fs.isEmpty()) {
      return neutral;
    }
    if (fs.size() == 1) {
      return wrap(fs.get(0));
    }
    return wrap(conjunction ? bools.and(fs) : bools.or(fs));
  }

  /** {@code a ⇔ b}. */
  public Bool equivalent(Bool a, Bool b) {
    if (a.equals(b)) {
      return trueBool;
    }
    return wrap(bools.equivalence(a.formula, b.formula));
  }

  public Bool implies(Bool a, Bool b) {
    return or(not(a), b);
  }

  /** {@code c ? a : b}. */
  public Bool ite(Bool c, Bool a, Bool b) {
    if (c.isTrue() || a.equals(b)) {
      return a;
    }
    if (c.isFalse()) {
      return b;
    }
    return wrap(bools.ifThenElse(c.formula, a.formula, b.formula));
  }

  /** A fresh Boolean variable named after {@code hint}. */
  public Bool fresh(String hint) {
    return wrap(bools.makeVariable(hint + "!" + freshCounter++));
  }

  /**
   * {@code b} as the solver prints it when it has at most {@code maxNodes} distinct subterms, else
   * empty: printing writes shared subterms once per use, so that the text of a deep term (a
   * preimage that unrolls a loop) can be far longer than the term.
   */
  public java.util.Optional<String> text(Bool b, int maxNodes) {
    int[] left = {maxNodes};
    fm.visitRecursively(
        b.formula,
        new DefaultFormulaVisitor<TraversalProcess>() {
          @Override
          protected TraversalProcess visitDefault(Formula f) {
            return --left[0] < 0 ? TraversalProcess.ABORT : TraversalProcess.CONTINUE;
          }
        });
    return left[0] < 0 ? java.util.Optional.empty() : java.util.Optional.of(b.toString());
  }

  /** The free symbols of {@code b}, by name. */
  Map<String, Formula> variables(Bool b) {
    return fm.extractVariables(b.formula);
  }

  /** The names of the free symbols of {@code b}. */
  public Set<String> symbolNames(Bool b) {
    if (b.isTrue() || b.isFalse()) {
      return Set.of();
    }
    return fm.extractVariables(b.formula).keySet();
  }

  /**
   * {@code b} with the symbols of {@code replace} replaced, all at once. JavaSMT's Princess cannot
   * rebuild some bit-vector applications (it sees their arguments as integers): a failure, not a
   * crash.
   */
  Bool substitute(Bool b, Map<Formula, Formula> replace) throws SmtFailure {
    if (replace.isEmpty()) {
      return b;
    }
    try {
      return wrap(fm.substitute(b.formula, replace));
    } catch (RuntimeException e) {
      throw failure(e);
    }
  }

  /**
   * {@code formulas} with every free symbol whose name {@code keep} rejects replaced by a fresh one
   * of the same sort, the same one in each formula: copies whose other symbols (temporaries, read
   * existentially) cannot clash with those of any other copy.
   */
  public List<Bool> renameApart(List<Bool> formulas, Predicate<String> keep) throws SmtFailure {
    Map<Formula, Formula> replace = new HashMap<>();
    for (Bool b : formulas) {
      if (b.isTrue() || b.isFalse()) {
        continue;
      }
      for (Map.Entry<String, Formula> v : fm.extractVariables(b.formula).entrySet()) {
        Formula old = v.getValue();
        if (!keep.test(v.getKey()) && !replace.containsKey(old)) {
          String base = v.getKey();
          int cut = base.indexOf('\'');
          base = cut < 0 ? base : base.substring(0, cut);
          replace.put(old, fm.makeVariable(fm.getFormulaType(old), base + "'" + nextId()));
        }
      }
    }
    List<Bool> renamed = new ArrayList<>(formulas.size());
    for (Bool b : formulas) {
      renamed.add(substitute(b, replace));
    }
    return renamed;
  }

  /** {@code b} rewritten by the solver's cheap simplifier (same meaning, often smaller). */
  public Bool simplify(Bool b) throws SmtFailure {
    if (b.isTrue() || b.isFalse()) {
      return b;
    }
    try {
      BooleanFormula s = fm.simplify(b.formula);
      if (bools.isTrue(s)) {
        return trueBool;
      }
      return bools.isFalse(s) ? falseBool : wrap(s);
    } catch (InterruptedException | RuntimeException e) {
      throw failure(e);
    }
  }

  /** A fresh unique suffix for symbol names. */
  int nextId() {
    return freshCounter++;
  }

  /**
   * Ends the context's use. Releasing a Z3 context costs CPU time that the run's later work needs:
   * Z3 frees the terms still referenced layer by layer, seconds for an unrolling's deep terms (a 75
   * MB k-induction context took more than 8 s, half of the next portfolio stage's share). So a Z3
   * context is left to the process's end while Z3's memory is below {@link #KEPT_FRACTION} of its
   * limit; above that, and for the other solvers, it is released on a background daemon thread (one
   * at a time): the caller does not wait, and a process that exits does not wait either ({@link
   * #awaitClosed()} waits).
   */
  @Override
  public void close() {
    synchronized (lifecycle) {
      if (closed) {
        return;
      }
      closed = true;
    }
    if (workLimit > 0) {
      com.microsoft.z3.Native.globalParamSet("rlimit", "0");
    }
    watcher.interrupt();
    if (kind == SolverKind.Z3 && nativeMemoryBytes() < nativeMemoryLimitBytes() * KEPT_FRACTION) {
      return;
    }
    CLOSER.execute(context::close);
  }

  /** The share of Z3's memory limit that contexts left unreleased may hold. */
  private static final double KEPT_FRACTION = 0.25;

  /**
   * Waits until the contexts closed so far are released, so that the next piece of work (an entry
   * of a sweep) starts without their memory.
   */
  public static void awaitClosed() throws InterruptedException {
    try {
      CLOSER.submit(() -> {}).get();
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("a no-op failed", e);
    }
  }

  private static final java.util.concurrent.ExecutorService CLOSER =
      java.util.concurrent.Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "vigil-smt-close");
            t.setDaemon(true);
            return t;
          });
}
