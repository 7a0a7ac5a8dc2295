package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Whole code bases on the command line (issue 13): several files, a compilation database, an entry
 * other than main, and every function as an entry. Programs under {@code
 * src/test/resources/multifile} and {@code summaries}.
 */
class CodeBaseTest {
  private static final String DIR = "src/test/resources/multifile/";

  /** A call across files, a global of the other file, and static functions of the same name. */
  @Test
  void twoFilesAreOneProgram() {
    CliRun run = CliRun.of("verify", DIR + "plain/main.c", DIR + "plain/util.c", "--engine", "bmc");
    assertEquals("TRUE", run.verdict(), run.err());
  }

  @Test
  void aDirectoryIsItsCFiles() {
    CliRun run = CliRun.of("verify", DIR + "plain", "--engine", "bmc");
    assertEquals("TRUE", run.verdict(), run.err());
  }

  /** util.c needs its flags from the database (-Iinclude, -DSTEP=2) to compile at all. */
  @Test
  void aCompileDatabaseGivesEachUnitItsFlags() {
    CliRun run =
        CliRun.of(
            "verify", "--compile-commands", DIR + "db/compile_commands.json", "--engine", "bmc");
    assertEquals("TRUE", run.verdict(), run.err());
    CliRun bug =
        CliRun.of(
            "verify",
            "--compile-commands",
            DIR + "db/bug/compile_commands.json",
            "--engine",
            "summaries");
    assertEquals("FALSE(unreach-call)", bug.verdict(), bug.err());
  }

  /** From lookup, in an arbitrary context: the helper's NULL is dereferenced. */
  @Test
  void anEntryWithAnArbitraryContextFindsTheNullDereference() {
    CliRun run =
        CliRun.of(
            "verify",
            "src/test/resources/summaries/lookup.c",
            "--entry",
            "lookup",
            "--property",
            "null-deref",
            "--engine",
            "summaries");
    assertEquals("FALSE(null-deref)", run.verdict(), run.err());
    assertTrue(run.out().contains("lookup.c:13"), run.out());
  }

  /** Each function is an entry; the dereference is reported once, and the sweep goes on. */
  @Test
  void allFunctionsReportsEachViolationOnce() {
    CliRun run = sweep("src/test/resources/summaries/sweep.c");
    assertEquals(0, run.exit(), run.err());
    assertTrue(run.out().contains("Checked 3 functions"), run.out());
    assertTrue(run.out().contains("1 reports in 1 functions"), run.out());
    assertTrue(run.out().contains("3 functions proved safe"), run.out());
  }

  /**
   * A function no call reaches, in a program with a bodiless function, may be called from code read
   * without a body: what it shows with a null argument is undecided, not set aside as needing a
   * context no caller gives.
   */
  @Test
  void anUncalledFunctionOfAPartlyReadProgramIsUndecided() {
    CliRun run = sweep("src/test/resources/summaries/uncalled.c");
    assertEquals(0, run.exit(), run.err());
    assertTrue(
        run.out().contains("0 reports in 0 functions")
            && run.out().contains("0 need a context no caller gives, 2 undecided"),
        run.out());
  }

  /**
   * Errors inside C library models have no source position of their own: one found does not hide
   * another (both interface functions' null strings are reports).
   */
  @Test
  void aViolationInALibraryModelHidesNoOther() {
    CliRun run = sweep("src/test/resources/summaries/library-errors.c");
    assertEquals(0, run.exit(), run.err());
    assertTrue(run.out().contains("2 reports in 2 functions"), run.out());
  }

  /**
   * A bodiless function given a pointer, in a program that takes a function's address, might call
   * back: in a code base only the runs that reach it are lost, never a verdict on them.
   */
  @Test
  void aCallThatMightCallBackEndsOnlyTheRunsThatReachIt() {
    String file = "src/test/resources/summaries/callback.c";
    CliRun main = CliRun.of("verify", file, "--entry", "main", "--engine", "bmc");
    assertTrue(main.verdict().startsWith("UNKNOWN"), main.out() + main.err());
    assertTrue(main.verdict().contains("might call back"), main.verdict());
    CliRun check =
        CliRun.of(
            "verify", file, "--entry", "check", "--property", "null-deref", "--engine", "bmc");
    assertEquals("FALSE(null-deref)", check.verdict(), check.out() + check.err());
  }

  /**
   * The entry context: a callback's pointer argument may be null (undecided from handler: what its
   * calls through the pointer pass is not followed), an argument of a function only called directly
   * is not, a pointer global's null is found from main only (first's report starts at main), and an
   * object is as large as the field accesses through it (big_z is proved safe, not lost to an
   * access past a small object).
   */
  @Test
  void entriesGetNullOrFreshObjectsOfTheSizeTheyUse() {
    CliRun run = sweep("src/test/resources/summaries/context.c");
    assertEquals(0, run.exit(), run.err());
    assertTrue(run.out().contains("null-deref at context.c:13:26, entry main"), run.out());
    assertTrue(run.out().contains("1 reports in 1 functions; 5 functions proved safe"), run.out());
    assertTrue(run.out().contains("0 need a context no caller gives, 1 undecided"), run.out());
  }

  /**
   * {@code --entry} reads the whole program, as a sweep does: width, which its callers only call
   * with their own pointers, gets a fresh object and is safe; handler, a root, may get null.
   */
  @Test
  void anEntryGetsTheContextItsCallersGive() {
    String file = "src/test/resources/summaries/context.c";
    CliRun width =
        CliRun.of(
            "verify",
            file,
            "--entry",
            "width",
            "--property",
            "null-deref",
            "--engine",
            "summaries");
    assertEquals("TRUE", width.verdict(), width.out() + width.err());
    CliRun handler =
        CliRun.of(
            "verify",
            file,
            "--entry",
            "handler",
            "--property",
            "null-deref",
            "--engine",
            "summaries");
    assertEquals("FALSE(null-deref)", handler.verdict(), handler.out() + handler.err());
  }

  /**
   * A variadic entry reads its extra arguments from a fresh object (so no null dereference); an
   * entry read without a body (inline assembly) is UNKNOWN with the reason, not an internal error.
   */
  @Test
  void aVariadicEntryGetsAnAreaAndABodilessEntryIsUnsupported() {
    String file = "src/test/resources/summaries/variadic_entry.c";
    CliRun first =
        CliRun.of(
            "verify", file, "--entry", "first", "--property", "null-deref", "--engine", "bmc");
    assertEquals("TRUE", first.verdict(), first.out() + first.err());
    CliRun odd =
        CliRun.of("verify", file, "--entry", "odd", "--property", "null-deref", "--engine", "bmc");
    assertEquals(0, odd.exit(), odd.err());
    assertTrue(
        odd.out().contains("UNKNOWN(unsupported: the entry odd uses unsupported constructs"),
        odd.out());
  }

  /**
   * A function read without its body (inline assembly) may write any global by name: runs that call
   * it are not explored. It was modelled as a library function and main was proved TRUE, though
   * every run reaches the error.
   */
  @Test
  void runsThatCallAFunctionReadWithoutItsBodyAreNotExplored() {
    CliRun run =
        CliRun.of(
            "verify",
            "src/test/resources/summaries/body_with_assembly.c",
            "--entry",
            "main",
            "--engine",
            "kinduction");
    assertTrue(
        run.verdict().startsWith("UNKNOWN(undefined behavior: unsupported: weird uses unsupported"),
        run.out() + run.err());
  }

  /**
   * An unknown call that may write every stack and heap object, after a call left abstract that
   * allocates: the summaries engine proves the entry instead of running out of memory.
   */
  @Test
  void anUnknownCallAfterAnAbstractOneHavocsAnyNumberOfObjects() {
    CliRun run =
        CliRun.of(
            "verify",
            "src/test/resources/summaries/havoc-after-call.c",
            "--entry",
            "entry",
            "--property",
            "null-deref",
            "--engine",
            "summaries",
            "--timeout",
            "60");
    assertEquals("TRUE", run.verdict(), run.out() + run.err());
  }

  /** The calls after an unsupported one still count: width's only caller passes a string. */
  @Test
  void callsAfterAnUnsupportedCallStillShowTheCallers() {
    String file = "src/test/resources/summaries/after-qsort.c";
    CliRun width =
        CliRun.of(
            "verify",
            file,
            "--entry",
            "width",
            "--property",
            "null-deref",
            "--engine",
            "summaries");
    assertEquals("TRUE", width.verdict(), width.out() + width.err());
    CliRun serve =
        CliRun.of(
            "verify",
            file,
            "--entry",
            "serve",
            "--property",
            "null-deref",
            "--engine",
            "summaries");
    assertTrue(serve.verdict().startsWith("UNKNOWN"), serve.out() + serve.err());
  }

  /** {@code --all-functions --property null-deref} with the summaries engine, on one file. */
  private static CliRun sweep(String file) {
    return CliRun.of(
        "verify", file, "--all-functions", "--property", "null-deref", "--engine", "summaries");
  }
}
