package dev.vigil.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes small SV-COMP task folders for tests: property files, .yml tasks and their C files. */
final class TaskFiles {
  private final Path root;

  TaskFiles(Path root) throws IOException {
    this.root = root;
    Path properties = Files.createDirectories(root.resolve("properties"));
    Files.writeString(
        properties.resolve("unreach-call.prp"),
        "CHECK( init(main()), LTL(G ! call(reach_error())) )\n");
    Files.writeString(
        properties.resolve("valid-memsafety.prp"),
        "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
            + "CHECK( init(main()), LTL(G valid-memtrack) )\n");
    Files.writeString(properties.resolve("termination.prp"), "CHECK( init(main()), LTL(F end) )\n");
  }

  /** A task {@code folder/name.yml} (folder relative to the root) with one property. */
  Path task(String folder, String name, String property, String expected) throws IOException {
    Path dir = Files.createDirectories(root.resolve(folder));
    Files.writeString(dir.resolve(name + ".c"), "int main(void) { return 0; }\n");
    String up = "../".repeat(folder.split("/").length);
    String yml =
        "format_version: '2.0'\ninput_files: '"
            + name
            + ".c'\nproperties:\n"
            + "  - property_file: "
            + up
            + "properties/"
            + property
            + ".prp\n"
            + "    expected_verdict: "
            + expected
            + "\n"
            + "options:\n  language: C\n  data_model: ILP32\n";
    Path file = dir.resolve(name + ".yml");
    Files.writeString(file, yml);
    return file;
  }

  /** Adds a memory-safety subproperty line to a task written by {@link #task}. */
  static void subproperty(Path task, String subproperty) throws IOException {
    String yml = Files.readString(task);
    Files.writeString(
        task,
        yml.replace(
            "    expected_verdict: false\n",
            "    expected_verdict: false\n    subproperty: " + subproperty + "\n"));
  }
}
