// verdict: FALSE
// getline allocates 120 bytes for a null buffer and reads a line of input into it.
#include <stdio.h>
#include <stdlib.h>
extern void reach_error(void);
int main(void) {
  char *line = NULL;
  size_t cap = 0;
  long length = getline(&line, &cap, stdin);
  if (length == 3 && line[0] == 'o' && line[1] == 'k' && line[3] == 0 && cap == 120) {
    reach_error();
  }
  free(line);
  return 0;
}
