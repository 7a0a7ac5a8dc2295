/** Presents results to people and programs: verdict lines, counterexample traces, JSON. */
package dev.vigil.report;
