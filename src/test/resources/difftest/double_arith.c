/* double (binary64) arithmetic: rounding, subnormals, overflow, accumulation. */
#include "difftest.h"

double gd = 0.1;

int main(void) {
  out_d(gd + 0.2);
  out_i(gd + 0.2 == 0.3);
  out_d(1.0 / 3.0);
  out_d(1e308 * 10.0);
  out_d(-1e308 * 10.0);
  out_d(5e-324 / 2.0);          /* ties to even: 0 */
  out_d(5e-324 * 3.0);
  out_d(2.2250738585072014e-308 / 4.0);
  out_d(9007199254740992.0 + 1.0);
  out_d(9007199254740992.0 + 3.0);
  out_d(1e16 + 1.0 - 1e16);
  double s = 0.0;
  for (int i = 1; i <= 2000; i++) {
    s += 1.0 / ((double)i * i);
  }
  out_d(s);
  double k = 0.0, comp = 0.0;
  for (int i = 0; i < 1000; i++) {
    double y = 0.1 - comp;
    double t = k + y;
    comp = (t - k) - y;
    k = t;
  }
  out_d(k);
  out_d(comp);
  double x = 1.0;
  for (int i = 0; i < 60; i++) {
    x = x / 2.0 + 1.0 / x;      /* Newton iteration for sqrt(2) */
  }
  out_d(x);
  out_d(x * x - 2.0);
  out_d(-gd);
  out_d(gd - gd);
  out_d(-gd + gd);
  out_d(123456.789 * 1e-3);
  out_d(1.0 / 7.0 * 7.0);
  out_i(1.0 / 7.0 * 7.0 == 1.0);
  double e = 1.0, term = 1.0;
  for (int i = 1; i < 20; i++) {
    term /= i;
    e += term;
  }
  out_d(e);
  out_i(e > 2.718281828 && e < 2.718281829);
  return 0;
}
