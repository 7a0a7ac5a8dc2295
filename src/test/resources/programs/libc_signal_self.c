// verdict: UNKNOWN unsupported
// A signal the program sends itself must arrive (its default action may end the program), and
// pause and sigsuspend return only after a handler runs: no run goes on after them, so the error
// is never reported.
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
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
  case 7: killpg(0, SIGTERM); break;
  case 8: pthread_kill(pthread_self(), SIGKILL); break;
  case 9: tgkill(getpid(), gettid(), SIGKILL); break;
  case 10: {
    timer_t t;
    struct itimerspec in_a_second = {{0, 0}, {1, 0}};
    timer_create(CLOCK_REALTIME, NULL, &t);
    timer_settime(t, 0, &in_a_second, NULL);
    sleep(2);
    break;
  }
  case 11: syscall(SYS_exit_group, 0); break;
  case 12: syscall(SYS_gettid); return 0;
  default: return 0;
  }
  reach_error();
  return 0;
}
