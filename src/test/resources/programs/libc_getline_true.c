// verdict: TRUE
// engines: bmc kinduction
// getline's buffer holds at least 120 bytes, and a short line read into a buffer too small grows
// it to hold the line and its NUL.
#include <stdio.h>
#include <stdlib.h>
extern void reach_error(void);
int main(void) {
  char *line = malloc(2);
  size_t cap = 2;
  long length = __getdelim(&line, &cap, ';', stdin);
  if (length > 0 && length <= 16 && cap < (size_t) length + 1) {
    reach_error();
  }
  free(line);
  char *other = NULL;
  size_t other_cap = 0;
  if (getline(&other, &other_cap, stdin) >= -1 && (other == NULL || other_cap < 120)) {
    reach_error();
  }
  free(other);
  return 0;
}
