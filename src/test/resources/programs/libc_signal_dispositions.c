// verdict: TRUE
// Dispositions without a handler of the program: what signal and sigaction return, the signals
// that cannot be caught, and an inherited disposition (default, or ignored by the parent).
#include <signal.h>
#include <stddef.h>
#include <sys/time.h>
#include <unistd.h>
extern void reach_error(void);
static void on_signal(int sig) {}
int main(void) {
  void (*first)(int) = signal(SIGPIPE, SIG_IGN);
  if (first != SIG_DFL && first != SIG_IGN) reach_error();
  if (signal(SIGPIPE, SIG_DFL) != SIG_IGN) reach_error();
  if (signal(SIGPIPE, SIG_IGN) != SIG_DFL) reach_error();
  if (signal(SIGKILL, on_signal) != SIG_ERR) reach_error();
  if (signal(0, SIG_IGN) != SIG_ERR) reach_error();
  struct sigaction action = {0}, old;
  action.sa_handler = SIG_IGN;
  if (sigaction(SIGSTOP, &action, NULL) != -1) reach_error();
  if (sigaction(SIGSTOP, NULL, &old) != 0) reach_error();
  if (sigaction(SIGCHLD, &action, &old) != 0) reach_error();
  if (kill(1, 0) == 12345 && 0) reach_error();
  if (alarm(0) > 0 && 0) reach_error();
  if (ualarm(0, 0) > 0 && 0) reach_error();
  if (setitimer(ITIMER_REAL, NULL, NULL) != 0) reach_error();
  return 0;
}
