package dev.vigil.engine.shared;

import dev.vigil.interp.InputSupplier;
import dev.vigil.ir.Expr;
import dev.vigil.ir.InputOrigin;
import dev.vigil.ir.Op;
import dev.vigil.ir.Type;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Passes inputs through and remembers the uninitialised bytes a run read, by address. */
final class RecordingInputs implements InputSupplier {
  private final InputSupplier inputs;
  private final Map<Long, Byte> bytes = new LinkedHashMap<>();

  RecordingInputs(InputSupplier inputs) {
    this.inputs = inputs;
  }

  @Override
  public Expr next(Type type, InputOrigin origin) {
    return inputs.next(type, origin);
  }

  @Override
  public Expr next(Op.Havoc site) {
    return inputs.next(site);
  }

  @Override
  public byte uninitializedByte(long address) {
    byte b = inputs.uninitializedByte(address);
    bytes.put(address, b);
    return b;
  }

  Map<Long, Byte> bytesRead() {
    return Collections.unmodifiableMap(bytes);
  }
}
