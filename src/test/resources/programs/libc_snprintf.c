// verdict: TRUE
// snprintf with plain conversions writes the text as glibc does: at most size - 1 characters and
// the NUL, and returns the length of the whole text.
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char buf[16];
  int n = snprintf(buf, sizeof buf, "timeout %d%%", -42);
  if (n != 12 || strcmp(buf, "timeout -42%") != 0) reach_error();
  char small[5];
  n = snprintf(small, sizeof small, "%s=%c%lu", "ab", 'x', 123456789UL);
  if (n != 13 || strcmp(small, "ab=x") != 0) reach_error();
  n = snprintf(NULL, 0, "%s", (char *) NULL);
  if (n != 6) reach_error();
  n = snprintf(buf, sizeof buf, "%lld %u", -9223372036854775807LL - 1, 4294967295u);
  if (n != 31 || strcmp(buf, "-92233720368547") != 0) reach_error();
  return 0;
}
