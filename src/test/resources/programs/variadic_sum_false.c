// verdict: FALSE
// A variadic function reads its extra arguments with va_arg: the sum of three inputs is checked.
#include <stdarg.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, int);
  }
  va_end(ap);
  return s;
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 100) return 0;
  if (sum(3, a, 2 * a, 1) == 100) reach_error();
  return 0;
}
