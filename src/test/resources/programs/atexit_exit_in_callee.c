// verdict: FALSE
// exit, called anywhere, runs the handlers; main never returns here.
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void handler(void) { reach_error(); }
void work(int n) { if (n > 3) exit(1); }
int main(void) {
  atexit(handler);
  work(__VERIFIER_nondet_int());
  while (1) {}
}
