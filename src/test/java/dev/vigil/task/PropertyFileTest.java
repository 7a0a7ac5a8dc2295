package dev.vigil.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Property;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every property file of SV-COMP's history is either understood or refused by name. */
class PropertyFileTest {
  @TempDir Path dir;

  private static Specification parse(String text) throws TaskException {
    return PropertyFile.parse(text, "p.prp");
  }

  @Test
  void unreachCallNamesItsErrorFunctionFirst() throws Exception {
    for (String f : List.of("reach_error", "__VERIFIER_error")) {
      Specification s = parse("CHECK( init(main()), LTL(G ! call(" + f + "())) )\n");
      assertEquals("unreach-call", s.name());
      assertEquals(f, s.errorFunctions().get(0));
      assertEquals(Set.of(Property.UNREACH_CALL), s.properties());
      assertFalse(s.assertionsAreErrors());
      assertEquals(Optional.empty(), s.errorLabel());
    }
  }

  @Test
  void unreachLabelMakesTheLabelTheOnlyError() throws Exception {
    Specification s = parse("CHECK( init(main()), LTL(G ! label(ERROR)) )\n\n");
    assertEquals("unreach-label", s.name());
    assertEquals(Optional.of("ERROR"), s.errorLabel());
    assertEquals(List.of(), s.errorFunctions());
    assertFalse(s.assertionsAreErrors());
    assertEquals(Set.of(Property.UNREACH_CALL), s.properties());
  }

  @Test
  void overflowAndMemorySafety() throws Exception {
    assertEquals(
        Set.of(Property.NO_OVERFLOW),
        parse("CHECK( init(main()), LTL(G ! overflow) )").properties());
    Specification all =
        parse(
            "CHECK( init(main()), LTL(G valid-free) )\n// a comment\n"
                + "CHECK( init(main()), LTL(G valid-deref) )\n"
                + "CHECK( init(main()), LTL(G valid-memtrack) )\n");
    assertEquals("valid-memsafety", all.name());
    assertEquals(
        Set.of(Property.VALID_FREE, Property.VALID_DEREF, Property.VALID_MEMTRACK),
        all.properties());
    Specification deref = parse("CHECK( init(main()), LTL(G valid-deref) )");
    assertEquals(Set.of(Property.VALID_DEREF), deref.properties());
    assertEquals("valid-deref", deref.name());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "CHECK( init(main()), LTL(G valid-memcleanup) )|valid-memcleanup",
        "CHECK( init(main()), LTL(F end) )|termination",
        "CHECK( init(main()), LTL(G ! data-race) )|no-data-race",
        "CHECK( init(main()), LTL(G ! deadlock) )|no-deadlock",
        "CHECK( init(main()), LTL(G def-behavior) )|def-behavior",
        "CHECK( init(Main.main()), LTL(G assert) )|entry function Main.main",
        "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )|coverage-branches",
        "COVER( init(main()), FQL(COVER EDGES(@CONDITIONEDGE)) )|coverage-conditions",
        "COVER( init(main()), FQL(COVER EDGES(@BASICBLOCKENTRY)) )|coverage-statements",
        "COVER( init(main()), FQL(COVER EDGES(@CALL(__VERIFIER_error))) )|coverage-error-call",
        "COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )|coverage-error-call",
        "CHECK( init(main()), FQL(cover EDGES(@CONDITIONEDGE)) )|coverage-conditions",
        "CHECK( init(main()), LTL(G ! null-deref) )|'G ! null-deref'",
      })
  void refusedPropertiesAreNamed(String text, String name) {
    TaskException e = assertThrows(TaskException.class, () -> parse(text));
    assertTrue(e.getMessage().contains(name), e.getMessage());
    assertTrue(e.getMessage().contains("p.prp"), e.getMessage());
  }

  @Test
  void mixedOrMalformedFilesAreRefused() {
    for (String text :
        List.of(
            "",
            "// only a comment\n",
            "CHECK( init(main()), LTL(G ! overflow)",
            "CHECK( init(main()), LTL(G ! overflow) )\nCHECK( init(main()), LTL(G valid-free) )",
            "CHECK( init(main()), LTL(G ! call(a())) )\nCHECK( init(main()), LTL(G ! call(b())) )",
            "\u0000\u0001binary",
            "G ! call(reach_error())")) {
      TaskException e = assertThrows(TaskException.class, () -> parse(text), text);
      assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
  }

  @Test
  void unreadableFilesAreOneLine() throws Exception {
    TaskException directory = assertThrows(TaskException.class, () -> PropertyFile.read(dir));
    assertTrue(directory.getMessage().contains("directory"), directory.getMessage());
    Path binary = dir.resolve("b.prp");
    Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
    TaskException notText = assertThrows(TaskException.class, () -> PropertyFile.read(binary));
    assertTrue(notText.getMessage().contains("b.prp"), notText.getMessage());
  }
}
