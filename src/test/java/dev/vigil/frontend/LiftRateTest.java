package dev.vigil.frontend;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vigil.ir.Program;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Lifts every task input of the shared benchmarks. Constructs Vigil cannot model yet are fine
 * (UNKNOWN with a reason), below 95% lifted is not, and any other failure is a bug.
 */
class LiftRateTest {
  @Test
  void liftsTheSharedTasks() {
    Optional<Path> shared = SharedTasks.directory();
    assumeTrue(shared.isPresent(), "shared benchmarks not found (set -Dvigil.shared=DIR)");
    List<SharedTasks.Task> tasks = SharedTasks.all(shared.get());
    Map<String, List<String>> unsupported = new TreeMap<>();
    List<String> failed = new ArrayList<>();
    int lifted = 0;
    long start = System.nanoTime();
    for (SharedTasks.Task task : tasks) {
      try {
        Program p = Frontend.load(task.input(), FrontendOptions.defaults(task.dataModel()));
        assertTrue(p.function("main").isPresent());
        lifted++;
      } catch (UnsupportedFeatureException e) {
        unsupported.computeIfAbsent(e.feature(), k -> new ArrayList<>()).add(task.name());
      } catch (FrontendException | RuntimeException e) {
        failed.add(task.name() + ": " + e);
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    System.out.printf("lifted %d of %d tasks in %.1f s%n", lifted, tasks.size(), seconds);
    unsupported.forEach(
        (feature, names) ->
            System.out.println("unsupported: " + feature + " (" + names.size() + "): " + names));
    failed.forEach(f -> System.out.println("FAILED " + f));
    assertTrue(failed.isEmpty(), "failures: " + failed);
    assertTrue(lifted >= 0.95 * tasks.size(), "lifted only " + lifted + " of " + tasks.size());
  }
}
