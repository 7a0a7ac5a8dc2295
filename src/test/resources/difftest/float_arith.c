/* float (binary32) arithmetic and rounding to nearest, ties to even. */
#include "difftest.h"

float gf = 0.1f;

int main(void) {
  float a = 1e8f, b = 1.0f;
  out_f(a + b);                 /* 1e8 + 1 rounds back to 1e8 */
  out_f(16777216.0f + 1.0f);    /* tie: stays even */
  out_f(16777216.0f + 3.0f);    /* tie: rounds up to even */
  out_f(gf + gf + gf);
  out_f(gf * 3.0f);
  out_f(1.0f / 3.0f);
  out_f(2.0f / 3.0f);
  out_f(-7.5f / 2.0f);
  out_f(1e38f * 10.0f);         /* +inf */
  out_f(-1e38f * 10.0f);
  out_f(1e-38f / 1e10f);        /* subnormal */
  out_f(1e-45f / 2.0f);         /* underflow to 0 */
  out_f(1.17549435e-38f * 0.5f);
  float sum = 0.0f;
  for (int i = 1; i <= 1000; i++) {
    sum += 1.0f / (float)i;
  }
  out_f(sum);
  float p = 1.0f;
  for (int i = 0; i < 30; i++) {
    p *= 1.1f;
  }
  out_f(p);
  float x = 3.0f, y = 0.1f;
  out_f(x * y - 0.3f);
  out_f(x - y * 30.0f);
  out_f(-x);
  out_f(x * -0.0f);
  out_i(x > y);
  out_i(x == 3);
  out_i(gf == 0.1);             /* float 0.1 promoted to double differs from 0.1 */
  out_d(gf);                    /* the exact float value as a double */
  out_d(gf * 3.0);              /* double arithmetic */
  return 0;
}
