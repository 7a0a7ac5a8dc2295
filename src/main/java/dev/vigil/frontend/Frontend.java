package dev.vigil.frontend;

import dev.vigil.ir.Program;
import java.nio.file.Path;

/** Reads a C ({@code .c}, {@code .i}) or LLVM ({@code .ll}, {@code .bc}) file into the IR. */
public final class Frontend {
  private Frontend() {}

  public static Program load(Path file, FrontendOptions options) throws FrontendException {
    throw new FrontendException("the front end is not built yet");
  }
}
