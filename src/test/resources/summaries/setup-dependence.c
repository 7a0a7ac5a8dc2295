/* Which null dereferences depend on an entry's context (SetupDependence): on a global's contents,
   on an argument, or on nothing (a local null; the number of an allocation after the harness's). */
#include <stdlib.h>
int flag;
int on_global(void) { int *p = 0; if (flag) return *p; return 0; }
int on_argument(int k) { int *p = 0; if (k > 3) return *p; return 0; }
int on_nothing(void) { int *p = 0; return *p; }
int after_allocation(int *given) { int *q = malloc(4); int *p = 0; free(q); return *p; }
int main(void) { return 0; }
