/**
 * Benchmarking: runs {@code vigil verify} on sets of SV-COMP tasks, one child process per task
 * under a CPU-time and memory limit, scores the verdicts as SV-COMP does, and writes results (CSV,
 * JSON), summaries (Markdown, HTML) and plots; compares two runs. The child command is injectable
 * ({@link dev.vigil.bench.ChildCommand}), so the runner never verifies in-process.
 */
package dev.vigil.bench;
