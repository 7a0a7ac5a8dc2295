package dev.vigil;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The package directions of ARCHITECTURE.md, enforced. */
class ArchitectureTest {
  private static JavaClasses classes;

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
    mayOnlyUse("dev.vigil.task..", "dev.vigil.ir..", "com.fasterxml.jackson..");
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
        "dev.vigil.smt..", "dev.vigil.ir..", "org.sosy_lab..", "com.google.common..",
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
    String[] engines = {"bmc", "kinduction", "dash", "cpa", "summaries", "random"};
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
            "dev.vigil.engine.bmc..",
            "dev.vigil.engine.kinduction..",
            "dev.vigil.engine.dash..",
            "dev.vigil.engine.cpa..",
            "dev.vigil.engine.summaries..",
            "dev.vigil.engine.random..")
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
  void unrollerIsAToolNotAnEngine() {
    classes()
        .that()
        .resideInAPackage("dev.vigil.engine.unroll..")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..", "dev.vigil.engine", "dev.vigil.engine.unroll..", "dev.vigil.ir..", "dev.vigil.analysis..",
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
  void writersUseOnlyIrAndEngine() {
    classes()
        .that()
        .resideInAnyPackage("dev.vigil.witness..", "dev.vigil.report..")
        .should()
        .onlyDependOnClassesThat()
        .resideInAnyPackage(
            "java..", "dev.vigil.witness..", "dev.vigil.report..", "dev.vigil.ir..", "dev.vigil.engine",
            "com.fasterxml.jackson..", "org.knowm..")
        .allowEmptyShould(true)
        .check(classes);
  }

  @Test
  void benchUsesTaskEngineAndLibraries() {
    // ir only through task's API (a task's properties are ir.Property values).
    mayOnlyUse(
        "dev.vigil.bench..", "dev.vigil.task..", "dev.vigil.engine", "dev.vigil.ir..",
        "com.fasterxml.jackson..", "org.knowm..");
  }

  @Test
  void validationUsesInterpreter() {
    mayOnlyUse("dev.vigil.validation..", "dev.vigil.ir..", "dev.vigil.engine", "dev.vigil.interp..");
  }
}
