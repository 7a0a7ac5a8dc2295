// verdict: FALSE
// sscanf reads its string as glibc does: the error needs "-7" parsed, with %n counting 2.
#include <stdio.h>
extern void reach_error(void);
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char s[3];
  for (int i = 0; i < 2; i++) {
    s[i] = __VERIFIER_nondet_char();
  }
  s[2] = 0;
  int a = 0, n = 0;
  if (sscanf(s, "%d%n", &a, &n) == 1 && a == -7 && n == 2) {
    reach_error();
  }
  return 0;
}
