package dev.vigil.frontend;

import static org.bytedeco.llvm.global.LLVM.*;

import dev.vigil.ir.SourceLoc;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Source positions from LLVM debug locations, with absolute file paths so that traces can show the
 * C line. File names are cached by the address of LLVM's string, which is stable while the module
 * lives.
 */
final class SourceLocs {
  private final Map<Long, String> files = new HashMap<>();
  private final IntPointer length = new IntPointer(1);

  /** The debug location of an instruction, function or global; UNKNOWN without one. */
  SourceLoc of(LLVMValueRef v) {
    int line = LLVMGetDebugLocLine(v);
    if (line <= 0) {
      return SourceLoc.UNKNOWN;
    }
    int column = isInstruction(v) ? LLVMGetDebugLocColumn(v) : 0;
    BytePointer name = LLVMGetDebugLocFilename(v, length);
    if (Llvm.isNull(name)) {
      return new SourceLoc("", line, column);
    }
    String file = files.get(name.address());
    if (file == null) {
      file = absolute(v, name.limit(length.get()).getString());
      files.put(name.address(), file);
    }
    return new SourceLoc(file, line, column);
  }

  private String absolute(LLVMValueRef v, String file) {
    if (file.isEmpty() || file.startsWith("/")) {
      return file;
    }
    BytePointer dir = LLVMGetDebugLocDirectory(v, length);
    if (Llvm.isNull(dir)) {
      return file;
    }
    String directory = dir.limit(length.get()).getString();
    return directory.isEmpty() ? file : Path.of(directory, file).normalize().toString();
  }

  private static boolean isInstruction(LLVMValueRef v) {
    return !Llvm.isNull(LLVMIsAInstruction(v));
  }

  void close() {
    length.close();
  }
}
