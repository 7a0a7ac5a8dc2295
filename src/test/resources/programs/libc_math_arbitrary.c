// verdict: TRUE
// engines: bmc
// Math functions whose results are arbitrary: calling them changes no memory.
#include <math.h>
extern void reach_error(void);
int main(void) {
  int k = 3;
  int *p = &k;
  double d = 0.5;
  float f = 0.5f;
  d = sin(d) + cos(d) + tan(d) + asin(d) + acos(d) + atan(d) + atan2(d, d) + sinh(d) + cosh(d)
      + tanh(d) + exp(d) + exp2(d) + expm1(d) + log(d) + log2(d) + log10(d) + log1p(d)
      + pow(d, d) + hypot(d, d) + cbrt(d);
  f = sinf(f) + cosf(f) + tanf(f) + asinf(f) + acosf(f) + atanf(f) + atan2f(f, f) + sinhf(f)
      + coshf(f) + tanhf(f) + expf(f) + exp2f(f) + expm1f(f) + logf(f) + log2f(f) + log10f(f)
      + log1pf(f) + powf(f, f) + hypotf(f, f) + cbrtf(f);
  if (*p != 3) reach_error();
  return 0;
}
