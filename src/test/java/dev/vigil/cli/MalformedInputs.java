package dev.vigil.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Malformed inputs for {@code vigil verify} and {@code vigil bench}, written into a folder: each
 * case is a command line that must end in one error line and exit code 1 or 2. And extreme but
 * valid inputs ({@link #extremes}), which must end in a verdict or in one error line.
 */
final class MalformedInputs {
  /** One malformed input: a name for reports and the command line. */
  record Case(String name, List<String> args) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static final String GOOD_C =
      """
      extern int __VERIFIER_nondet_int(void);
      extern void reach_error(void);
      int square(int x) { return x * x; }
      int main(void) {
        int n = __VERIFIER_nondet_int();
        int sum = 0;
        for (int i = 0; i < 10; i++) {
          sum += square(i) + n;
        }
        if (sum == 12345) reach_error();
        return 0;
      }
      """;
  private static final String PRP = "CHECK( init(main()), LTL(G ! call(reach_error())) )\n";

  private final Path dir;
  private final List<Case> cases = new ArrayList<>();
  private final Random random = new Random(20261);

  private MalformedInputs(Path dir) {
    this.dir = dir;
    folder(".");
  }

  static List<Case> in(Path dir) {
    MalformedInputs m = new MalformedInputs(dir);
    m.programs();
    m.llvmFiles();
    m.fileSystem();
    m.taskFiles();
    m.propertyFiles();
    m.options();
    m.bench();
    return List.copyOf(m.cases);
  }

  /**
   * Valid programs and options at the limits: huge and deeply nested expressions, long code, deep
   * call chains, huge time limits. Each runs for two seconds at most.
   */
  static List<Case> extremes(Path dir) {
    MalformedInputs m = new MalformedInputs(dir);
    String c = m.write("x/good.c", GOOD_C);
    for (String timeout : List.of("1e300", "Infinity", "1e12")) {
      m.cases.add(new Case("timeout " + timeout, List.of("verify", c, "--timeout", timeout)));
    }
    m.extreme(
        "sum of 100000 terms",
        code(
            "int x = __VERIFIER_nondet_int();\nint s = "
                + String.join(" + ", java.util.Collections.nCopies(100_000, "x"))
                + ";\nif (s == 7) reach_error();\nreturn 0;"));
    m.extreme(
        "conjunction of 20000 comparisons",
        code(
            "int x = __VERIFIER_nondet_int();\nif ("
                + String.join(
                    " && ",
                    java.util.stream.IntStream.range(0, 20_000).mapToObj(i -> "x != " + i).toList())
                + ") reach_error();\nreturn 0;"));
    m.extreme(
        "20000 statements",
        code(
            "int x = __VERIFIER_nondet_int();\n"
                + "x = x * 3 + 1;\n".repeat(20_000)
                + "if (x == 7) reach_error();\nreturn 0;"));
    m.extreme(
        "switch of 10000 cases",
        code(
            "int x = __VERIFIER_nondet_int(); int y = 0;\n"
                + "switch (x) {\n"
                + java.util.stream.IntStream.range(0, 10_000)
                    .mapToObj(i -> "case " + i + ": y = " + (i + 1) + "; break;\n")
                    .reduce("", String::concat)
                + "}\nif (y == 10000) reach_error();\nreturn 0;"));
    m.extreme(
        "ifs 5000 deep",
        code(
            "int x = __VERIFIER_nondet_int();\n"
                + "if (x > 0) ".repeat(5000)
                + "x++;\nif (x == 7) reach_error();\nreturn 0;"));
    StringBuilder calls =
        new StringBuilder(
            "extern int __VERIFIER_nondet_int(void);\n"
                + "extern void reach_error(void);\nint f2000(int x) { return x; }\n");
    for (int i = 1999; i >= 0; i--) {
      calls
          .append("int f")
          .append(i)
          .append("(int x) { return f")
          .append(i + 1)
          .append("(x) + 1; }\n");
    }
    m.extreme(
        "2000 nested calls",
        calls
            + "int main(void) {\n"
            + "if (f0(__VERIFIER_nondet_int()) == 7) reach_error();\nreturn 0;\n}\n");
    return List.copyOf(m.cases);
  }

  private void extreme(String name, String code) {
    String file = write("x/" + name.replace(' ', '_') + ".c", code);
    cases.add(new Case(name, List.of("verify", file, "--timeout", "2", "--engine", "bmc")));
  }

  private void verify(String name, String... args) {
    List<String> all = new ArrayList<>(List.of("verify"));
    all.addAll(List.of(args));
    all.addAll(List.of("--timeout", "60"));
    cases.add(new Case("verify: " + name, all));
  }

  private void command(String name, String... args) {
    cases.add(new Case(name, List.of(args)));
  }

  private String write(String name, String text) {
    return write(name, text.getBytes(StandardCharsets.UTF_8));
  }

  private String write(String name, byte[] bytes) {
    try {
      Path p = dir.resolve(name);
      Files.createDirectories(p.getParent());
      return Files.write(p, bytes).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private String folder(String name) {
    try {
      return Files.createDirectories(dir.resolve(name)).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private byte[] randomBytes(int n) {
    byte[] b = new byte[n];
    random.nextBytes(b);
    return b;
  }

  /** C files that clang rejects or that Vigil cannot read as a program. */
  private void programs() {
    verify("empty C file", write("empty.c", ""));
    verify("blank C file", write("blank.c", "  \n\t\n"));
    verify("comment only", write("comment.c", "/* nothing here */\n"));
    for (int cut : new int[] {1, 17, 40, 75, 120, 160, 200, GOOD_C.length() - 3}) {
      verify("C cut at " + cut, write("cut" + cut + ".c", GOOD_C.substring(0, cut)));
    }
    for (int i = 0; i < 6; i++) {
      verify("random bytes " + i, write("random" + i + ".c", randomBytes(64 << i)));
    }
    verify("NUL bytes", write("nul.c", new byte[4096]));
    verify("UTF-16", write("utf16.c", GOOD_C.getBytes(StandardCharsets.UTF_16)));
    verify(
        "ELF header",
        write("elf.c", "\u007fELF\u0002\u0001\u0001".getBytes(StandardCharsets.ISO_8859_1)));
    verify("no main", write("nomain.c", "int f(void) { return 1; }\n"));
    verify("main not a function", write("mainvar.c", "int main = 3;\n"));
    verify("main declared only", write("maindecl.c", "int main(void);\n"));
    verify("syntax error", write("syntax.c", "int main(void) { return 1 +; }\n"));
    verify("unknown type", write("type.c", "int main(void) { foo_t x; return 0; }\n"));
    verify(
        "missing include",
        write("include.c", "#include \"nowhere.h\"\nint main(void){return 0;}\n"));
    verify("#error", write("error.c", "#error stop here\nint main(void){return 0;}\n"));
    verify(
        "C++ source",
        write("cpp.c", "class A { public: int x; };\nint main() { A a; return 0; }\n"));
    verify("header", write("h.h", "struct s { int"));
    verify("parentheses 10000 deep", write("parens.c", nested("(", "1", ")", 10_000)));
    verify(
        "braces 10000 deep",
        write("braces.c", "int main(void) " + "{".repeat(10_000) + "}".repeat(10_000)));
    verify("unterminated comment", write("comment2.c", "int main(void) { /* return 0; }\n"));
    verify(
        "unterminated string",
        write("string.c", "int main(void) { char *s = \"abc; return 0; }\n"));
    verify("huge identifier", write("ident.c", "int " + "x".repeat(1 << 20) + " = ;\n"));
  }

  private static String code(String body) {
    return "extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\n"
        + "int main(void) {\n"
        + body
        + "\n}\n";
  }

  private static String nested(String open, String inner, String close, int depth) {
    return code("int x = " + open.repeat(depth) + inner + close.repeat(depth) + "; return x;");
  }

  /** LLVM files: assembly and bitcode that LLVM cannot read, or that are not a program. */
  private void llvmFiles() {
    verify("empty .ll", write("empty.ll", ""));
    verify("garbage .ll", write("garbage.ll", "this is not LLVM assembly\n"));
    verify("truncated .ll", write("trunc.ll", "define i32 @main() {\nentry:\n  ret i32"));
    verify("no main .ll", write("nomain.ll", "define i32 @f() {\n  ret i32 0\n}\n"));
    verify("empty .bc", write("empty.bc", ""));
    verify("random .bc", write("random.bc", randomBytes(4096)));
    byte[] magic = "BC\u00c0\u00de".getBytes(StandardCharsets.ISO_8859_1);
    byte[] truncated = new byte[64];
    System.arraycopy(magic, 0, truncated, 0, magic.length);
    verify("bitcode magic only", write("magic.bc", truncated));
    verify(
        "wrapper magic",
        write("wrapper.bc", new byte[] {(byte) 0xde, (byte) 0xc0, 0x17, 0x0b, 0, 0}));
  }

  /** Files that are not files: folders, missing and unreadable files, special files, links. */
  private void fileSystem() {
    verify("missing file", dir.resolve("missing.c").toString());
    verify("missing task", dir.resolve("missing.yml").toString());
    verify("folder", folder("folder"));
    verify("folder named .c", folder("folder.c"));
    verify("folder named .yml", folder("folder.yml"));
    verify("unknown suffix", write("prog.txt", GOOD_C));
    verify("no suffix", write("prog", GOOD_C));
    verify("C++ suffix", write("prog.cpp", GOOD_C));
    verify("dev null", "/dev/null");
    verify("proc self", "/proc/self");
    // Unreadable for users; root reads it, so its content is malformed too.
    Path secret = Path.of(write("secret.c", "int main(void) { return ; ]\n"));
    secret.toFile().setReadable(false, false);
    verify("unreadable C file", secret.toString());
    Path secretTask = Path.of(write("secret.yml", "input_files: [\n"));
    secretTask.toFile().setReadable(false, false);
    verify("unreadable task file", secretTask.toString());
    try {
      verify("link to /dev/zero as .yml", link("zero.yml", Path.of("/dev/zero")));
      verify("link to /dev/urandom as .c", link("urandom.c", Path.of("/dev/urandom")));
      verify("link to /dev/zero as .c", link("zero.c", Path.of("/dev/zero")));
      verify("dangling link", link("dangling.c", dir.resolve("nothing-here.c")));
      verify("link loop", link("loop.c", dir.resolve("loop.c")));
      String fifo = dir.resolve("fifo.yml").toString();
      String fifoC = dir.resolve("fifo.c").toString();
      if (mkfifo(fifo) && mkfifo(fifoC)) {
        verify("named pipe as .yml", fifo);
        verify("named pipe as .c", fifoC);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private String link(String name, Path target) throws IOException {
    return Files.createSymbolicLink(dir.resolve(name), target).toString();
  }

  private static boolean mkfifo(String path) {
    try {
      return new ProcessBuilder("mkfifo", path).start().waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private String task(String name, String yaml) {
    return write("tasks/" + name + ".yml", yaml);
  }

  /** SV-COMP task files that are not well-formed or name what is not there. */
  private void taskFiles() {
    write("tasks/good.c", GOOD_C);
    write("tasks/bad.c", "int main(void) { return 1 +; }\n");
    write("tasks/unreach-call.prp", PRP);
    write("tasks/termination.prp", "CHECK( init(main()), LTL(F end) )\n");
    write("tasks/garbage.prp", "this is no property\n");
    write("tasks/binary.prp", randomBytes(300));
    folder("tasks/folder.prp");
    String props =
        "properties:\n  - property_file: unreach-call.prp\n    expected_verdict: false\n";
    String input = "input_files: good.c\n";
    verify("task: empty", task("empty", ""));
    verify("task: comment only", task("comment", "# nothing\n"));
    verify("task: a list", task("list", "- a\n- b\n"));
    verify("task: a scalar", task("scalar", "just text\n"));
    verify("task: unclosed list", task("unclosed", "input_files: [good.c\n"));
    verify("task: bad indentation", task("indent", "input_files: good.c\n  properties: x\n -y\n"));
    verify("task: tab", task("tab", "input_files:\tgood.c\n\t- x\n"));
    verify("task: binary", write("tasks/binary.yml", randomBytes(2000)));
    verify(
        "task: UTF-16",
        write("tasks/utf16.yml", (input + props).getBytes(StandardCharsets.UTF_16)));
    verify("task: no input_files", task("noinput", props));
    verify("task: empty input_files", task("emptyinput", "input_files: []\n" + props));
    verify("task: numeric input_files", task("numinput", "input_files: 42\n" + props));
    verify("task: map input_files", task("mapinput", "input_files: {a: b}\n" + props));
    verify("task: missing input file", task("missinginput", "input_files: gone.c\n" + props));
    verify("task: input is a folder", task("folderinput", "input_files: ../folder\n" + props));
    verify("task: input is itself", task("selfinput", "input_files: selfinput.yml\n" + props));
    verify("task: input is malformed", task("badinput", "input_files: bad.c\n" + props));
    verify("task: two inputs", task("twoinputs", "input_files: [good.c, good.c]\n" + props));
    verify("task: no properties", task("noprops", input));
    verify("task: properties a scalar", task("propscalar", input + "properties: yes\n"));
    verify(
        "task: property without file",
        task("propnofile", input + "properties:\n  - expected_verdict: true\n"));
    verify(
        "task: missing property file",
        task("propmissing", input + props.replace("unreach-call", "gone")));
    verify(
        "task: property file a folder",
        task("propfolder", input + props.replace("unreach-call", "folder")));
    verify(
        "task: garbage property file",
        task("propgarbage", input + props.replace("unreach-call", "garbage")));
    verify(
        "task: binary property file",
        task("propbinary", input + props.replace("unreach-call", "binary")));
    verify(
        "task: unsupported property",
        task("propterm", input + props.replace("unreach-call", "termination")));
    verify(
        "task: bad data model", task("model", input + props + "options:\n  data_model: ILP128\n"));
    verify(
        "task: data model a list",
        task("modellist", input + props + "options:\n  data_model: [LP64]\n"));
    verify("task: options a scalar", task("optscalar", input + props + "options: 7\n"));
    verify("task: duplicate keys", task("dupkeys", input + input + props));
    verify(
        "task: nested 10000 deep",
        task("deep", "input_files: " + "[".repeat(10_000) + "]".repeat(10_000) + "\n"));
    verify("task: alias bomb", task("bomb", aliasBomb()));
    verify(
        "task: huge",
        task("huge", input + props + ("# padding " + "x".repeat(100) + "\n").repeat(300_000)));
  }

  /** The "billion laughs": nine levels of ten aliases each. */
  private static String aliasBomb() {
    StringBuilder s = new StringBuilder("a0: &a0 [\"lol\"]\n");
    for (int i = 1; i < 10; i++) {
      s.append("a").append(i).append(": &a").append(i).append(" [");
      for (int j = 0; j < 10; j++) {
        s.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
      }
      s.append("]\n");
    }
    return s.append("input_files: *a9\n").toString();
  }

  /** Property files given with --property. */
  private void propertyFiles() {
    String c = write("prp/good.c", GOOD_C);
    verify("prp: missing", c, "--property", dir.resolve("prp/gone.prp").toString());
    verify("prp: empty", c, "--property", write("prp/empty.prp", ""));
    verify("prp: binary", c, "--property", write("prp/binary.prp", randomBytes(512)));
    verify("prp: folder", c, "--property", folder("prp/folder.prp"));
    verify("prp: truncated", c, "--property", write("prp/trunc.prp", PRP.substring(0, 30)));
    verify(
        "prp: termination",
        c,
        "--property",
        write("prp/term.prp", "CHECK( init(main()), LTL(F end) )\n"));
    verify(
        "prp: memcleanup",
        c,
        "--property",
        write("prp/clean.prp", "CHECK( init(main()), LTL(G valid-memcleanup) )\n"));
    verify(
        "prp: data race",
        c,
        "--property",
        write("prp/race.prp", "CHECK( init(main()), LTL(G ! data-race) )\n"));
    verify(
        "prp: def-behavior",
        c,
        "--property",
        write("prp/def.prp", "CHECK( init(main()), LTL(G def-behavior) )\n"));
    verify(
        "prp: coverage",
        c,
        "--property",
        write("prp/cov.prp", "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )\n"));
    verify(
        "prp: mixed",
        c,
        "--property",
        write("prp/mixed.prp", PRP + "CHECK( init(main()), LTL(G ! overflow) )\n"));
    verify(
        "prp: other entry", c, "--property", write("prp/entry.prp", PRP.replace("main", "start")));
    verify("prp: huge", c, "--property", write("prp/huge.prp", PRP.repeat(100_000)));
    verify("prp: link to /dev/zero", c, "--property", linkQuietly("prp/zero.prp"));
    verify("property: unknown name", c, "--property", "unreach-everything");
    verify("property: empty name", c, "--property", "");
  }

  private String linkQuietly(String name) {
    try {
      return link(name, Path.of("/dev/zero"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Options that do not exist and values that are not values. */
  private void options() {
    String c = write("opt/good.c", GOOD_C);
    command("no command");
    command("unknown command", "verfiy", c);
    command("verify without a file", "verify");
    command("verify with two files", "verify", c, c);
    verify("unknown option", c, "--speed", "max");
    verify("unknown short option", c, "-q");
    command("timeout without value", "verify", c, "--timeout");
    verify("timeout not a number", c, "--timeout", "soon");
    verify("timeout negative", c, "--timeout", "-5");
    verify("timeout zero", c, "--timeout", "0");
    verify("timeout NaN", c, "--timeout", "NaN");
    verify("unknown engine", c, "--engine", "magic");
    verify("empty engine", c, "--engine", "");
    verify("unknown solver", c, "--solver", "yices9");
    verify("bmc with unknown solver", c, "--engine", "bmc", "--solver", "cvc9");
    verify("unknown invariants", c, "--invariants", "some");
    verify("unwind negative", c, "--engine", "bmc", "--unwind", "-1");
    verify("unwind not a number", c, "--engine", "bmc", "--unwind", "ten");
    verify("unwind huge", c, "--engine", "bmc", "--unwind", "99999999999");
    verify("max-unwind negative", c, "--engine", "bmc", "--max-unwind", "-3");
    verify("max-k zero", c, "--max-k", "0");
    verify("max-k negative", c, "--max-k", "-2");
    verify("seed not a number", c, "--engine", "random", "--seed", "lucky");
    verify("both data models", c, "--32", "--64");
    verify("error label empty", c, "--error-label", "");
    verify("cex into a missing folder", c, "--cex", dir.resolve("no/such/dir/cex.json").toString());
    verify("cex into a folder", c, "--cex", folder("opt/cexdir"));
    command("show: missing file", "show", "ir", dir.resolve("gone.c").toString());
    command("show: unknown function", "show", "cfa", c, "--function", "nothere");
  }

  /** {@code vigil bench} with task sets, lists and limits that do not work. */
  private void bench() {
    String out = dir.resolve("bench-out").toString();
    String task =
        task(
            "benchgood", "input_files: good.c\nproperties:\n  - property_file: unreach-call.prp\n");
    bench("no tasks", "--out", out);
    bench("missing task", dir.resolve("gone.yml").toString(), "--out", out);
    bench("empty folder", folder("bench-empty"), "--out", out);
    bench("folder of malformed tasks", folder("bench-bad"), "--out", out);
    write("bench-bad/a.yml", "input_files: [\n");
    write("bench-bad/b.yml", randomBytes(100));
    bench("malformed task", dir.resolve("tasks/unclosed.yml").toString(), "--out", out);
    bench("unsupported property", dir.resolve("tasks/propterm.yml").toString(), "--out", out);
    bench("C file instead of a task", dir.resolve("tasks/good.c").toString(), "--out", out);
    bench("binary list file", write("bench-list.txt", randomBytes(500)), "--out", out);
    bench(
        "list of missing files", write("bench-list2.txt", "gone/*.yml\nnone.yml\n"), "--out", out);
    bench("list with a bad glob", write("bench-list3.txt", "[a-\n"), "--out", out);
    bench("timeout not a number", task, "--timeout", "x", "--out", out);
    bench("timeout negative", task, "--timeout", "-1", "--out", out);
    bench("timeout NaN", task, "--timeout", "NaN", "--out", out);
    bench("memory unit", task, "--memory", "4XB", "--out", out);
    bench("memory zero", task, "--memory", "0", "--out", out);
    bench("memory negative", task, "--memory", "-5GB", "--out", out);
    bench("memory huge", task, "--memory", "99999999999999999999GB", "--out", out);
    bench("jobs zero", task, "--jobs", "0", "--out", out);
    bench("jobs not a number", task, "--jobs", "many", "--out", out);
    bench("unknown engine", task, "--engine", "magic", "--out", out);
    bench("out is a file", task, "--out", write("bench-out-file", "x"));
    bench("unknown option", task, "--fast");
    command(
        "bench compare: missing",
        "bench",
        "compare",
        dir.resolve("a.json").toString(),
        dir.resolve("b.json").toString(),
        "--out",
        out);
    String garbage = write("results-garbage.json", "{ not json");
    command("bench compare: garbage", "bench", "compare", garbage, garbage, "--out", out);
    String wrong = write("results-wrong.json", "{\"results\": 5}");
    command("bench compare: wrong shape", "bench", "compare", wrong, wrong, "--out", out);
    String binary = write("results-binary.json", randomBytes(700));
    command("bench compare: binary", "bench", "compare", binary, binary, "--out", out);
    command("bench compare: one argument", "bench", "compare", garbage);
  }

  private void bench(String name, String... args) {
    List<String> all = new ArrayList<>(List.of("bench"));
    all.addAll(List.of(args));
    cases.add(new Case("bench: " + name, all));
  }
}
