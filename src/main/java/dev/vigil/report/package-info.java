/**
 * The one place that renders results, for people and programs: verdict lines and reasons,
 * counterexample traces, proofs with their invariants in C, statistics, the JSON of {@code --json}
 * and {@code --cex}, and the engine listing. Other packages hand it typed results.
 */
package dev.vigil.report;
