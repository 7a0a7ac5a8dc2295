package dev.vigil;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.vigil.engine.Counterexample;
import dev.vigil.engine.Proof;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Statistics;
import dev.vigil.ir.ConcreteValue;
import dev.vigil.ir.Input;
import dev.vigil.ir.TraceStep;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The package directions of ARCHITECTURE.md, enforced. */
class ArchitectureTest {
  private static JavaClasses classes;

  /** Packages under {@code dev.vigil.engine} that are tools engines share, not engines. */
  private static final List<String> ENGINE_TOOLS = List.of("unroll", "shared");

  /** The place where engines are registered. */
  private static final String REGISTRY = "dev.vigil.cli.EngineRegistry";

  /** The engine packages: every package right under {@code dev.vigil.engine} but the tools. */
  private static Set<String> enginePackages() {
    Set<String> engines = new TreeSet<>();
    for (JavaClass c : classes) {
      String pkg = c.getPackageName();
      if (pkg.startsWith("dev.vigil.engine.")) {
        String name = pkg.substring("dev.vigil.engine.".length()).split("\\.")[0];
        if (!ENGINE_TOOLS.contains(name)) {
          engines.add(name);
        }
      }
    }
    return engines;
  }

  @BeforeAll
  static void importClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.vigil");
  }

  private static void mayOnlyUse(String pkg, String... allowed) {
    String[] all = new String[allowed.length + 2];
    all[0] = "java..";
    all[1] = pkg;
    System.arraycopy(allowed, 0, all, 2, allowed.length);
    classes()
        .that()
        .resideInAPackage(pkg)
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(all)
        .because("ARCHITECTURE.md says what " + pkg + " may import")
        .allowEmptyShould(true)
        .check(classes);
  }

  @Test
  void irDependsOnNothingOfOurs() {
    mayOnlyUse("dev.vigil.ir..");
  }

  @Test
  void taskUsesOnlyIr() {
    mayOnlyUse(
        "dev.vigil.task..", "dev.vigil.ir..", "com.fasterxml.jackson..", "org.yaml.snakeyaml..");
  }

  @Test
  void specUsesOnlyIr() {
    mayOnlyUse("dev.vigil.spec..", "dev.vigil.ir..");
  }

  @Test
  void analysisUsesOnlyIr() {
    mayOnlyUse("dev.vigil.analysis..", "dev.vigil.ir..");
  }

  @Test
  void interpUsesOnlyIr() {
    mayOnlyUse("dev.vigil.interp..", "dev.vigil.ir..");
  }

  @Test
  void smtUsesOnlyIrAndJavaSmt() {
    mayOnlyUse(
        "dev.vigil.smt..",
        "dev.vigil.ir..",
        "org.sosy_lab..",
        "com.google.common..",
        "com.microsoft.z3..");
  }

  @Test
  void engineCoreUsesOnlyIr() {
    classes()
        .that()
        .resideInAPackage("dev.vigil.engine")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage("java..", "dev.vigil.engine", "dev.vigil.ir..")
        .check(classes);
  }

  @Test
  void onlyFrontendTouchesLlvm() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.vigil.frontend..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.bytedeco..")
        .check(classes);
  }

  @Test
  void onlySmtTouchesJavaSmt() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.vigil.smt..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.sosy_lab.java_smt..")
        .check(classes);
  }

  @Test
  void enginesDoNotImportEachOther() {
    Set<String> engines = enginePackages();
    for (String a : engines) {
      for (String b : engines) {
        if (!a.equals(b)) {
          noClasses()
              .that()
              .resideInAPackage("dev.vigil.engine." + a + "..")
              .should()
              .dependOnClassesThat()
              .resideInAPackage("dev.vigil.engine." + b + "..")
              .allowEmptyShould(true)
              .check(classes);
        }
      }
    }
  }

  @Test
  void enginesUseOnlyTheirTools() {
    classes()
        .that()
        .resideInAnyPackage(
            enginePackages().stream()
                .map(e -> "dev.vigil.engine." + e + "..")
                .toArray(String[]::new))
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..",
            "dev.vigil.engine..",
            "dev.vigil.ir..",
            "dev.vigil.analysis..",
            "dev.vigil.smt..",
            "dev.vigil.interp..")
        .allowEmptyShould(true)
        .check(classes);
  }

  @Test
  void enginesRegisterInOnePlace() {
    for (String engine : enginePackages()) {
      String pkg = "dev.vigil.engine." + engine + "..";
      noClasses()
          .that()
          .resideOutsideOfPackage(pkg)
          .and()
          .doNotHaveFullyQualifiedName(REGISTRY)
          .should()
          .dependOnClassesThat()
          .resideInAPackage(pkg)
          .because("an engine is reached only through its descriptor in " + REGISTRY)
          .check(classes);
      classes()
          .that()
          .haveFullyQualifiedName(REGISTRY)
          .should()
          .dependOnClassesThat()
          .resideInAPackage(pkg)
          .because("every engine package is registered")
          .check(classes);
    }
  }

  @Test
  void onlyReportWritesJson() {
    noClasses()
        .that()
        .resideOutsideOfPackages(
            "dev.vigil.report..", "dev.vigil.bench..", "dev.vigil.task..", "dev.vigil.witness..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("com.fasterxml.jackson..")
        .because(
            "report renders results as JSON (bench writes its own tables; task reads YAML;"
                + " witness writes and reads YAML witnesses)")
        .check(classes);
  }

  @Test
  void onlyCliHandsResultsToReport() {
    noClasses()
        .that()
        .resideOutsideOfPackages(
            "dev.vigil.report..",
            "dev.vigil.cli..",
            "dev.vigil.witness..",
            "dev.vigil.bench..",
            "dev.vigil.sweep..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.vigil.report..")
        .because(
            "report renders results for the command line and the output writers (witnesses share"
                + " its C printer, bench and sweep its progress line and tables): engines return"
                + " data")
        .check(classes);
  }

  @Test
  void cliHandsResultsToReportUnread() {
    noClasses()
        .that()
        .resideInAPackage("dev.vigil.cli..")
        .should()
        .dependOnClassesThat()
        .belongToAnyOf(
            Counterexample.class,
            Proof.class,
            Proof.Invariant.class,
            TraceStep.class,
            ConcreteValue.class,
            Input.class,
            Statistics.Count.class,
            Statistics.Time.class,
            Statistics.Text.class,
            Reason.Note.class)
        .orShould()
        .callMethod(Reason.class, "detail")
        .orShould()
        .callMethod(Reason.class, "location")
        .orShould()
        .callMethod(Statistics.class, "entries")
        .because(
            "cli only wires: report renders verdicts, counterexamples, proofs, reasons and"
                + " statistics")
        .check(classes);
  }

  /**
   * What engines share (options, the concrete runs of {@code random} and {@code kinduction}) uses
   * what engines may use, but no engine.
   */
  @Test
  void sharedEngineToolsAreAToolNotAnEngine() {
    mayOnlyUse(
        "dev.vigil.engine.shared..",
        "dev.vigil.engine",
        "dev.vigil.ir..",
        "dev.vigil.analysis..",
        "dev.vigil.smt..",
        "dev.vigil.interp..");
  }

  @Test
  void unrollerIsAToolNotAnEngine() {
    classes()
        .that()
        .resideInAPackage("dev.vigil.engine.unroll..")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..",
            "dev.vigil.engine",
            "dev.vigil.engine.unroll..",
            "dev.vigil.ir..",
            "dev.vigil.analysis..",
            "dev.vigil.smt..")
        .check(classes);
  }

  @Test
  void nothingImportsCli() {
    noClasses()
        .that()
        .resideOutsideOfPackage("dev.vigil.cli..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.vigil.cli..")
        .check(classes);
  }

  @Test
  void writersUseOnlyIrEngineAndTask() {
    classes()
        .that()
        .resideInAnyPackage("dev.vigil.witness..", "dev.vigil.report..")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..",
            "dev.vigil.witness..",
            "dev.vigil.report..",
            "dev.vigil.ir..",
            "dev.vigil.engine",
            "dev.vigil.task..",
            "com.fasterxml.jackson..",
            // Jackson's YAML parser: its size limit for long violation sequences
            "org.yaml.snakeyaml..",
            "org.knowm..",
            // the JDK's XML API writes and reads GraphML witnesses
            "javax.xml..",
            "org.w3c.dom..",
            "org.xml.sax..")
        .allowEmptyShould(true)
        .check(classes);
  }

  @Test
  void benchUsesTaskEngineAndLibraries() {
    // ir only through task's API (a task's properties are ir.Property values); report for the
    // one style of progress line (StatusLine).
    mayOnlyUse(
        "dev.vigil.bench..",
        "dev.vigil.task..",
        "dev.vigil.engine",
        "dev.vigil.ir..",
        "dev.vigil.report..",
        "com.fasterxml.jackson..",
        "org.knowm..");
  }

  @Test
  void validationUsesInterpreter() {
    // Witness validation also reads witnesses, finds loop heads and live variables, and
    // instruments the program it extends with the witness's invariants.
    mayOnlyUse(
        "dev.vigil.validation..",
        "dev.vigil.ir..",
        "dev.vigil.engine",
        "dev.vigil.interp..",
        "dev.vigil.witness..",
        "dev.vigil.analysis..",
        "dev.vigil.spec..");
  }

  @Test
  void sweepDrivesEntriesThroughAnyEngine() {
    mayOnlyUse(
        "dev.vigil.sweep..",
        "dev.vigil.ir..",
        "dev.vigil.analysis..",
        "dev.vigil.engine",
        "dev.vigil.spec..",
        "dev.vigil.report..");
  }
}
