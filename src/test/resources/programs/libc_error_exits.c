// verdict: TRUE
// glibc's error and error_at_line exit when their status is not zero (error_at_line may return
// instead when error_one_per_line is set), and return when it is zero.
#include <error.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  error(0, 0, "starting with %d", n);
  error_at_line(0, 0, "prog.c", 12, "still %d", n);
  if (n < 0) error(2, 0, "negative: %d", n);
  if (n < 0) reach_error();
  return 0;
}
