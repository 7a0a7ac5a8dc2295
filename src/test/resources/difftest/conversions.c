/* The integer conversions the front end models in C, exactly as glibc (C locale): strtol, strtoul,
 * strtoll, strtoull, atoi, atol, atoll, with their end pointers. */
#include <limits.h>
#include <stdlib.h>
#include "difftest.h"

static const char *const inputs[] = {
    "0", "42", "-42", "+7", "  \t\n\v\f\r 12x", "-", "+", "", "   ", "x", "0x", "0X1f", "0xg",
    "-0x10", "+0x", "  0x", "017", "08", "0b101", "-0", "00x1", "0x0x1", "z", "Zz", "1a2b",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "18446744073709551615", "18446744073709551616",
    "99999999999999999999999", "-18446744073709551615", "-18446744073709551616",
    "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296",
    "-1", "- 1", "+-1", "1 2", "\xff" "1", "1\xff", "777777777777777777777", "0x7fffffffffffffff",
    "0xffffffffffffffff", "0x10000000000000000", "-0xffffffffffffffff", "zzzzzzzzzzzzz",
    "11111111111111111111111111111111111111111111111111111111111111111", "0x8000000000000000"};

/* Where an end pointer points, -1 if it was not written (it starts as (char *) 1). */
static long offset(const char *s, const char *end) { return end == (char *) 1 ? -1 : end - s; }

/* Whether the number in s has a minus sign. */
static int minus(const char *s) {
  while (*s == ' ' || (*s >= '\t' && *s <= '\r')) {
    s++;
  }
  return *s == '-';
}

static const int bases[] = {0, 2, 8, 10, 16, 36, 1, 37, -1};

int main(void) {
  int n = sizeof inputs / sizeof inputs[0];
  for (int i = 0; i < n; i++) {
    const char *s = inputs[i];
    for (int b = 0; b < (int) (sizeof bases / sizeof bases[0]); b++) {
      char *end = (char *) 1, *end_u = (char *) 1;
      out_i(strtoll(s, &end, bases[b]));
      out_u(strtoull(s, &end_u, bases[b]));
      out_i(offset(s, end) * 100 + offset(s, end_u)); /* both end pointers */
    }
    out_i(atoll(s));
    out_i(strtoll(s, 0, 10) == atoll(s));
  }
  /* long is 32 bits under ILP32: strtol saturates at its bounds, strtoul wraps at its width. */
  for (int i = 0; i < n; i++) {
    const char *s = inputs[i];
    char *end64, *end;
    long long wide = strtoll(s, &end64, 0);
    long v = strtol(s, &end, 0);
    out_i(v == (wide > LONG_MAX ? LONG_MAX : wide < LONG_MIN ? LONG_MIN : wide));
    out_i(end == end64);
    out_i(atol(s) == strtol(s, 0, 10));
    out_i(atoi(s) == (int) strtol(s, 0, 10));
    unsigned long long wideu = strtoull(s, &end64, 0);
    if ((minus(s) ? -wideu : wideu) <= 0xffffffffu) { /* the magnitude fits in 32 bits */
      out_u((unsigned) strtoul(s, &end, 0));
      out_i(end == end64);
    }
  }
  return 0;
}
