package dev.vigil.engine.dash;

import dev.vigil.ir.Function;
import dev.vigil.smt.Smt;
import dev.vigil.smt.StateTemplate;
import java.util.HashMap;
import java.util.Map;

/**
 * What analyses of callees proved, kept for reuse across frontiers and contexts: for each function,
 * a predicate on its entry states outside of which no error inside it (or its callees) can be
 * reached. Each comes from a PASS of DASH_call, whose initial-region refinements together cover
 * every entry state that can reach an error; the conjunction of several is such a cover too.
 */
final class Summaries {
  private final Smt smt;
  private final Map<String, Pred> errors = new HashMap<>();
  private final Map<String, StateTemplate> templates = new HashMap<>();

  Summaries(Smt smt) {
    this.smt = smt;
  }

  /** The entry template the summaries of {@code f} are stated over. */
  StateTemplate template(Function f, Dash dash) throws dev.vigil.smt.Unsupported {
    StateTemplate t = templates.get(f.name());
    if (t == null) {
      t = dash.encoder.template(dash.index.variables(f));
      templates.put(f.name(), t);
    }
    return t;
  }

  /** The cover of the entry states of {@code f} that may reach an error, if one is known. */
  Pred errors(Function f) {
    return errors.get(f.name());
  }

  void addErrors(Function f, Pred cover) {
    errors.merge(f.name(), cover, (a, b) -> a.and(smt, b));
  }
}
