package dev.vigil.smt;

import com.microsoft.z3.Native;
import com.microsoft.z3.enumerations.Z3_ast_kind;
import com.microsoft.z3.enumerations.Z3_decl_kind;
import com.microsoft.z3.enumerations.Z3_lbool;
import com.microsoft.z3.enumerations.Z3_sort_kind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.sosy_lab.common.ShutdownNotifier.ShutdownRequestListener;
import org.sosy_lab.java_smt.basicimpl.AbstractFormulaManager;

/**
 * Z3's solver for {@code QF_BV} (made through Z3's API, which JavaSMT does not offer): it
 * bit-blasts the assertions and checks assumptions with its SAT solver, which gives unsat cores
 * directly. Z3's general solver answers checks under assumptions with its SMT core, whose lazy
 * bit-blasting was 2-4 times slower on DASH's generalisations (Parity, Byte add) and, on a prover
 * that had served many checks, slower still. At the first term beyond bit-vectors (floats, arrays)
 * or answer "unknown", the prover moves its assertions to a JavaSMT prover with cores and answers
 * with that from then on.
 */
final class BitBlastingProver implements CoreProver {
  private final Smt smt;
  private final AbstractFormulaManager<Long, ?, Long, ?> formulas;
  private final long context;
  private final long solver;
  private final ShutdownRequestListener interrupt;

  /** The constraints added, one list per open backtracking point (the first for none). */
  private final List<List<Bool>> frames = new ArrayList<>(List.of(new ArrayList<>()));

  /** The JavaSMT prover that answers once this one could not, or null. */
  private Prover general;

  BitBlastingProver(Smt smt, AbstractFormulaManager<Long, ?, Long, ?> formulas) {
    this.smt = smt;
    this.formulas = formulas;
    this.context = formulas.getEnvironment();
    this.solver = Native.mkSolverForLogic(context, Native.mkStringSymbol(context, "QF_BV"));
    Native.solverIncRef(context, solver);
    this.interrupt = reason -> Native.solverInterrupt(context, solver);
    smt.registerInterrupt(interrupt);
  }

  @Override
  public void push() throws SmtFailure {
    frames.add(new ArrayList<>());
    if (general != null) {
      general.push();
      return;
    }
    Native.solverPush(context, solver);
  }

  @Override
  public void pop() {
    frames.remove(frames.size() - 1);
    if (general != null) {
      general.pop();
      return;
    }
    Native.solverPop(context, solver, 1);
  }

  @Override
  public void add(Bool constraint) throws SmtFailure {
    frames.get(frames.size() - 1).add(constraint);
    if (general != null) {
      general.add(constraint);
      return;
    }
    long term = term(constraint);
    if (!bitVectorsOnly(term)) {
      generalProver(); // which adds the constraint with the others
      return;
    }
    try {
      Native.solverAssert(context, solver, term);
    } catch (RuntimeException e) {
      throw smt.failure(e);
    }
  }

  /** The terms seen to be of Booleans and bit-vectors only, built in. */
  private final Set<Long> bitVectorTerms = new HashSet<>();

  /**
   * Whether {@code term} is made of Booleans and bit-vectors by built-in operations only: the
   * solver for {@code QF_BV} answers others (floats, arrays, uninterpreted functions) wrongly
   * instead of failing (it found {@code x == 1.5 && x + x != 2 * x} satisfiable).
   */
  private boolean bitVectorsOnly(long term) {
    Deque<Long> open = new ArrayDeque<>(List.of(term));
    while (!open.isEmpty()) {
      long t = open.pop();
      if (!bitVectorTerms.add(t)) {
        continue;
      }
      int ast = Native.getAstKind(context, t);
      boolean numeral = ast == Z3_ast_kind.Z3_NUMERAL_AST.toInt();
      if (!numeral && ast != Z3_ast_kind.Z3_APP_AST.toInt()) {
        return false;
      }
      int sort = Native.getSortKind(context, Native.getSort(context, t));
      if (sort != Z3_sort_kind.Z3_BOOL_SORT.toInt() && sort != Z3_sort_kind.Z3_BV_SORT.toInt()) {
        return false;
      }
      if (numeral) {
        continue;
      }
      long app = Native.toApp(context, t);
      int arguments = Native.getAppNumArgs(context, app);
      int kind = Native.getDeclKind(context, Native.getAppDecl(context, app));
      if (kind == Z3_decl_kind.Z3_OP_UNINTERPRETED.toInt() && arguments > 0) {
        return false;
      }
      for (int i = 0; i < arguments; i++) {
        open.push(Native.getAppArg(context, app, i));
      }
    }
    return true;
  }

  @Override
  public Optional<List<Bool>> unsatCoreAssuming(List<Bool> assumptions) throws SmtFailure {
    if (general != null) {
      return general.unsatCoreAssuming(assumptions);
    }
    Optional<List<Bool>> constant = CoreProver.constantCore(assumptions);
    if (constant.isPresent()) {
      return constant;
    }
    smt.checkCancelled();
    long[] terms = new long[assumptions.size()];
    Map<Long, Bool> byTerm = new HashMap<>();
    for (int i = 0; i < terms.length; i++) {
      terms[i] = term(assumptions.get(i));
      byTerm.put(terms[i], assumptions.get(i));
      if (!bitVectorsOnly(terms[i])) {
        return generalProver().unsatCoreAssuming(assumptions);
      }
    }
    int answer;
    try {
      answer = Native.solverCheckAssumptions(context, solver, terms.length, terms);
    } catch (RuntimeException e) {
      throw smt.failure(e);
    } finally {
      noteWork();
    }
    if (answer == Z3_lbool.Z3_L_TRUE.toInt()) {
      return Optional.empty();
    }
    if (answer == Z3_lbool.Z3_L_UNDEF.toInt()) {
      String reason = Native.solverGetReasonUnknown(context, solver);
      if (reason.contains("canceled") || reason.contains("memory")) {
        throw smt.failure(
            reason.contains("canceled")
                ? new InterruptedException(reason)
                : new IllegalStateException(reason));
      }
      return generalProver().unsatCoreAssuming(assumptions);
    }
    long core = Native.solverGetUnsatCore(context, solver);
    Native.astVectorIncRef(context, core);
    try {
      List<Bool> found = new ArrayList<>();
      for (int i = 0, n = Native.astVectorSize(context, core); i < n; i++) {
        Bool b = byTerm.get(Native.astVectorGet(context, core, i));
        if (b == null) {
          return Optional.of(assumptions); // a solver's own proxy: see JavaSmtProver
        }
        found.add(b);
      }
      return Optional.of(found);
    } finally {
      Native.astVectorDecRef(context, core);
    }
  }

  /**
   * The JavaSMT prover with this one's assertions, made at the first term or answer this one lacks.
   */
  private Prover generalProver() throws SmtFailure {
    general = smt.newProver(true);
    for (int i = 0; i < frames.size(); i++) {
      if (i > 0) {
        general.push();
      }
      for (Bool b : frames.get(i)) {
        general.add(b);
      }
    }
    return general;
  }

  private long term(Bool b) {
    return formulas.extractInfo(b.formula);
  }

  /** Passes Z3's work count (of the whole context) to {@link Smt#work()}. */
  private void noteWork() {
    long statistics = Native.solverGetStatistics(context, solver);
    Native.statsIncRef(context, statistics);
    try {
      for (int i = 0, n = Native.statsSize(context, statistics); i < n; i++) {
        if (Native.statsGetKey(context, statistics, i).equals("rlimit count")) {
          long count =
              Native.statsIsUint(context, statistics, i)
                  ? Native.statsGetUintValue(context, statistics, i)
                  : (long) Native.statsGetDoubleValue(context, statistics, i);
          smt.noteWork(count);
        }
      }
    } finally {
      Native.statsDecRef(context, statistics);
    }
  }

  @Override
  public void close() {
    smt.unregisterInterrupt(interrupt);
    Native.solverDecRef(context, solver);
    if (general != null) {
      general.close();
    }
  }
}
