/* As main.c, but expects the other file's scale (a mistake): FALSE. */
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
  if (r != n + 4) reach_error();
  return 0;
}
