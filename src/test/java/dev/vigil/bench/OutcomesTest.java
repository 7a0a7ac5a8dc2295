package dev.vigil.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** How a child's exit, output and resource use become an answer; and limit parsing. */
class OutcomesTest {
  private static final Limits LIMITS = Limits.of(10, 1L << 30);
  private static final String TRUE_JSON = "{\"result\": \"TRUE\", \"verdict\": \"true\"}";

  private static Measurement ended(int exitCode, double cpu, long memory) {
    return new Measurement(exitCode, cpu, cpu, memory, Measurement.Exceeded.NONE);
  }

  @Test
  void theChildsJsonVerdictIsTheAnswer() {
    assertEquals(Answer.proved(), Outcomes.answer(ended(0, 1, 1 << 20), LIMITS, TRUE_JSON, ""));
    assertEquals(
        Answer.violated("valid-free"),
        Outcomes.answer(
            ended(0, 1, 1 << 20),
            LIMITS,
            "{\"verdict\": \"false\", \"violated\": \"valid-free\"}",
            ""));
    assertEquals(
        Answer.unknown("unsupported", "unsupported: goto at a.c:3"),
        Outcomes.answer(
            ended(0, 1, 1 << 20),
            LIMITS,
            "{\"verdict\": \"unknown\", \"reason\": \"unsupported: goto at a.c:3\", \"unknown\":"
                + " {\"kind\": \"unsupported\"}}",
            ""));
    assertEquals(
        Answer.unknown("timeout", "timeout; inductive step disabled: recursion"),
        Outcomes.answer(
            ended(0, 1, 1 << 20),
            LIMITS,
            "{\"verdict\": \"unknown\", \"reason\": \"timeout; inductive step disabled:"
                + " recursion\"}",
            ""),
        "JSON of a Vigil without reason kinds");
  }

  @Test
  void aVerdictPastALimitIsNotCounted() {
    assertEquals(
        Answer.timeout(), Outcomes.answer(ended(0, 10.01, 1 << 20), LIMITS, TRUE_JSON, ""));
    assertEquals(
        Answer.outOfMemory(), Outcomes.answer(ended(0, 1, (1L << 30) + 1), LIMITS, TRUE_JSON, ""));
    Measurement killed = new Measurement(-1, 3, 3, 1 << 20, Measurement.Exceeded.MEMORY);
    assertEquals(Answer.outOfMemory(), Outcomes.answer(killed, LIMITS, TRUE_JSON, ""));
  }

  @Test
  void failuresBecomeUnknownWithAReason() {
    assertEquals(
        Answer.unknown(Answer.ERROR, "error: cannot read x.c"),
        Outcomes.answer(ended(1, 1, 1 << 20), LIMITS, "", "vigil: error: cannot read x.c\n"));
    assertEquals(
        Answer.unknown(
            Answer.ERROR,
            "internal error: IllegalStateException: boom (set VIGIL_DEBUG=1 for details)"),
        Outcomes.answer(
            ended(3, 1, 1 << 20),
            LIMITS,
            "",
            "vigil: internal error: IllegalStateException: boom (set VIGIL_DEBUG=1 for"
                + " details)\n"));
    assertEquals(
        Answer.unknown(Answer.ERROR, "error: killed by signal 11"),
        Outcomes.answer(ended(139, 1, 1 << 20), LIMITS, "", "core"));
    assertEquals(
        Answer.unknown(Answer.ERROR, "error: exit code 0"),
        Outcomes.answer(ended(0, 1, 1 << 20), LIMITS, "not json", ""));
    assertEquals(
        Answer.outOfMemory(),
        Outcomes.answer(
            ended(1, 1, 1 << 20),
            LIMITS,
            "",
            "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"));
  }

  @Test
  void memorySizesParse() throws BenchException {
    assertEquals(4000L << 20, Limits.parseMemory("4000"));
    assertEquals(512L << 20, Limits.parseMemory("512MB"));
    assertEquals(4L << 30, Limits.parseMemory("4GB"));
    assertEquals(3L << 29, Limits.parseMemory("1.5g"));
    assertEquals(2L << 30, Limits.parseMemory("2GiB"));
    assertThrows(BenchException.class, () -> Limits.parseMemory("lots"));
    assertThrows(BenchException.class, () -> Limits.parseMemory("4000B"));
    assertThrows(BenchException.class, () -> Limits.parseMemory("1MB"));
  }

  @Test
  void theChildGetsThreeQuartersOfTheLimitAsHeap() {
    assertEquals(3072, JavaCommand.heapMb(Limits.of(1, 4L << 30)));
  }
}
