package dev.vigil.witness;

import dev.vigil.ir.DataModel;
import dev.vigil.ir.Property;
import dev.vigil.task.Specification;
import dev.vigil.task.Task;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What every witness says about its task: the program file as given and the SHA-256 of its bytes,
 * the data model, the specification (SV-COMP's LTL text), the producer and the creation time.
 */
public record WitnessInfo(
    String programFile,
    String programHash,
    DataModel dataModel,
    List<String> formulas,
    String producer,
    String creationTime) {
  public WitnessInfo {
    Objects.requireNonNull(programFile);
    Objects.requireNonNull(programHash);
    Objects.requireNonNull(dataModel);
    formulas = List.copyOf(formulas);
    Objects.requireNonNull(producer);
    Objects.requireNonNull(creationTime);
  }

  /** The information of a task with one input file, created now. */
  public static WitnessInfo of(Task task, String producer) throws IOException {
    Path program = task.inputFiles().get(0);
    String now =
        OffsetDateTime.now(ZoneOffset.UTC)
            .truncatedTo(ChronoUnit.SECONDS)
            .format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    return new WitnessInfo(
        program.toString(),
        sha256(program),
        task.dataModel(),
        task.specification().properties().stream()
            .sorted()
            .map(p -> formula(p, task.specification()))
            .toList(),
        producer,
        now);
  }

  /** SV-COMP's name of the architecture. */
  public String architecture() {
    return dataModel == DataModel.ILP32 ? "32bit" : "64bit";
  }

  /** The hex SHA-256 of a file's bytes. */
  public static String sha256(Path file) throws IOException {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      return HexFormat.of().formatHex(digest.digest(Files.readAllBytes(file)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
  }

  /** The specification as SV-COMP's property files write it, one CHECK per property. */
  public String specification() {
    return formulas.stream()
        .map(f -> "CHECK( init(main()), LTL(" + f + ") )")
        .collect(Collectors.joining("\n"));
  }

  private static String formula(Property p, Specification spec) {
    return switch (p) {
      case UNREACH_CALL ->
          spec.errorLabel()
              .map(l -> "G ! label(" + l + ")")
              .orElseGet(() -> "G ! call(" + spec.errorFunctions().getFirst() + "())");
      case NO_OVERFLOW -> "G ! overflow";
      case VALID_DEREF -> "G valid-deref";
      // SV-COMP has no such property, and a proof of it is no proof of valid-deref: Vigil's own
      // name.
      case NULL_DEREF -> "G ! null-deref";
      case VALID_FREE -> "G valid-free";
      case VALID_MEMTRACK -> "G valid-memtrack";
      case UNDEFINED_BEHAVIOR -> "G def-behavior";
    };
  }
}
