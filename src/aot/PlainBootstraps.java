import java.io.IOException;
import java.lang.classfile.ClassBuilder;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.classfile.MethodModel;
import java.lang.classfile.TypeKind;
import java.lang.classfile.instruction.InvokeDynamicInstruction;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.DirectMethodHandleDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.reflect.AccessFlag;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A build step of {@code mvn process-classes} (so before the tests, the jar and the AOT cache's
 * training run): it replaces two kinds of {@code invokedynamic} in Vigil's classes by calls of
 * plain static methods that it adds to the same class, with the same results.
 *
 * <ul>
 *   <li>A type switch ({@code SwitchBootstraps.typeSwitch}) whose labels are all classes: the JDK
 *       links each such site at its first run by generating, defining and compiling a hidden class
 *       ({@code $$TypeSwitch}), and the AOT cache keeps none of them. The method here returns, as
 *       the JDK's does, -1 for null, else the first label from {@code restart} on that the selector
 *       is an instance of, else the number of labels.
 *   <li>A record's {@code equals} and {@code hashCode} ({@code ObjectMethods.bootstrap}): the JDK
 *       links them by combining method handles. The methods here compute what the JDK's do: {@code
 *       equals} is true for the same object, false for one of another class, else it compares the
 *       components from the last to the first ({@code Float.compare} and {@code Double.compare}
 *       for floating point, {@code Objects.equals} for references); {@code hashCode} is {@code h =
 *       31 * h + hash(component)} from 0 over the components in order, with the wrapper classes'
 *       {@code hashCode} and {@code Objects.hashCode}.
 * </ul>
 *
 * Linking those sites was about a sixth of the Java code's CPU time of a short run, and the JIT
 * compiled the class-file and method-handle code that it ran. Other sites are left as they are. A
 * class without such sites is not written; a rewritten class has none left, so a second run
 * changes nothing.
 *
 * <p>Run with the JDK 25 source launcher: {@code java PlainBootstraps.java CLASSES_DIR
 * CLASSPATH_FILE}.
 */
public final class PlainBootstraps {
  private static final ClassDesc SWITCH_BOOTSTRAPS =
      ClassDesc.of("java.lang.runtime.SwitchBootstraps");
  private static final ClassDesc OBJECT_METHODS = ClassDesc.of("java.lang.runtime.ObjectMethods");
  private static final ClassDesc OBJECTS = ClassDesc.of("java.util.Objects");
  private static final MethodTypeDesc OBJECTS_EQUALS =
      MethodTypeDesc.of(ConstantDescs.CD_boolean, ConstantDescs.CD_Object, ConstantDescs.CD_Object);
  private static final MethodTypeDesc OBJECTS_HASH_CODE =
      MethodTypeDesc.of(ConstantDescs.CD_int, ConstantDescs.CD_Object);
  private static final int HELPER_FLAGS =
      ClassFile.ACC_PRIVATE | ClassFile.ACC_STATIC | ClassFile.ACC_SYNTHETIC;

  private PlainBootstraps() {}

  public static void main(String[] args) throws IOException {
    Path classes = Path.of(args[0]);
    List<URL> path = new ArrayList<>(List.of(classes.toUri().toURL()));
    for (String entry : Files.readString(Path.of(args[1])).strip().split(":")) {
      if (!entry.isEmpty()) {
        path.add(Path.of(entry).toUri().toURL());
      }
    }
    int rewritten = 0;
    try (URLClassLoader loader = new URLClassLoader(path.toArray(URL[]::new), null);
        Stream<Path> files = Files.walk(classes)) {
      ClassFile classFiles =
          ClassFile.of(
              ClassFile.ClassHierarchyResolverOption.of(
                  ClassHierarchyResolver.defaultResolver()
                      .orElse(ClassHierarchyResolver.ofResourceParsing(loader))));
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        ClassModel model = classFiles.parse(Files.readAllBytes(file));
        if (hasSites(model)) {
          Files.write(file, rewrite(classFiles, model));
          rewritten++;
        }
      }
    }
    System.out.println("plain bootstraps: " + rewritten + " classes rewritten");
  }

  private static boolean hasSites(ClassModel model) {
    for (MethodModel method : model.methods()) {
      if (method.code().isPresent()) {
        for (var element : method.code().get()) {
          if (element instanceof InvokeDynamicInstruction site
              && helper(model, site, "") != null) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static byte[] rewrite(ClassFile classFiles, ClassModel model) {
    ClassDesc owner = model.thisClass().asSymbol();
    boolean isInterface = model.flags().has(AccessFlag.INTERFACE);
    List<Consumer<ClassBuilder>> helpers = new ArrayList<>();
    ClassTransform calls =
        ClassTransform.transformingMethodBodies(
            (code, element) -> {
              if (element instanceof InvokeDynamicInstruction site) {
                String name = site.name().stringValue() + "$plain$" + helpers.size();
                Consumer<CodeBuilder> body = helper(model, site, name);
                if (body != null) {
                  helpers.add(c -> c.withMethodBody(name, site.typeSymbol(), HELPER_FLAGS, body));
                  code.invokestatic(owner, name, site.typeSymbol(), isInterface);
                  return;
                }
              }
              code.with(element);
            });
    return classFiles.transformClass(
        model, calls.andThen(ClassTransform.endHandler(c -> helpers.forEach(h -> h.accept(c)))));
  }

  /** The body of the method that replaces {@code site}, or null to leave the site as it is. */
  private static Consumer<CodeBuilder> helper(
      ClassModel model, InvokeDynamicInstruction site, String name) {
    DirectMethodHandleDesc bootstrap = site.bootstrapMethod();
    List<ConstantDesc> args = site.bootstrapArgs();
    if (bootstrap.owner().equals(SWITCH_BOOTSTRAPS)
        && bootstrap.methodName().equals("typeSwitch")
        && !args.isEmpty()
        && args.stream().allMatch(a -> a instanceof ClassDesc c && !c.isPrimitive())) {
      List<ClassDesc> labels = args.stream().map(ClassDesc.class::cast).toList();
      return code -> typeSwitch(code, labels);
    }
    if (bootstrap.owner().equals(OBJECT_METHODS)
        && bootstrap.methodName().equals("bootstrap")
        && args.size() >= 2
        && args.get(0) instanceof ClassDesc record
        && record.equals(model.thisClass().asSymbol())
        && args.stream().skip(2).allMatch(PlainBootstraps::isGetter)) {
      List<DirectMethodHandleDesc> getters =
          args.stream().skip(2).map(DirectMethodHandleDesc.class::cast).toList();
      return switch (site.name().stringValue()) {
        case "equals" -> code -> recordEquals(code, record, getters);
        case "hashCode" -> code -> recordHashCode(code, getters);
        default -> null;
      };
    }
    return null;
  }

  private static boolean isGetter(ConstantDesc arg) {
    return arg instanceof DirectMethodHandleDesc h
        && h.kind() == DirectMethodHandleDesc.Kind.GETTER;
  }

  /** {@code (selector, restart) -> index}, as the JDK's type switch with class labels. */
  private static void typeSwitch(CodeBuilder code, List<ClassDesc> labels) {
    Label notNull = code.newLabel();
    code.aload(0).ifnonnull(notNull).iconst_m1().ireturn().labelBinding(notNull);
    for (int i = 0; i < labels.size(); i++) {
      Label next = code.newLabel();
      code.iload(1).loadConstant(i).if_icmpgt(next);
      code.aload(0).instanceOf(labels.get(i)).ifeq(next);
      code.loadConstant(i).ireturn().labelBinding(next);
    }
    code.loadConstant(labels.size()).ireturn();
  }

  /** {@code (record, other) -> boolean}: as {@code ObjectMethods}' {@code equals}. */
  private static void recordEquals(
      CodeBuilder code, ClassDesc record, List<DirectMethodHandleDesc> getters) {
    Label notSame = code.newLabel();
    Label sameClass = code.newLabel();
    Label different = code.newLabel();
    code.aload(0).aload(1).if_acmpne(notSame).iconst_1().ireturn().labelBinding(notSame);
    code.aload(1).instanceOf(record).ifne(sameClass).iconst_0().ireturn().labelBinding(sameClass);
    code.aload(1).checkcast(record).astore(2);
    for (DirectMethodHandleDesc getter : getters.reversed()) {
      ClassDesc type = getter.invocationType().returnType();
      code.aload(0).getfield(record, getter.methodName(), type);
      code.aload(2).getfield(record, getter.methodName(), type);
      switch (TypeKind.from(type)) {
        case BOOLEAN, BYTE, CHAR, SHORT, INT -> code.if_icmpne(different);
        case LONG -> code.lcmp().ifne(different);
        case FLOAT, DOUBLE ->
            code.invokestatic(wrapper(type), "compare", compare(type)).ifne(different);
        case REFERENCE -> code.invokestatic(OBJECTS, "equals", OBJECTS_EQUALS).ifeq(different);
        case VOID -> throw new IllegalArgumentException("a void record component");
      }
    }
    code.iconst_1().ireturn().labelBinding(different);
    code.iconst_0().ireturn();
  }

  private static MethodTypeDesc compare(ClassDesc type) {
    return MethodTypeDesc.of(ConstantDescs.CD_int, type, type);
  }

  /** {@code record -> int}: as {@code ObjectMethods}' {@code hashCode}. */
  private static void recordHashCode(CodeBuilder code, List<DirectMethodHandleDesc> getters) {
    code.iconst_0();
    for (DirectMethodHandleDesc getter : getters) {
      ClassDesc type = getter.invocationType().returnType();
      code.bipush(31).imul();
      code.aload(0).getfield(getter.owner(), getter.methodName(), type);
      if (type.isPrimitive()) {
        code.invokestatic(wrapper(type), "hashCode", MethodTypeDesc.of(ConstantDescs.CD_int, type));
      } else {
        code.invokestatic(OBJECTS, "hashCode", OBJECTS_HASH_CODE);
      }
      code.iadd();
    }
    code.ireturn();
  }

  private static ClassDesc wrapper(ClassDesc primitive) {
    return switch (TypeKind.from(primitive)) {
      case BOOLEAN -> ConstantDescs.CD_Boolean;
      case BYTE -> ConstantDescs.CD_Byte;
      case CHAR -> ConstantDescs.CD_Character;
      case SHORT -> ConstantDescs.CD_Short;
      case INT -> ConstantDescs.CD_Integer;
      case LONG -> ConstantDescs.CD_Long;
      case FLOAT -> ConstantDescs.CD_Float;
      case DOUBLE -> ConstantDescs.CD_Double;
      case REFERENCE, VOID -> throw new IllegalArgumentException("not a primitive: " + primitive);
    };
  }
}
