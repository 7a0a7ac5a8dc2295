package dev.vigil.engine.kinduction;

import dev.vigil.analysis.Loops;
import dev.vigil.engine.Picture;
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

  static Picture of(Program program, int k) {
    List<Picture.LoopBound> loops = new ArrayList<>();
    for (Function f : program.functions().values()) {
      for (Location head : Loops.of(f.cfa()).heads()) {
        SourceLoc loc = ProofInvariants.sourceOf(f.cfa(), head);
        if (loc.isKnown()) {
          loops.add(new Picture.LoopBound(f.name(), loc, k));
        }
      }
    }
    return new Picture.LoopBounds(
        "k",
        "Each loop was unwound k times in the base case; the inductive step ran k iterations",
        loops);
  }
}
