/* Code after a call Vigil does not support (signal registers a callback): the runs that reach it
   are lost, but its calls still count as calls. width is only ever called from serve, with a
   string, so from --entry width its argument is not null. */
#include <signal.h>
static void on_alarm(int sig) { (void) sig; }
static int width(const char *s) { return s[0]; }
int serve(void) {
  signal(SIGALRM, on_alarm);
  return width("x");
}
int main(void) { return serve(); }
