/**
 * C to IR. {@link dev.vigil.frontend.Frontend#load} runs the clang bundled with org.bytedeco:llvm
 * ({@code ClangCompiler}: lenient old C, debug information, a mark at each uninitialised local's
 * declaration and a check on each signed left shift), links the C library models where the program
 * calls them ({@code LibcModels}, {@code libc_models.c}), makes small semantics-preserving edits
 * ({@code UninitializedLocals}, {@code SignedShifts}), runs mem2reg, and lifts every function
 * reachable from {@code main} through the LLVM C API into {@link dev.vigil.ir} ({@code
 * ProgramLifter}, {@code FunctionLifter} and the instruction lifters). What it chooses where C or
 * LLVM leave room is listed in docs/SEMANTICS.md. The only package that imports {@code
 * org.bytedeco}.
 */
package dev.vigil.frontend;
