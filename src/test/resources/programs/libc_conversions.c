// verdict: TRUE
// engines: bmc
// Conversions as glibc's in the C locale: values, end pointers, bases, prefixes, saturation.
#include <stdlib.h>
extern void reach_error(void);
extern long __isoc23_strtol(const char *, char **, int);
extern unsigned long __isoc23_strtoul(const char *, char **, int);
extern long long __isoc23_strtoll(const char *, char **, int);
extern unsigned long long __isoc23_strtoull(const char *, char **, int);
int main(void) {
  char s[4] = "12x";
  char *end;
  if (atoi(s) != 12 || atol(s) != 12 || atoll(s) != 12) reach_error();
  if (strtol(s, &end, 10) != 12 || end != s + 2) reach_error();
  if (strtol(s, &end, 36) != 1 * 36 * 36 + 2 * 36 + 33 || end != s + 3) reach_error();
  if (strtoul(" -1", &end, 10) != (unsigned long) -1) reach_error();
  if (strtoll("9223372036854775808", 0, 10) != 9223372036854775807LL) reach_error();
  if (strtoull("0x", &end, 0) != 0 || *end != 'x') reach_error();
  if (strtol("0b101", &end, 0) != 0 || *end != 'b') reach_error();
  if (__isoc23_strtol("0b101", &end, 0) != 5 || *end != 0) reach_error();
  if (__isoc23_strtoul("-0B1", 0, 2) != (unsigned long) -1) reach_error();
  if (__isoc23_strtoll(" +017", 0, 0) != 15 || __isoc23_strtoull("z", &end, 10) != 0) reach_error();
  if (strtol(s, &end, 1) != 0) reach_error(); // an invalid base
  double d = strtod(s, &end) + strtof(s, &end);
  if (end < s || end > s + 3 || s[2] != 'x') reach_error();
  return 0;
}
