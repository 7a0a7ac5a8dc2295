// verdict: FALSE
// A run in which no signal arrives is a run of the program: the error after installing handlers
// (signal, sigaction) needs no signal, and it replays.
#include <signal.h>
#include <string.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
static volatile sig_atomic_t stop;
static void on_signal(int sig) { stop = sig; }
int main(void) {
  signal(SIGINT, on_signal);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_signal;
  if (sigaction(SIGTERM, &action, 0) != 0) return 0;
  if (__VERIFIER_nondet_int() == 7) reach_error();
  return 0;
}
