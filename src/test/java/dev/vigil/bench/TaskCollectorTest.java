package dev.vigil.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.task.Task;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding tasks in files, folders and list files; ids and categories. */
class TaskCollectorTest {
  @TempDir Path root;
  private Path memTask;

  @BeforeEach
  void tasks() throws Exception {
    TaskFiles files = new TaskFiles(root);
    files.task("bitvector", "a_true", "unreach-call", "true");
    files.task("loops/nested", "b_false", "unreach-call", "false");
    memTask = files.task("memsafety", "m_false", "valid-memsafety", "false");
    TaskFiles.subproperty(memTask, "valid-deref");
    files.task("termination", "t", "termination", "true");
  }

  private static List<String> ids(TaskCollector.Selection c) {
    return c.tasks().stream().map(BenchTask::id).toList();
  }

  @Test
  void aFolderIsSearchedRecursivelyAndCategoriesAreRelativeFolders() throws Exception {
    TaskCollector.Selection c = TaskCollector.collect(List.of(root));
    assertEquals(
        List.of("bitvector/a_true.yml", "loops/nested/b_false.yml", "memsafety/m_false.yml"),
        ids(c));
    assertEquals(
        List.of("bitvector", "loops/nested", "memsafety"),
        c.tasks().stream().map(BenchTask::category).toList());
    assertEquals(1, c.skipped().size(), "the termination task: " + c.skipped());
    assertTrue(c.skipped().get(0).contains("termination"), c.skipped().get(0));
  }

  @Test
  void expectedVerdictsAndPropertiesComeFromTheTaskFile() throws Exception {
    List<BenchTask> tasks = TaskCollector.collect(List.of(root)).tasks();
    assertEquals(Optional.of(new Task.Expected(true, Optional.empty())), tasks.get(0).expected());
    assertEquals("unreach-call", tasks.get(1).property());
    BenchTask mem = tasks.get(2);
    assertEquals("valid-memsafety", mem.property());
    assertEquals(Optional.of(new Task.Expected(false, Optional.of("valid-deref"))), mem.expected());
    assertEquals(
        java.util.Set.of("valid-deref", "valid-free", "valid-memtrack"), mem.violationNames());
  }

  @Test
  void aTaskFileGivenAloneIsInItsFoldersCategory() throws Exception {
    TaskCollector.Selection c = TaskCollector.collect(List.of(memTask, root.resolve("bitvector")));
    assertEquals(List.of("bitvector/a_true.yml", "memsafety/m_false.yml"), ids(c));
  }

  @Test
  void aListFileNamesPathsAndGlobsRelativeToItself() throws Exception {
    Path list = root.resolve("tasks.set");
    Files.writeString(
        list, "# my tasks\nbitvector/*.yml\n\nloops/nested/b_false.yml  # one file\nmemsafety\n");
    TaskCollector.Selection c = TaskCollector.collect(List.of(list));
    assertEquals(
        List.of("bitvector/a_true.yml", "loops/nested/b_false.yml", "memsafety/m_false.yml"),
        ids(c));
  }

  @Test
  void aTaskNamedTwiceRunsOnce() throws Exception {
    TaskCollector.Selection c = TaskCollector.collect(List.of(root, memTask));
    assertEquals(3, c.tasks().size());
  }

  @Test
  void badArgumentsAreOneLineErrors() throws Exception {
    BenchException missing =
        assertThrows(
            BenchException.class, () -> TaskCollector.collect(List.of(root.resolve("nope"))));
    assertTrue(missing.getMessage().contains("no such file"), missing.getMessage());
    Path list = root.resolve("bad.set");
    Files.writeString(list, "nothing/*.yml\n");
    BenchException empty =
        assertThrows(BenchException.class, () -> TaskCollector.collect(List.of(list)));
    assertTrue(empty.getMessage().contains("matches no task file"), empty.getMessage());
  }
}
