// verdict: UNKNOWN error_at_line
// error_at_line with a non-zero status returns when error_one_per_line is set and the place
// repeats, which the model leaves open: the error after it is not reported.
#include <error.h>
extern void reach_error(void);
int main(void) {
  error_at_line(1, 0, "prog.c", 7, "failed");
  reach_error();
  return 0;
}
