// verdict: TRUE
// engines: bmc
// Allocation and bulk memory: IR operations and the realloc model.
#include <alloca.h>
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  int *a = malloc(2 * sizeof(int));
  int *b = calloc(2, sizeof(int));
  char *c = alloca(4);
  char *d = __builtin_alloca(4);
  if (a == 0 || b[1] != 0) reach_error();
  memset(a, 0, 2 * sizeof(int));
  a[1] = 7;
  memcpy(c, "abc", 4);
  memmove(d, c, 4);
  a = realloc(a, 4 * sizeof(int));
  if (a[1] != 7 || d[2] != 'c') reach_error();
  free(a);
  free(b);
  return 0;
}
