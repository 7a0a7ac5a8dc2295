/* Unknown code that may write every stack and heap object (fill is given buf's address, so it may
   keep it), after a call that allocates and is left abstract: any number of objects may exist then,
   and the havoc must cover them all at once (naming them one by one did not end, and ran out of
   memory). From entry, p may be null: the check guards it, so no null dereference. */
#include <stdlib.h>
extern void fill(char *buf);
static int *make(void) { return malloc(sizeof(int)); }
int entry(int *p) {
  char buf[4];
  int *q = make();
  fill(buf);
  free(q);
  return p ? *p : 0;
}
int main(void) {
  int v = 1;
  return entry(&v);
}
