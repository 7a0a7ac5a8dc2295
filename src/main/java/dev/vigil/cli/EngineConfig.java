package dev.vigil.cli;

import java.time.Duration;
import java.util.OptionalInt;

/**
 * The engine-related options of the command line, in one place. Each engine's registry entry
 * turns these into that engine's own options record.
 */
record EngineConfig(
    Duration timeout,
    long seed,
    OptionalInt unwind,
    OptionalInt maxUnwind,
    String solver,
    OptionalInt maxK,
    boolean bidirectional,
    String invariants,
    boolean incremental) {}
