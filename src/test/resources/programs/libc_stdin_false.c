// verdict: FALSE
// What getchar and scanf read from stdin is the program's input: the counterexample is an input
// ("q", then the number 42 and a character that is not a comma), and it replays.
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  int a = 5, b = 7;
  if (getchar() == 'q' && scanf("%d,%d", &a, &b) == 1 && a == 42 && b == 7) {
    reach_error();
  }
  return 0;
}
