/**
 * C to IR: runs the clang bundled with org.bytedeco:llvm to get bitcode with debug information,
 * runs semantics-preserving passes (mem2reg), and lifts every function through the LLVM C API into
 * {@link dev.vigil.ir}. The only package that imports {@code org.bytedeco}.
 */
package dev.vigil.frontend;
