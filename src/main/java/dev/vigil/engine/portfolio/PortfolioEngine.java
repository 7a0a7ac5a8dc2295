package dev.vigil.engine.portfolio;

import dev.vigil.engine.Budget;
import dev.vigil.engine.Engine;
import dev.vigil.engine.EngineDescriptor;
import dev.vigil.engine.EngineOption;
import dev.vigil.engine.OptionValues;
import dev.vigil.engine.Reason;
import dev.vigil.engine.Result;
import dev.vigil.engine.Statistics;
import dev.vigil.engine.Verdict;
import dev.vigil.ir.Program;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Runs engines one after another until one answers. Each stage gets its weight's share of the CPU
 * time left when its turn comes, so the time a stage does not use (an UNKNOWN it finds early, such
 * as recursion that k-induction cannot handle) goes to the stages after it. TRUE and FALSE pass
 * through with the answering stage's statistics and picture; the caller replays a FALSE as it does
 * any engine's.
 */
public final class PortfolioEngine implements Engine {
  public static final String NAME = "portfolio";

  /**
   * The default order: the strongest engine first, then those that prove what it cannot. At 60 s
   * k-induction has 30 s, cpa 20 s (its systemc proofs take 8-17 s) and dash what is left.
   */
  static final String DEFAULT_STAGES = "kinduction:3,cpa:2,dash:1";

  static final EngineOption<Stage.Plan> STAGES =
      EngineOption.choice(
          "stages",
          "ENGINE:WEIGHT,...",
          Stage.parsePlan(DEFAULT_STAGES),
          DEFAULT_STAGES,
          "the engines in the order they run, each with its share of the time left",
          Stage::parsePlan);

  /**
   * One stage with its engine's descriptor and the option values given (each engine reads its own).
   * The engine is made only when its turn comes: a run that the first stage settles loads nothing
   * of the others.
   */
  private record Member(Stage stage, EngineDescriptor engine, OptionValues values) {
    Engine create() {
      return engine.create(values);
    }

    boolean takes(String option) {
      return engine.options().stream().anyMatch(o -> o.name().equals(option));
    }
  }

  private final List<Member> members;

  private PortfolioEngine(List<Member> members) {
    this.members = List.copyOf(members);
  }

  /**
   * The portfolio's descriptor over {@code engines}, the engines it may run: the command line's
   * registry gives it the others' descriptors, so that this package needs none of them.
   */
  public static EngineDescriptor descriptor(List<EngineDescriptor> engines) {
    Map<String, EngineDescriptor> byName =
        engines.stream()
            .collect(Collectors.toUnmodifiableMap(EngineDescriptor::name, Function.identity()));
    List<EngineOption<?>> forwarded =
        engines.stream().flatMap(d -> d.options().stream()).distinct().toList();
    return new EngineDescriptor(
        NAME,
        "runs engines one after another, each in its share of the time left, until one answers;"
            + " the options of its stages' engines pass on to them",
        List.of(STAGES),
        forwarded,
        values -> create(values, byName));
  }

  private static Engine create(OptionValues values, Map<String, EngineDescriptor> engines) {
    List<Member> members = new ArrayList<>();
    for (Stage stage : values.get(STAGES).stages()) {
      EngineDescriptor engine = engines.get(stage.engine());
      if (engine == null) {
        throw new IllegalArgumentException(
            "the portfolio cannot run '"
                + stage.engine()
                + "' (it runs: "
                + engines.keySet().stream().sorted().collect(Collectors.joining(", "))
                + ")");
      }
      members.add(new Member(stage, engine, values));
    }
    for (String option : values.names()) {
      if (!option.equals(STAGES.name()) && members.stream().noneMatch(m -> m.takes(option))) {
        throw new IllegalArgumentException(
            "no stage of the portfolio runs an engine with option --" + option);
      }
    }
    // An engine given options is made now, so that values that do not fit together are a usage
    // error before the run, not in its middle.
    members.stream()
        .filter(m -> values.names().stream().anyMatch(m::takes))
        .forEach(Member::create);
    return new PortfolioEngine(members);
  }

  @Override
  public Result verify(Program program, Budget budget) {
    Statistics.Builder statistics = Statistics.builder();
    List<Reason.Note> unknowns = new ArrayList<>();
    int weightLeft = members.stream().mapToInt(m -> m.stage().weight()).sum();
    for (Member member : members) {
      if (budget.exhausted()) {
        break;
      }
      String name = member.stage().engine();
      int weight = member.stage().weight();
      // The last stage keeps the whole budget, so that its end is the budget's own. Nanoseconds,
      // not Duration's multipliedBy: its BigDecimal arithmetic costs a short run ~10 ms of CPU
      // (BigDecimal's class initialization).
      Budget share =
          weight == weightLeft
              ? budget
              : budget.slice(Duration.ofNanos(budget.remaining().toNanos() / weightLeft * weight));
      weightLeft -= weight;
      Duration before = budget.remaining();
      Result result = member.create().verify(program, share);
      statistics.time("portfolio_" + name + "_s", before.minus(budget.remaining()));
      switch (result.verdict()) {
        case Verdict.Proved _, Verdict.Violated _ -> {
          return answer(name, result, statistics);
        }
        case Verdict.Unknown unknown -> unknowns.add(new Reason.Note(name, unknown.reason()));
      }
    }
    return new Result(new Verdict.Unknown(reason(unknowns, budget)), statistics.build());
  }

  private static Result answer(String engine, Result result, Statistics.Builder statistics) {
    return new Result(
        result.verdict(),
        statistics.text("portfolio_answer", engine).add(result.statistics()).build(),
        result.picture());
  }

  /**
   * Why no stage answered: a timeout or lack of memory when the whole budget is spent, otherwise
   * the first stage's reason (the strongest engine's account); every stage's reason is a note.
   */
  private static Reason reason(List<Reason.Note> unknowns, Budget budget) {
    Reason main;
    if (budget.outOfMemory()) {
      main = Reason.outOfMemory();
    } else if (budget.exhausted() || unknowns.isEmpty()) {
      main = Reason.timeout();
    } else {
      main = unknowns.get(0).reason();
    }
    Reason withNotes = new Reason(main.kind(), main.detail(), main.location(), List.of());
    for (Reason.Note note : unknowns) {
      withNotes = withNotes.withNote(note.context(), note.reason());
    }
    return withNotes;
  }

  @Override
  public String toString() {
    return NAME + members.stream().map(m -> m.stage().toString()).toList();
  }

  /** The stages, for tests. */
  List<Stage> stages() {
    return members.stream().map(Member::stage).toList();
  }
}
