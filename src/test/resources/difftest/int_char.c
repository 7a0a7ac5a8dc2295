/* char, signed char and unsigned char: wrap-around, promotions, conversions. */
#include "difftest.h"

signed char gsc = -128;
unsigned char guc = 255;

int main(void) {
  signed char a = 100, b = 27;
  unsigned char u = 250, v = 10;
  char c = 'A';
  out_i(a + b);                 /* promoted to int: 127 */
  out_i((signed char)(a + b + 1)); /* converted back: wraps to -128 */
  out_u((unsigned char)(u + v)); /* 260 mod 256 = 4 */
  out_i(u + v);                 /* int arithmetic: 260 */
  out_i(gsc);
  out_i(gsc - 1);               /* int: -129 */
  out_i((signed char)(gsc - 1)); /* 127 */
  out_u(guc);
  guc++;                        /* wraps to 0 */
  out_u(guc);
  guc--;                        /* back to 255 */
  out_u(guc);
  out_i(c + 1);
  out_i((char)(c + 32));
  out_i(~u);                    /* promoted: ~250 = -251 */
  out_u((unsigned char)~u);     /* 5 */
  out_i(-u);                    /* -250 */
  out_i(u * v);                 /* 2500 */
  out_i((unsigned char)(u * v)); /* 2500 mod 256 = 196 */
  out_i(a / -b);
  out_i(a % -b);
  out_i((signed char)-a / b);
  for (unsigned char i = 250; i != 4; i++) {
    out_u(i);
  }
  signed char s = -1;
  out_u((unsigned char)s);
  out_u((unsigned int)s);
  out_i(s == (signed char)255);
  out_i(sizeof(char) + sizeof(signed char) + sizeof(unsigned char));
  return 0;
}
