/* A program of two translation units: a call across files, a global defined in util.c and
   used here, and a static function whose name util.c uses for another one. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
extern int counter;
int bump(int by);

static int scale(int x) { return 2 * x; }

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) return 0;
  counter = n;
  int r = bump(scale(1));
  /* util.c's scale triples: counter = n + 6 / 2 + 2, and r is the new counter */
  if (r != n + 5 || counter != n + 5) reach_error();
  return 0;
}
