/* NaN, infinities and signed zeros. A NaN's sign and payload are not fixed by C, so the test
   reports them only through predicates (NaNs are compared as "nan" by the test as well). */
#include "difftest.h"

static int isnan_d(double x) { return x != x; }
static int isinf_d(double x) { return !isnan_d(x) && isnan_d(x - x); }
static int signbit_d(double x) {
  union { double d; unsigned long long u; } p;
  p.d = x;
  return (int)(p.u >> 63);
}

int main(void) {
  double zero = 0.0, one = 1.0;
  double inf = one / zero;
  double ninf = -one / zero;
  double nan = zero / zero;
  double nzero = -zero;
  out_d(inf);
  out_d(ninf);
  out_i(isnan_d(nan));
  out_i(isnan_d(inf));
  out_i(isinf_d(inf));
  out_i(isinf_d(one));
  out_i(nan == nan);
  out_i(nan != nan);
  out_i(nan < one);
  out_i(nan > one);
  out_i(nan <= nan);
  out_i(!(nan >= one));
  out_d(nzero);
  out_i(nzero == zero);
  out_i(signbit_d(nzero));
  out_i(signbit_d(zero));
  out_d(one / nzero);
  out_d(nzero + zero);
  out_d(nzero + nzero);
  out_d(nzero * one);
  out_d(nzero - zero);
  out_d(zero - zero);
  out_i(isnan_d(inf - inf));
  out_i(isnan_d(inf * zero));
  out_i(isnan_d(nan + one));
  out_i(isnan_d(nan * zero));
  out_d(inf + inf);
  out_d(inf * -2.0);
  out_d(one / inf);
  out_d(-one / inf);
  out_i(inf > 1e308);
  out_i(ninf < -1e308);
  out_i(inf == inf);
  out_i(ninf == -inf);
  out_d(nan);                       /* printed as "nan" */
  out_d(-nan);
  float fz = 0.0f;
  float fnan = fz / fz;
  float finf = 1.0f / fz;
  out_i(fnan != fnan);
  out_f(finf);
  out_f(-finf);
  out_f(-fz);
  out_d((double)finf);
  out_i((double)fnan != (double)fnan);
  out_f((float)inf);
  out_f((float)nzero);
  out_i((nan > 0) + (nan < 0) + (nan == 0));
  double m = nan;
  out_d(m < one ? m : one);
  out_d(one < m ? one : m);
  return 0;
}
