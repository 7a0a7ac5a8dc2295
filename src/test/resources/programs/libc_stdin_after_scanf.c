// verdict: UNKNOWN particular result
// engines: bmc kinduction
// After "%d" the next character is not a digit, and a scanf that failed to match leaves the
// character that failed, so the retry fails too: the model does not follow either, and answers
// neither TRUE nor FALSE.
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  int a, b;
  if (scanf("%d", &a) == 1) {
    if (getchar() == '7') {
      reach_error();
    }
  } else if (scanf("%d", &b) == 1) {
    reach_error();
  }
  return 0;
}
