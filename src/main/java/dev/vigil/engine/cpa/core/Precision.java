package dev.vigil.engine.cpa.core;

/** What an analysis tracks (variables, predicates, a slice); refinement makes it finer. */
public interface Precision {}
