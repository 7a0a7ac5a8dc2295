// verdict: FALSE
// A conversion's value decides the error: "0x1f" or "037" with every character read.
#include <stdlib.h>
extern void reach_error(void);
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char s[5];
  for (int i = 0; i < 4; i++) {
    s[i] = __VERIFIER_nondet_char();
  }
  s[4] = 0;
  char *end;
  if (strtoul(s, &end, 0) == 31 && end == s + 4) {
    reach_error();
  }
  return 0;
}
