package dev.vigil.engine.kinduction;

import dev.vigil.analysis.Loops;
import dev.vigil.engine.Picture;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Function;
import dev.vigil.ir.Location;
import dev.vigil.ir.Program;
import dev.vigil.ir.SourceLoc;
import java.util.ArrayList;
import java.util.List;

/**
 * k-induction's picture for the report: the k it reached, at every loop head of the program that
 * has a source position (library models have none).
 */
final class LoopPicture {
  private LoopPicture() {}

  static Picture of(Program program, int k, Verdict verdict) {
    List<Picture.LoopBound> loops = new ArrayList<>();
    for (Function f : program.functions().values()) {
      for (Location head : Loops.of(f.cfa()).heads()) {
        SourceLoc loc = ProofInvariants.sourceOf(f.cfa(), head);
        if (loc.isKnown()) {
          loops.add(new Picture.LoopBound(f.name(), loc, k));
        }
      }
    }
    // Only a proof comes from an inductive step; a counterexample or a stop is the base case's k.
    String caption =
        verdict instanceof Verdict.Proved
            ? "Each loop was unwound k times in the base case; the inductive step ran k iterations"
            : "The base case had unwound each loop k times";
    return new Picture.LoopBounds("k", caption, loops);
  }
}
