// verdict: FALSE
// property: valid-memsafety
// A use after free that does not depend on what fill wrote.
#include <stdlib.h>
extern void fill(int *p);
int main(void) {
  int x = 0;
  fill(&x);
  int *p = malloc(sizeof(int));
  free(p);
  *p = 1;
  return 0;
}
