package dev.vigil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.vigil.ir.Expr;
import java.io.IOException;
import java.io.InputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.MethodModel;
import java.lang.classfile.instruction.InvokeDynamicInstruction;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build step src/aot/PlainBootstraps.java: type switches and records' equals and hashCode give
 * the same results after it as before, and the build applies it to Vigil's classes.
 */
class PlainBootstrapsTest {
  private static final Path FIXTURE =
      Path.of("src/test/resources/plain-bootstraps/fixture/Fixture.java");

  @TempDir Path dir;

  @Test
  void rewrittenSwitchesAndRecordsGiveTheSameResults() throws Exception {
    Path original = compile(dir.resolve("original"));
    Path rewritten = compile(dir.resolve("rewritten"));
    Path classpath = Files.writeString(dir.resolve("classpath.txt"), "");
    Process tool =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "src/aot/PlainBootstraps.java",
                rewritten.toString(),
                classpath.toString())
            .redirectErrorStream(true)
            .start();
    String output = new String(tool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, tool.waitFor(), output);
    assertTrue(output.contains("classes rewritten"), output);
    assertEquals(0, plainSites(rewritten.resolve("fixture/Fixture$All.class")), "All's methods");
    assertEquals(0, plainSites(rewritten.resolve("fixture/Fixture.class")), "the switches");

    String before = run(original);
    assertTrue(before.contains("tri of circle 2.0"), before);
    assertEquals(before, run(rewritten));
  }

  @Test
  void theBuildRewritesVigilsClasses() throws IOException {
    String resource = Expr.IntConst.class.getName().replace('.', '/') + ".class";
    try (InputStream in = Expr.class.getClassLoader().getResourceAsStream(resource)) {
      ClassModel model = ClassFile.of().parse(in.readAllBytes());
      assertEquals(0, plainSites(model));
      assertTrue(
          model.methods().stream().anyMatch(m -> m.methodName().stringValue().contains("$plain$")));
    }
  }

  private Path compile(Path out) throws IOException {
    Files.createDirectories(out);
    int exit =
        ToolProvider.getSystemJavaCompiler()
            .run(null, null, null, "-d", out.toString(), FIXTURE.toString());
    assertEquals(0, exit, "javac of the fixture");
    return out;
  }

  /** The sites the tool replaces that are left in a class file. */
  private static long plainSites(Path classFile) throws IOException {
    return plainSites(ClassFile.of().parse(classFile));
  }

  private static long plainSites(ClassModel model) {
    long sites = 0;
    for (MethodModel method : model.methods()) {
      if (method.code().isPresent()) {
        for (var element : method.code().get()) {
          if (element instanceof InvokeDynamicInstruction site
              && List.of("typeSwitch", "equals", "hashCode").contains(site.name().stringValue())) {
            sites++;
          }
        }
      }
    }
    return sites;
  }

  private static String run(Path classes) throws Exception {
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
      return (String) loader.loadClass("fixture.Fixture").getMethod("run").invoke(null);
    }
  }
}
