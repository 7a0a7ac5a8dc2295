// verdict: TRUE
// _Exit, _exit and abort run no handlers.
#include <stdlib.h>
#include <unistd.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void handler(void) { reach_error(); }
int main(void) {
  atexit(handler);
  int n = __VERIFIER_nondet_int();
  if (n == 0) _Exit(0);
  if (n == 1) _exit(0);
  if (n == 2) __builtin_abort();
  abort();
}
