// verdict: UNKNOWN unsupported
// A signal the program sends itself must arrive (its default action may end the program), and
// pause and sigsuspend return only after a handler runs: no run goes on after them, so the error
// is never reported.
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  struct itimerval timer = {{0, 0}, {1, 0}};
  sigset_t none;
  switch (__VERIFIER_nondet_int()) {
  case 0: raise(SIGKILL); break;
  case 1: kill(getpid(), SIGTERM); break;
  case 2: alarm(1); sleep(2); break;
  case 3: ualarm(1000, 0); sleep(1); break;
  case 4: setitimer(ITIMER_REAL, &timer, NULL); sleep(2); break;
  case 5: pause(); break;
  case 6: sigemptyset(&none); sigsuspend(&none); break;
  default: return 0;
  }
  reach_error();
  return 0;
}
