// verdict: FALSE
// The text snprintf writes is exact, so a bug that needs one value of the formatted input is found.
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char line[32];
  char c = __VERIFIER_nondet_char();
  int n = snprintf(line, sizeof line, "mode %c %s", c, "octet");
  if (n == 12 && strcmp(line, "mode a octet") == 0) reach_error();
  return 0;
}
