package dev.vigil.engine.cpa.core;

/** An element of an abstract domain: a set of concrete states, as an analysis represents it. */
public interface AbstractState {}
