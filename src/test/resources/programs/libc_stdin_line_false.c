// verdict: FALSE
// A short line that fgets reads from stdin is the program's input, character by character.
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char line[8];
  if (fgets(line, sizeof line, stdin) != NULL && strcmp(line, "go\n") == 0) {
    reach_error();
  }
  return 0;
}
