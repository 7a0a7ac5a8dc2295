/* Unions: type punning between integers and floats, byte order, unions inside structs. */
#include "difftest.h"

union word {
  unsigned int u;
  int i;
  float f;
  unsigned char b[4];
  unsigned short h[2];
};

struct tagged {
  int kind;
  union {
    long long i;
    double d;
    char s[8];
  } as;
};

static double total(const struct tagged *t, int n) {
  double s = 0;
  for (int k = 0; k < n; k++) {
    if (t[k].kind == 0) {
      s += (double)t[k].as.i;
    } else if (t[k].kind == 1) {
      s += t[k].as.d;
    } else {
      s += t[k].as.s[0];
    }
  }
  return s;
}

int main(void) {
  union word w;
  w.f = 1.0f;
  out_u(w.u);
  out_u(w.b[3]);
  out_u(w.h[1]);
  w.u = 0xc0490fdbu;
  out_f(w.f);
  w.i = -1;
  out_u(w.b[0] + w.b[1] + w.b[2] + w.b[3]);
  w.b[0] = 0x78;
  w.b[1] = 0x56;
  w.b[2] = 0x34;
  w.b[3] = 0x12;
  out_u(w.u);                   /* little-endian: 0x12345678 */
  out_u(w.h[0]);
  union {
    double d;
    unsigned long long u;
    unsigned int half[2];
  } dd;
  dd.d = -2.5;
  out_u(dd.u);
  out_u(dd.half[1]);
  dd.u = 0x3ff0000000000001ULL;
  out_d(dd.d);
  dd.half[0] = 0;
  dd.half[1] = 0x7ff00000u;
  out_d(dd.d);
  struct tagged ts[3];
  ts[0].kind = 0;
  ts[0].as.i = 1LL << 40;
  ts[1].kind = 1;
  ts[1].as.d = 0.125;
  ts[2].kind = 2;
  ts[2].as.s[0] = 'x';
  out_d(total(ts, 3));
  out_i(sizeof(union word));
  out_i(sizeof(struct tagged));
  return 0;
}
