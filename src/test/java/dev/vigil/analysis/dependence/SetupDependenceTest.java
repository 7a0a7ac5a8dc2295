package dev.vigil.analysis.dependence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.vigil.frontend.Frontend;
import dev.vigil.frontend.FrontendOptions;
import dev.vigil.ir.DataModel;
import dev.vigil.ir.Edge;
import dev.vigil.ir.Op;
import dev.vigil.ir.Program;
import dev.vigil.ir.Property;
import dev.vigil.ir.SourceLoc;
import dev.vigil.spec.EntryHarness;
import dev.vigil.spec.Instrumenter;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Whether a null dereference depends on what an entry's harness sets up. */
class SetupDependenceTest {

  private static boolean dependsOnContext(String entry) throws Exception {
    Program whole =
        Frontend.load(
            Path.of("src/test/resources/summaries/setup-dependence.c"),
            FrontendOptions.defaults(DataModel.LP64)
                .withRoots(new FrontendOptions.Roots(List.of())));
    Program p =
        Instrumenter.instrument(EntryHarness.around(whole, entry), Set.of(Property.NULL_DEREF));
    List<SourceLoc> checks =
        p.function(entry).orElseThrow().cfa().edges().stream()
            .filter(e -> e.op() instanceof Op.Error err && err.property() == Property.NULL_DEREF)
            .map(Edge::loc)
            .distinct()
            .toList();
    assertEquals(1, checks.size(), checks.toString());
    return SetupDependence.of(p, Property.NULL_DEREF, checks.get(0));
  }

  @Test
  void aGlobalsContentsAreContext() throws Exception {
    assertEquals(true, dependsOnContext("on_global"));
  }

  @Test
  void anArgumentIsContext() throws Exception {
    assertEquals(true, dependsOnContext("on_argument"));
  }

  @Test
  void aLocalNullIsNot() throws Exception {
    assertEquals(false, dependsOnContext("on_nothing"));
  }

  /** The harness's allocations come before the entry's, but an object's number is no context. */
  @Test
  void anAllocationsNumberIsNot() throws Exception {
    assertEquals(false, dependsOnContext("after_allocation"));
  }
}
