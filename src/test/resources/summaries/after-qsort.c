/* Code after a call Vigil does not support (qsort calls back into the program): the runs that
   reach it are lost, but its calls still count as calls. width is only ever called from serve,
   with a string, so from --entry width its argument is not null. */
#include <stdlib.h>
static int order(const void *a, const void *b) { return *(const int *) a - *(const int *) b; }
static int width(const char *s) { return s[0]; }
int serve(void) {
  int v[2] = {2, 1};
  qsort(v, 2, sizeof v[0], order);
  return width("x");
}
int main(void) { return serve(); }
