/* Variadic functions with a body: va_start, va_arg of each promoted kind, va_copy, va_end, a
   va_list passed on, a variadic call through a pointer, and calls with no extra argument. */
#include <stdarg.h>
#include "difftest.h"

static long sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, int);
  }
  va_end(ap);
  return s;
}

/* Reads the kinds named: i int, l long, L long long, u unsigned, d double, p pointer to int. */
static double mixed(const char *kinds, va_list ap) {
  double s = 0;
  for (; *kinds; kinds++) {
    switch (*kinds) {
      case 'i': s += va_arg(ap, int); break;
      case 'l': s += va_arg(ap, long); break;
      case 'L': s += va_arg(ap, long long); break;
      case 'u': s += va_arg(ap, unsigned); break;
      case 'd': s += va_arg(ap, double); break;
      default: s += *va_arg(ap, int *); break;
    }
  }
  return s;
}

static double twice(const char *kinds, ...) {
  va_list ap, again;
  va_start(ap, kinds);
  va_copy(again, ap);
  double first = mixed(kinds, ap);
  double second = mixed(kinds, again);
  va_end(again);
  va_end(ap);
  return first + second;
}

static int count(int first, ...) { return first; }

int main(void) {
  out_i(sum(0));
  out_i(sum(1, 7));
  out_i(sum(4, 1, -2, 30, 400));
  out_i(sum(3, (char)-5, (short)300, 1 << 30));
  int x = 11;
  out_i(twice("ildpLu", -3, 100000L, 2.5f, &x, 1LL << 40, 4000000000u) == 2 * (-3 + 100000 + 2.5 + 11 + 1099511627776.0 + 4000000000.0));
  out_i((int)twice(""));
  long (*f)(int, ...) = sum;
  out_i(f(2, 20, 22));
  out_i(count(9));
  out_i(count(9, 1.0, 2));
  return 0;
}
