// verdict: TRUE
// engines: bmc kinduction
// A logging function passes its va_list on to vsnprintf (no body: it writes only the message and
// what %n arguments point to); the program's state after it is its own.
#include <stdarg.h>
#include <stdio.h>
extern void reach_error(void);
static int level = 2;
static void logger(int severity, const char *format, ...) {
  char message[32];
  va_list ap;
  va_start(ap, format);
  if (severity <= level) {
    vsnprintf(message, sizeof message, format, ap);
  }
  va_end(ap);
}
int main(void) {
  int count = 0;
  for (int i = 0; i < 3; i++) {
    logger(1, "step %d of %d", i, 3);
    count++;
  }
  if (count != 3) reach_error();
  return 0;
}
