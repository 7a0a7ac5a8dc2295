// verdict: UNKNOWN a signal may arrive
// A handler may run between any two steps once installed: the runs in which a signal arrives are
// not explored, so no TRUE covers them (here the handler's write makes the error reachable).
#define _GNU_SOURCE
#include <signal.h>
extern void reach_error(void);
/* glibc declares it for old X/Open only */
extern __sighandler_t bsd_signal(int sig, __sighandler_t handler);
static volatile sig_atomic_t stop;
static void on_signal(int sig) { stop = 1; }
int main(void) {
  sysv_signal(SIGHUP, on_signal);
  bsd_signal(SIGUSR1, on_signal);
  __sysv_signal(SIGUSR2, on_signal);
  if (stop) reach_error();
  return 0;
}
