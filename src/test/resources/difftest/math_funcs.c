/* The math functions the front end maps to IR operations, for double and float. */
#include <math.h>
#include "difftest.h"

static const double vals[] = {2.5, -2.5, 3.5, -3.5, 0.49999999999999994, -0.5, 1e300, -1e-300,
                              0.0, -0.0, 7.75, -7.25, 4503599627370497.0};

int main(void) {
  for (int i = 0; i < 13; i++) {
    double v = vals[i];
    out_d(fabs(v));
    out_d(floor(v));
    out_d(ceil(v));
    out_d(trunc(v));
    out_d(round(v));
    out_d(rint(v));
    out_d(sqrt(fabs(v)));
  }
  out_d(sqrt(2.0));
  out_d(sqrt(1e-310));
  out_i(sqrt(-1.0) != sqrt(-1.0));
  out_d(fmin(1.0, -2.0));
  out_d(fmax(1.0, -2.0));
  out_d(fmin(-0.0, 0.0));
  out_d(fmax(-0.0, 0.0));
  out_d(fmin(0.0, -0.0));
  out_d(fmax(0.0, -0.0));
  double nan = 0.0 / 0.0;
  out_d(fmin(nan, 3.0));
  out_d(fmax(4.0, nan));
  out_d(fmod(7.5, 2.0));
  out_d(fmod(-7.5, 2.0));
  out_d(fmod(7.5, -2.0));
  out_d(fmod(-0.0, 3.0));
  out_d(fmod(1e300, 3.0));
  out_d(fmod(5.0, 1e300));
  out_d(fmod(0.3, 0.1));
  out_i(fmod(1.0, 0.0) != fmod(1.0, 0.0));
  out_d(copysign(3.0, -0.0));
  out_d(copysign(-3.0, 1.0));
  out_d(copysign(0.0, -1.0));
  out_d(copysign(1.0 / 0.0, -2.0));
  float f = -2.5f;
  out_f(fabsf(f));
  out_f(floorf(f));
  out_f(ceilf(f));
  out_f(truncf(f));
  out_f(roundf(f));
  out_f(rintf(f));
  out_f(sqrtf(2.0f));
  out_f(fminf(f, 1.0f));
  out_f(fmaxf(f, 1.0f));
  out_f(fmodf(10.5f, 3.0f));
  out_f(copysignf(2.0f, f));
  out_f(roundf(0.5f));
  out_f(rintf(0.5f));
  out_f(rintf(1.5f));
  double acc = 0.0;
  for (int i = 0; i < 100; i++) {
    double x = i * 0.37 - 18.0;
    acc += floor(x) + ceil(x) * 2.0 + round(x) * 3.0 + trunc(x) * 5.0 + fmod(x, 1.5);
  }
  out_d(acc);
  return 0;
}
