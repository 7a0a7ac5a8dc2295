// verdict: TRUE
// engines: bmc
// sscanf as glibc: counts, EOF, %n, widths, a failed match that stops the rest.
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  int a = -1, b = -1, n = -1;
  char w[4], c;
  if (sscanf("12 34", "%d%d%n", &a, &b, &n) != 2 || a != 12 || b != 34 || n != 5) reach_error();
  if (sscanf("", "%d", &a) != -1 || sscanf("x", "%d", &a) != 0) reach_error();
  if (sscanf("0x1f", "%x", (unsigned *) &a) != 1 || a != 31) reach_error();
  if (sscanf("abcdef", "%3s%c", w, &c) != 2 || w[2] != 'c' || w[3] != 0 || c != 'd') reach_error();
  if (sscanf("7-8", "%d.%d", &a, &b) != 1 || a != 7) reach_error();
  if (sscanf("12345", "%2d%*d%n", &a, &n) != 1 || a != 12 || n != 5) reach_error();
  return 0;
}
