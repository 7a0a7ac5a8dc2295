import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassFileVersion;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassElement;
import java.lang.classfile.CodeTransform;
import java.lang.classfile.MethodModel;
import java.lang.classfile.MethodTransform;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

/**
 * A build step of {@code mvn package}, before the training run of the AOT cache: the JDK's cache
 * leaves out classes older than Java 6 (class file version 50, the first with stack maps), and
 * picocli's are Java 5 (49). This copies each jar of {@code target/classpath.txt} that holds such
 * classes into a folder with those classes at version 52 and stack maps computed by the JDK's
 * class-file library (the code itself is unchanged), and writes the class path with the copies to
 * a second file, which the launcher uses with the jar and its cache ({@code mvn test} rewrites the
 * first one).
 *
 * <p>Run with the JDK 25 source launcher: {@code java UpgradeOldClasses.java CLASSPATH_FILE
 * UPGRADED_CLASSPATH_FILE DIR}.
 */
public final class UpgradeOldClasses {
  private static final int FIRST_WITH_STACK_MAPS = 50;
  private static final int UPGRADED = 52;

  private UpgradeOldClasses() {}

  public static void main(String[] args) throws IOException {
    Path classpathFile = Path.of(args[0]);
    Path upgradedFile = Path.of(args[1]);
    Path folder = Path.of(args[2]);
    List<String> entries = new ArrayList<>();
    for (String entry : Files.readString(classpathFile).strip().split(":")) {
      Path jar = Path.of(entry);
      Path copy = folder.resolve(jar.getFileName());
      if (entry.endsWith(".jar") && hasOldClasses(jar) && upgrade(jar, copy)) {
        System.out.println("upgraded the old class files of " + jar + " into " + copy);
        entries.add(copy.toAbsolutePath().toString());
      } else {
        entries.add(entry);
      }
    }
    Files.writeString(upgradedFile, String.join(":", entries));
  }

  private static boolean hasOldClasses(Path jar) throws IOException {
    try (JarFile in = new JarFile(jar.toFile())) {
      for (Enumeration<JarEntry> e = in.entries(); e.hasMoreElements(); ) {
        JarEntry entry = e.nextElement();
        if (isClass(entry) && majorVersion(in, entry) < FIRST_WITH_STACK_MAPS) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether {@code jar} was copied to {@code copy} with its old classes upgraded; not if the
   * library cannot compute the stack maps of one of them (then the jar stays as it is).
   */
  private static boolean upgrade(Path jar, Path copy) throws IOException {
    Files.createDirectories(copy.getParent());
    try {
      write(jar, copy);
      return true;
    } catch (IllegalArgumentException e) {
      System.out.println("kept " + jar + ": " + e.getMessage().lines().findFirst().orElse(""));
      Files.deleteIfExists(copy);
      return false;
    }
  }

  private static void write(Path jar, Path copy) throws IOException {
    try (JarFile in = new JarFile(jar.toFile());
        URLClassLoader own = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
        OutputStream file = Files.newOutputStream(copy);
        JarOutputStream out = new JarOutputStream(file)) {
      ClassHierarchyResolver resolver =
          ClassHierarchyResolver.defaultResolver()
              .orElse(ClassHierarchyResolver.ofResourceParsing(own));
      ClassFile classFiles = ClassFile.of(ClassFile.ClassHierarchyResolverOption.of(resolver));
      for (Enumeration<JarEntry> e = in.entries(); e.hasMoreElements(); ) {
        JarEntry entry = e.nextElement();
        byte[] bytes;
        try (InputStream s = in.getInputStream(entry)) {
          bytes = s.readAllBytes();
        }
        if (isClass(entry) && majorVersion(bytes) < FIRST_WITH_STACK_MAPS) {
          bytes = upgraded(classFiles, bytes);
        }
        out.putNextEntry(new JarEntry(entry.getName()));
        out.write(bytes);
        out.closeEntry();
      }
    }
  }

  /** The class at version 52, each method body rebuilt (which computes its stack maps). */
  private static byte[] upgraded(ClassFile classFiles, byte[] bytes) {
    ClassModel old = classFiles.parse(bytes);
    return classFiles.build(
        old.thisClass().asSymbol(),
        builder -> {
          builder.withVersion(UPGRADED, 0);
          for (ClassElement element : old) {
            switch (element) {
              case ClassFileVersion version -> {}
              case MethodModel method ->
                  builder.transformMethod(
                      method, MethodTransform.transformingCode(CodeTransform.ACCEPT_ALL));
              default -> builder.with(element);
            }
          }
        });
  }

  private static boolean isClass(JarEntry entry) {
    return entry.getName().endsWith(".class") && !entry.getName().endsWith("module-info.class");
  }

  private static int majorVersion(JarFile jar, JarEntry entry) throws IOException {
    try (InputStream s = jar.getInputStream(entry)) {
      return majorVersion(s.readNBytes(8));
    }
  }

  private static int majorVersion(byte[] header) {
    return ((header[6] & 0xff) << 8) | (header[7] & 0xff);
  }
}
