// verdict: FALSE
// property: valid-memsafety
// engines: bmc
// sscanf reads its whole string first (glibc looks for the end), not only what the format takes.
#include <stdio.h>
int main(void) {
  char s[2] = {'1', '2'};
  int x;
  return sscanf(s, "%1d", &x);
}
