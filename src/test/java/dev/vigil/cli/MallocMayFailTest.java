package dev.vigil.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --malloc-may-fail}: an unchecked allocation result is a null dereference that every engine
 * finds and the interpreter replays (the failed allocation is an input of the counterexample); a
 * program that checks its results is proved; without the option allocation never fails. The C
 * library models allocate too: a failed realloc returns null.
 */
class MallocMayFailTest {
  @TempDir Path dir;

  private static final String LIST =
      """
      #include <stdlib.h>
      struct node { int v; struct node *next; };
      struct node *push(struct node *head, int v) {
        struct node *n = malloc(sizeof *n);
        %s
        n->v = v;
        n->next = head;
        return n;
      }
      int main(void) {
        struct node *h = push(0, 1);
        return h ? h->v : 0;
      }
      """;

  private CliRun verify(String check, String engine, boolean mayFail) throws IOException {
    Path file = dir.resolve("list.c");
    Files.writeString(file, LIST.formatted(check));
    List<String> args =
        new ArrayList<>(
            List.of(
                "verify",
                file.toString(),
                "--property",
                "null-deref",
                "--engine",
                engine,
                "--timeout",
                "60"));
    if (mayFail) {
      args.add("--malloc-may-fail");
    }
    return CliRun.of(args.toArray(String[]::new));
  }

  @ParameterizedTest
  @ValueSource(strings = {"kinduction", "bmc", "summaries", "cpa", "dash", "portfolio"})
  void anUncheckedResultIsANullDereference(String engine) throws IOException {
    CliRun run = verify("", engine, true);
    assertEquals("FALSE(null-deref)", run.verdict(), run.out() + run.err());
    assertTrue(run.out().contains("allocation fails = 1"), run.out());
  }

  @Test
  void reallocMayFail() throws IOException {
    Path file = dir.resolve("realloc.c");
    Files.writeString(
        file,
        """
        #include <stdlib.h>
        int main(void) {
          int *a = malloc(2 * sizeof(int));
          if (!a) return 0;
          int *b = realloc(a, 4 * sizeof(int));
          b[3] = 1;
          free(b);
          return 0;
        }
        """);
    CliRun run =
        CliRun.of("verify", file.toString(), "--property", "null-deref", "--malloc-may-fail");
    assertEquals("FALSE(null-deref)", run.verdict(), run.out() + run.err());
    assertTrue(run.out().contains("allocation fails = 1"), run.out());
  }

  /**
   * atftp's opt_get_multicast: the copy that strdup failed to make is tokenised, and strtok_r with
   * a null string continues from its save pointer, null here: glibc dereferences it.
   */
  @Test
  void aFailedCopyTokenisedContinuesFromANullSavePointer() throws IOException {
    Path file = dir.resolve("tokens.c");
    Files.writeString(
        file,
        """
        #include <stdlib.h>
        #include <string.h>
        int first_port(const char *option) {
          char *save = NULL;
          char *copy = strdup(option);
          char *token = strtok_r(copy, ",", &save);
          if (token == NULL) { free(copy); return -1; }
          token = strtok_r(NULL, ",", &save);
          int port = token ? (int) strlen(token) : -1;
          free(copy);
          return port;
        }
        int main(void) { return first_port("239.255.0.1,1758") == 4 ? 0 : 1; }
        """);
    CliRun run =
        CliRun.of("verify", file.toString(), "--property", "null-deref", "--malloc-may-fail");
    assertEquals("FALSE(null-deref)", run.verdict(), run.out() + run.err());
    assertTrue(run.out().contains("allocation fails = 1"), run.out());
    assertTrue(
        run.out().contains("null-deref in strspn (a C library model), from the call at tokens.c:"),
        run.out());
    CliRun never = CliRun.of("verify", file.toString(), "--property", "null-deref");
    assertEquals("TRUE", never.verdict(), never.out() + never.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {"kinduction", "summaries", "cpa", "dash"})
  void checkedResultsAreProved(String engine) throws IOException {
    CliRun run = verify("if (!n) exit(1);", engine, true);
    assertEquals("TRUE", run.verdict(), run.out() + run.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {"kinduction", "summaries"})
  void withoutTheOptionAllocationNeverFails(String engine) throws IOException {
    CliRun run = verify("", engine, false);
    assertEquals("TRUE", run.verdict(), run.out() + run.err());
  }
}
