/* sscanf with the conversions the C models read exactly (integers, %s, %c, %n), as glibc. */
#include <stdio.h>
#include <string.h>
#include "difftest.h"

static const char *const inputs[] = {
    "", "   ", "42", " -17 x", "+5", "-", "+", "0x1f", "0X", "0xg", "017", "09", "1.2.3.4",
    "10.0.0.255-7", "ab", " a b ", "12abc", "  %  7", "%7", "1,2", "1 ,2", "\t\n5\n",
    "abcdefghij", "-0x10", "0xx", "08", "1 2 3 4 5"};

int main(void) {
  int n = sizeof inputs / sizeof inputs[0];
  for (int k = 0; k < n; k++) {
    const char *s = inputs[k];
    int a = -7, b = -7, c = -7, d = -7, used = -7;
    out_i(sscanf(s, "%d.%d.%d.%d", &a, &b, &c, &d) * 1000 + (a & 0xff));
    out_i(b * 1000000 + c * 1000 + d);
    a = b = -7;
    out_i(sscanf(s, "%i%n", &a, &used) * 1000 + used);
    out_i(a);
    unsigned u = 7, x = 7;
    out_i(sscanf(s, "%u %x", &u, &x));
    out_u(u);
    out_u(x);
    unsigned o = 7;
    out_i(sscanf(s, " %o", &o) * 100000 + (int) (o & 0xffff));
    long l = 7;
    long long ll = 7;
    out_i(sscanf(s, "%ld,%lld", &l, &ll));
    out_i((long long) l == ll ? 1 : (int) (l & 0xffff));
    out_i(ll & 0xffffffff);
    short h = 7;
    signed char hh = 7;
    out_i(sscanf(s, "%hd%hhd", &h, &hh) * 100000 + h);
    out_i(hh);
    char w[8] = "zzzzzzz", ch[4] = "zzz";
    out_i(sscanf(s, "%3s%2c", w, ch));
    out_i(w[0] * 65536 + w[1] * 256 + w[2]);
    out_i(w[3] * 256 + ch[0]);
    out_i(ch[1] * 256 + ch[2]);
    used = -7;
    out_i(sscanf(s, " %% %d%n", &a, &used) * 1000 + used);
    used = -7;
    out_i(sscanf(s, "%*d%n%d", &used, &b) * 1000 + used);
    char all[32];
    used = -7;
    out_i(sscanf(s, "%s%n", all, &used) * 1000 + used);
    out_u(sscanf(s, "%s", all) == 1 ? strlen(all) : 99);
    out_i(sscanf(s, "%0d%1d%2x", &a, &b, &c) * 1000 + (a & 0xff));
  }
  /* Beyond 32 bits: with long long, the same in both data models (a long saturates at 32 bits
     under ILP32, as glibc's strtol does there). */
  static const char *const wide[] = {
      "99999999999", "-2147483649", "4294967296", "18446744073709551616", "0x7fffffffffffffff",
      "-9223372036854775809", "9223372036854775808", "0xffffffffffffffff", "-1", "0x10000000000000000"};
  for (int k = 0; k < (int) (sizeof wide / sizeof wide[0]); k++) {
    long long v = 7, w = 7;
    unsigned long long u = 7, x = 7;
    out_i(sscanf(wide[k], "%lld", &v) * 10 + sscanf(wide[k], "%lli", &w));
    out_i(v);
    out_i(w);
    out_i(sscanf(wide[k], "%llu", &u) * 10 + sscanf(wide[k], "%llx", &x));
    out_u(u);
    out_u(x);
  }
  return 0;
}
