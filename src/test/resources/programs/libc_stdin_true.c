// verdict: TRUE
// engines: bmc kinduction
// scanf assigns its first conversions and leaves the others alone, and its count is at least EOF
// and at most the number of conversions; getchar gives EOF or an unsigned char.
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  int a = 5, b = 7;
  int r = __isoc99_fscanf(stdin, " %d-%x", &a, &b);
  if (r < -1 || r > 2 || (r < 1 && a != 5) || (r < 2 && b != 7)) {
    reach_error();
  }
  int c = getchar();
  if (c < -1 || c > 255) {
    reach_error();
  }
  int u = ungetc('x', stdin);
  if (u != 'x' && u != EOF) {
    reach_error();
  }
  return 0;
}
