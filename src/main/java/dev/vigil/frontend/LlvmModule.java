package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMDiagnosticHandler;
import org.bytedeco.llvm.LLVM.LLVMDiagnosticInfoRef;
import org.bytedeco.llvm.LLVM.LLVMErrorRef;
import org.bytedeco.llvm.LLVM.LLVMMemoryBufferRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMPassBuilderOptionsRef;
import org.bytedeco.llvm.LLVM.LLVMTargetDataRef;

/** An LLVM module in its own context, loaded from a file; {@link #close()} disposes both. */
final class LlvmModule implements AutoCloseable {
  static {
    LlvmLibraries.load();
  }

  /**
   * Collects LLVM's diagnostics. Without a handler, LLVM prints errors and exits the process; kept
   * in a static field so that the native callback stays alive.
   */
  private static final ThreadLocal<StringBuilder> DIAGNOSTICS =
      ThreadLocal.withInitial(StringBuilder::new);

  private static final LLVMDiagnosticHandler HANDLER =
      new LLVMDiagnosticHandler() {
        @Override
        public void call(LLVMDiagnosticInfoRef info, Pointer context) {
          BytePointer description = LLVMGetDiagInfoDescription(info);
          DIAGNOSTICS.get().append(description.getString()).append('\n');
          LLVMDisposeMessage(description);
        }
      };

  private final LLVMContextRef context;
  private LLVMModuleRef module;

  private LlvmModule(LLVMContextRef context, LLVMModuleRef module) {
    this.context = context;
    this.module = module;
  }

  /** Reads LLVM bitcode or textual IR (recognised by its content, not its name). */
  static LlvmModule read(Path file) throws FrontendException {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new FrontendException(
          "cannot read " + ClangCompiler.name(file) + ": " + e.getMessage());
    }
    LLVMContextRef context = LLVMContextCreate();
    LLVMContextSetDiagnosticHandler(context, HANDLER, null);
    try {
      return new LlvmModule(context, parse(context, bytes, ClangCompiler.name(file)));
    } catch (FrontendException e) {
      LLVMContextDispose(context);
      throw e;
    }
  }

  private static LLVMModuleRef parse(LLVMContextRef context, byte[] bytes, String name)
      throws FrontendException {
    boolean bitcode = bytes.length >= 4 && bytes[0] == 'B' && bytes[1] == 'C';
    if (!bitcode && name.endsWith(".bc")) {
      throw new FrontendException("cannot read " + name + ": not LLVM bitcode");
    }
    DIAGNOSTICS.get().setLength(0);
    LLVMMemoryBufferRef buffer;
    try (BytePointer data = new BytePointer(bytes);
        BytePointer bufferName = new BytePointer(name)) {
      buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, bytes.length, bufferName);
    }
    LLVMModuleRef module = new LLVMModuleRef();
    BytePointer message = new BytePointer();
    if (bitcode) {
      try {
        if (LLVMParseBitcodeInContext(context, buffer, module, message) != 0) {
          String text = message.isNull() ? DIAGNOSTICS.get().toString() : message.getString();
          throw failure("cannot read " + name, text, "not valid LLVM bitcode");
        }
      } finally {
        if (!message.isNull()) {
          LLVMDisposeMessage(message);
        }
        LLVMDisposeMemoryBuffer(buffer);
      }
      return module;
    }
    // LLVMParseIRInContext takes ownership of the buffer.
    if (LLVMParseIRInContext(context, buffer, module, message) != 0) {
      String text = message.isNull() ? "" : message.getString();
      if (!message.isNull()) {
        LLVMDisposeMessage(message);
      }
      throw failure("cannot read " + name, text, "not valid LLVM IR");
    }
    return module;
  }

  /** One line for the user; LLVM's whole text as details when it has more than that. */
  private static FrontendException failure(String what, String text, String fallback) {
    String first = text.lines().findFirst().orElse(fallback);
    return new FrontendException(
        what + (first.isEmpty() ? "" : ": " + first), text.lines().count() > 1 ? text : "");
  }

  LLVMModuleRef ref() {
    return module;
  }

  LLVMContextRef context() {
    return context;
  }

  LLVMTargetDataRef dataLayout() {
    return LLVMGetModuleDataLayout(module);
  }

  /** Runs a new-pass-manager pipeline such as {@code "mem2reg"}. */
  void runPasses(String pipeline) throws FrontendException {
    LLVMPassBuilderOptionsRef options = LLVMCreatePassBuilderOptions();
    try {
      LLVMErrorRef error = LLVMRunPasses(module, pipeline, null, options);
      if (error != null && !error.isNull()) {
        BytePointer message = LLVMGetErrorMessage(error);
        String text = message.getString();
        LLVMDisposeErrorMessage(message);
        throw new FrontendException("LLVM passes '" + pipeline + "' failed: " + text);
      }
    } finally {
      LLVMDisposePassBuilderOptions(options);
    }
  }

  /** Links a module given as bitcode into this one; {@code name} is for messages. */
  void link(byte[] bitcode, String name) throws FrontendException {
    LLVMModuleRef other = parse(context, bitcode, name);
    // LLVMLinkModules2 destroys the source module.
    DIAGNOSTICS.get().setLength(0);
    if (LLVMLinkModules2(module, other) != 0) {
      throw failure("cannot link " + name + " into the program", DIAGNOSTICS.get().toString(), "");
    }
  }

  static byte[] readResource(String name) throws FrontendException {
    try (InputStream in = LlvmModule.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new FrontendException("missing resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new FrontendException("cannot read resource " + name + ": " + e.getMessage());
    }
  }

  @Override
  public void close() {
    if (module != null) {
      LLVMDisposeModule(module);
      module = null;
      LLVMContextDispose(context);
    }
  }
}
