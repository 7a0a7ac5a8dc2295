/* More floating point: subnormal floats, double-to-float rounding at the edges, comparisons in
   conditions and selects, mixed float and integer expressions. */
#include "difftest.h"

static int order(double a, double b) {
  if (a < b) return 1;
  if (a > b) return 2;
  if (a == b) return 3;
  return 4;                     /* unordered */
}

int main(void) {
  out_f((float)1e-40);          /* a subnormal float */
  out_f((float)1.4e-45);        /* the smallest subnormal */
  out_f((float)7e-46);          /* exactly half of it rounds to even: 0 */
  out_f((float)7.1e-46);        /* above half: the smallest subnormal */
  out_f((float)-3e-39);
  out_f(1e-40f * 1e5f);
  out_f(1e-40f + 1e-40f);
  out_f((float)3.4028235e38 * 2.0f);
  out_f((float)16777217.0);
  out_f((float)33554435.0);     /* tie between 33554434 and 33554436: to even */
  out_d((double)1e-40f);
  double zero = 0.0;
  double nan = zero / zero;
  double vals[] = {-1.0, -0.0, 0.0, 1.0, 1e-300, nan};
  for (int i = 0; i < 6; i++) {
    for (int j = 0; j < 6; j++) {
      out_i(order(vals[i], vals[j]));
    }
  }
  for (int i = 0; i < 6; i++) {
    double v = vals[i];
    out_i(!(v < 0.5) + 2 * !(v >= 0.5) + 4 * (v != v));
    out_d(v < 0.5 ? 0.25 : v);
  }
  int k = 7;
  float f = k / 2;              /* integer division first */
  out_f(f);
  f = k / 2.0f;
  out_f(f);
  double mixed = k * 0.1 + (unsigned char)250 / 3 + (short)-7 * 0.5f;
  out_d(mixed);
  long long big = 123456789012345LL;
  out_d(big * 1.0);
  out_f(big * 1.0f);
  out_i((long long)(big * 1.0) - big);
  unsigned char uc = (unsigned char)(0.5 + 254.4);
  out_u(uc);
  float fs[4] = {0.1f, 0.2f, 0.3f, 0.4f};
  float fsum = 0;
  double dsum = 0;
  for (int i = 0; i < 4; i++) {
    fsum += fs[i];
    dsum += fs[i];
  }
  out_f(fsum);
  out_d(dsum);
  out_i(fsum == 1.0f);
  out_i(dsum == 1.0);
  return 0;
}
