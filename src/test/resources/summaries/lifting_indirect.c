/* A callback's violation is lifted to the functions that call through a pointer of its type
   (--all-functions --property null-deref): handler dereferences its argument, null when
   dispatch(0) calls it from the table, as main does; add's only calls through a pointer (in apply)
   pass a valid one, and dispatch's calls are of another type (one argument). */
int seven = 7;
int handler(int *p) { return *p; }
int ignore(int *p) { return 0; }
int add(int *p, int n) { return *p + n; }
int (*const table[2])(int *) = {handler, ignore};
int (*adder)(int *, int) = add;
static int dispatch(int i) { return table[i & 1](0); }
static int apply(void) { return adder(&seven, 1); }
int main(void) { return dispatch(0) + apply(); }
