package dev.vigil.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Property;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TaskFileTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @Test
  void readsInputsPropertyVerdictAndDataModel() throws Exception {
    write("unreach-call.prp", "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
    write("no-overflow.prp", "CHECK( init(main()), LTL(G ! overflow) )\n");
    write("prog.c", "int main(){return 0;}");
    Path yml =
        write(
            "prog.yml",
            """
            format_version: '2.0'
            input_files: 'prog.c'
            properties:
              - property_file: ./unreach-call.prp
                expected_verdict: false
              - property_file: ./no-overflow.prp
                expected_verdict: true
            options:
              language: C
              data_model: LP64
            """);
    Task t = TaskFile.read(yml, Optional.empty());
    assertEquals(dir.resolve("prog.c"), t.inputFiles().get(0));
    assertEquals(DataModel.LP64, t.dataModel());
    assertEquals("unreach-call", t.specification().name());
    assertEquals(java.util.Set.of(Property.UNREACH_CALL), t.specification().properties());
    assertFalse(t.expected().orElseThrow().verdict());

    Task overflow = TaskFile.read(yml, Optional.of("no-overflow"));
    assertEquals(java.util.Set.of(Property.NO_OVERFLOW), overflow.specification().properties());
    assertTrue(overflow.expected().orElseThrow().verdict());
  }

  @Test
  void memsafetySubpropertyIsKept() throws Exception {
    write(
        "valid-memsafety.prp",
        "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
            + "CHECK( init(main()), LTL(G valid-memtrack) )\n");
    write("p.c", "");
    Path yml =
        write(
            "p.yml",
            """
            format_version: '2.0'
            input_files: 'p.c'
            properties:
              - property_file: ./valid-memsafety.prp
                expected_verdict: false
                subproperty: valid-memtrack
            options:
              data_model: ILP32
            """);
    Task t = TaskFile.read(yml, Optional.empty());
    assertEquals("valid-memsafety", t.specification().name());
    assertEquals(Optional.of("valid-memtrack"), t.expected().orElseThrow().subproperty());
    assertEquals(DataModel.ILP32, t.dataModel());
  }

  @Test
  void errorFunctionFromThePropertyFileIsRecognised() throws Exception {
    Specification s =
        PropertyFile.parse("CHECK( init(main()), LTL(G ! call(my_error())) )", "x.prp");
    assertEquals("my_error", s.errorFunctions().get(0));
    assertTrue(s.errorFunctions().contains("reach_error"));
  }

  @Test
  void unsupportedAndBrokenInputsSayWhat() throws Exception {
    TaskException termination =
        assertThrows(
            TaskException.class,
            () -> PropertyFile.parse("CHECK( init(main()), LTL(F end) )", "t.prp"));
    assertTrue(termination.getMessage().contains("termination"), termination.getMessage());
    Path broken = write("broken.yml", "input_files: [unclosed\n");
    TaskException e =
        assertThrows(TaskException.class, () -> TaskFile.read(broken, Optional.empty()));
    assertTrue(e.getMessage().startsWith("malformed task file"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
    TaskException missing =
        assertThrows(
            TaskException.class, () -> TaskFile.read(dir.resolve("none.yml"), Optional.empty()));
    assertTrue(missing.getMessage().contains("no such file"), missing.getMessage());
  }
}
