/* Entries: first is variadic, and its extra arguments' area is a fresh object, never null;
   odd uses inline assembly, so the front end reads it without a body. */
#include <stdarg.h>
int first(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int r = va_arg(ap, int);
  va_end(ap);
  return r + n;
}
int odd(void) {
  int r;
  __asm__("mov $1, %0" : "=r"(r));
  return r;
}
