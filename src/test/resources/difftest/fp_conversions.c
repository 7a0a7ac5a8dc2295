/* Conversions between integers and floats, both ways, and between float and double. */
#include "difftest.h"

int main(void) {
  out_f((float)16777217);         /* rounds to even: 16777216 */
  out_f((float)16777219);         /* 16777220 */
  out_f((float)2147483647);       /* 2^31 */
  out_f((float)-2147483647);
  out_f((float)4294967295u);      /* 2^32 */
  out_d((double)9007199254740993LL); /* ties to even */
  out_d((double)9223372036854775807LL);
  out_d((double)18446744073709551615ULL);
  out_d((double)0x8000000000000801ULL);
  out_f((float)0x8000008000000001ULL);
  out_d((double)-9223372036854775807LL);
  out_i((int)3.99);               /* toward zero */
  out_i((int)-3.99);
  out_i((int)-0.5);
  out_i((int)2147483647.9);
  out_i((int)-2147483648.9);
  out_u((unsigned)4294967295.5);
  out_u((unsigned)3e9);
  out_u((unsigned char)255.9);
  out_i((signed char)-128.7);
  out_i((short)32767.99f);
  out_i((long long)9.2e18);
  out_i((long long)-9.2e18);
  out_u((unsigned long long)1.8e19);
  out_u((unsigned long long)9.3e18);  /* above 2^63 */
  out_u((unsigned long long)0.999);
  double d = 0.1;
  float f = (float)d;               /* rounds to nearest float */
  out_f(f);
  out_d((double)f);
  out_f((float)1e300);              /* overflow: +inf */
  out_f((float)1e-300);             /* underflow: 0 */
  out_f((float)-1e-300);            /* -0 */
  out_f((float)3.4028235677973366e38); /* rounds to FLT_MAX */
  out_f((float)1.00000005960464477539); /* tie: rounds to even (1.0) */
  out_f((float)1.0000001788139343);     /* tie: rounds to even (1 + 2^-22) */
  out_d((double)(float)0.3);
  int back = 0;
  for (int i = -1000; i <= 1000; i += 7) {
    double di = i / 8.0;
    back += (int)di;
    back += (int)(float)di;
  }
  out_i(back);
  unsigned long long ull = 1;
  for (int i = 0; i < 64; i++) {
    float fl = (float)ull;
    double dl = (double)ull;
    out_f(fl);
    out_u((unsigned long long)dl == ull);
    ull = ull * 3 + 1;
  }
  _Bool bf = 1;
  out_d(bf);
  out_d((double)(unsigned char)200);
  out_f((float)(signed char)-100);
  return 0;
}
