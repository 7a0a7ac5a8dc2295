/* Edges of float conversions: float sources, results next to the limits, rounding to infinity,
   negative zero into integers. */
#include "difftest.h"

float gfs[] = {3e9f, 1.8e19f, 9.3e18f, 2147483520.0f, -2147483648.0f, 65535.9f, 0.99999994f};

int main(void) {
  out_u((unsigned)gfs[0]);
  out_u((unsigned long long)gfs[1]);
  out_u((unsigned long long)gfs[2]);
  out_i((int)gfs[3]);
  out_i((int)gfs[4]);
  out_u((unsigned short)gfs[5]);
  out_i((int)gfs[6]);
  out_d((double)0x80000001u);
  out_f((float)0x80000081u);      /* above the halfway point: rounds up */
  out_f((float)0x80000080u);      /* the halfway point: to even (down) */
  out_f((float)0xffffff7fu);
  out_f((float)0xffffff80u);      /* the halfway point: to even (up to 2^32) */
  out_f((float)3.4028235e38);
  out_f((float)3.4028235677973366e38);
  out_f((float)3.4028235677973367e38);  /* at the halfway point to 2^128: infinity */
  out_f((float)-3.5e38);
  out_i((int)-0.0);
  out_i((int)-0.0f);
  out_u((unsigned)-0.9);
  out_d((double)-0.0f);
  out_f((float)(double)-0.0f);
  double one = 1.0;
  double eps = 2.220446049250313e-16;
  out_d(one + eps / 2);           /* the halfway point: to even (1.0) */
  out_d(one + eps / 2 + eps / 4); /* computed left to right: 1.0 again */
  out_d(one + (eps / 2 + eps / 4));
  out_d(one - eps / 4);
  out_d(1e308 + 1e308 - 1e308);
  out_d(4.9406564584124654e-324 * 0.5);
  out_d(4.9406564584124654e-324 * 0.75);
  out_f(1.4e-45f * 0.5f);
  out_f(1.4e-45f * 0.75f);
  out_f(3.0f * 0.1f);
  out_d(3.0 * 0.1f);
  out_i(0.1f == 0.1);
  out_i((float)0.1 == 0.1f);
  unsigned long long ull = 0xfffffffffffffbffULL;
  out_d((double)ull);             /* rounds to 2^64 - 2048 */
  out_f((float)ull);
  long long sll = -0x7ffffffffffffdffLL;
  out_d((double)sll);
  out_f((float)sll);
  return 0;
}
