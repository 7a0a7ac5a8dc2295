// verdict: TRUE
// engines: bmc kinduction
// fgets ends what it read with a NUL within n bytes, writes nothing when it returns NULL at end of
// file, and never leaves a newline before the end of the line. (A NUL read ends the string early,
// as it does in C: "\0" then EOF is an empty string.)
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char line[6] = "abcde";
  if (fgets(line, 4, stdin) == NULL) {
    return 0;
  }
  size_t n = strlen(line);
  if (n > 3 || (n > 0 && memchr(line, '\n', n - 1) != NULL) || line[4] != 'e') {
    reach_error();
  }
  return 0;
}
