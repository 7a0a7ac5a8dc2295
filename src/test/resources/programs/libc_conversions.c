// verdict: TRUE
// engines: bmc
// Conversions: arbitrary values, and the end pointer stays within the string.
#include <stdlib.h>
extern void reach_error(void);
extern long __isoc23_strtol(const char *, char **, int);
extern unsigned long __isoc23_strtoul(const char *, char **, int);
extern long long __isoc23_strtoll(const char *, char **, int);
extern unsigned long long __isoc23_strtoull(const char *, char **, int);
int main(void) {
  char s[4] = "12x";
  char *end;
  long v = atoi(s) + atol(s) + atoll(s);
  v += strtol(s, &end, 10);
  if (end < s || end > s + 3) reach_error();
  v += strtoul(s, &end, 10) + strtoll(s, &end, 10) + strtoull(s, 0, 10);
  v += __isoc23_strtol(s, &end, 10) + __isoc23_strtoul(s, &end, 10)
      + __isoc23_strtoll(s, &end, 10) + __isoc23_strtoull(s, &end, 10);
  double d = strtod(s, &end) + strtof(s, &end);
  if (end < s || end > s + 3 || s[2] != 'x') reach_error();
  return 0;
}
