// verdict: FALSE
// sscanf reads its string as glibc does: the error needs "1.2" (or " 1.2", "1.02", ...) parsed.
#include <stdio.h>
extern void reach_error(void);
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char s[4];
  for (int i = 0; i < 3; i++) {
    s[i] = __VERIFIER_nondet_char();
  }
  s[3] = 0;
  int a = 0, b = 0;
  if (sscanf(s, "%d.%d", &a, &b) == 2 && a == 1 && b == 2) {
    reach_error();
  }
  return 0;
}
