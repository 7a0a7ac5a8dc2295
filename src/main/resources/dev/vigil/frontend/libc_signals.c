/*
 * Signals (POSIX, as Linux and glibc have them), linked into programs that call these functions
 * (see LibcModels.java and LibraryFunctions.java).
 *
 * A run in which no signal arrives is a run of the program: after signal or sigaction installs a
 * handler, the run goes on as one in which none arrives. The runs in which one does (its handler
 * may run between any two steps) are not explored: they end at the installation as an unsupported
 * operation, so no TRUE covers a program that installs a handler, while a FALSE that needs no
 * signal rests on a real run. Signals the program sends itself (raise, kill, alarm and timers)
 * and waits that only a handler ends (pause, sigsuspend) must arrive, so their runs end there.
 * So do system calls made by number, which may do any of this or end the process (syscall), but
 * for gettid.
 */
typedef void (*__vigil_handler)(int);

/* Lifted to an error that makes the verdict UNKNOWN where it is reached. */
void __vigil_unsupported(const char *what);
/* The environment's choice (Op.Havoc of origin InputOrigin.Read, named after the model). */
_Bool __vigil_input_bool(void);
/* Arbitrary values (Op.Havoc named after the calling model). */
int __vigil_arbitrary_int(void);
void *__vigil_arbitrary_pointer(void);
/* The object p points into gets arbitrary contents (Op.HavocObjects). */
void __vigil_havoc_object(void *p);

#define MODEL __attribute__((weak))
#define SIGNALS 65 /* Linux numbers its signals 1 to 64 */
#define SIGKILL 9
#define SIGSTOP 19
#define DEFAULT ((__vigil_handler) 0)
#define IGNORED ((__vigil_handler) 1)
#define FAILED ((__vigil_handler) -1)

/* Each signal's disposition: 0 the inherited one (default, or ignored when the parent process
   ignored it), 1 default, 2 ignored, 3 a handler of the program. */
static unsigned char __vigil_disposition[SIGNALS];

static int __vigil_catchable(int sig) {
  return sig >= 1 && sig < SIGNALS && sig != SIGKILL && sig != SIGSTOP;
}

/* The disposition sig had when no handler of the program was installed for it; an inherited one
   is the environment's choice (inherited_ignored). */
static __vigil_handler __vigil_previous_disposition(int sig, int inherited_ignored) {
  return __vigil_disposition[sig] == 1 ? DEFAULT
         : __vigil_disposition[sig] == 2 || inherited_ignored ? IGNORED
                                                               : DEFAULT;
}

/* Whether installing handler for sig installs a handler of the program. */
static int __vigil_install(int sig, __vigil_handler handler) {
  __vigil_disposition[sig] = handler == DEFAULT ? 1 : handler == IGNORED ? 2 : 3;
  return __vigil_disposition[sig] == 3;
}

#define __VIGIL_SIGNAL_ARRIVES "a signal may arrive and run the handler the program installed"

/* Its inputs: whether the parent process left sig ignored, when the program asks for the first
   time, and whether a signal arrives once the program installs a handler. The previous handler
   of the program is not kept (a pointer in memory costs every unknown call): it is arbitrary. */
MODEL __vigil_handler signal(int sig, __vigil_handler handler) {
  if (!__vigil_catchable(sig)) {
    return FAILED;
  }
  __vigil_handler previous =
      __vigil_disposition[sig] == 3
          ? (__vigil_handler) __vigil_arbitrary_pointer()
          : __vigil_previous_disposition(sig, __vigil_disposition[sig] == 0 && __vigil_input_bool());
  if (__vigil_install(sig, handler) && __vigil_input_bool()) {
    __vigil_unsupported(__VIGIL_SIGNAL_ARRIVES);
  }
  return previous;
}

MODEL __vigil_handler bsd_signal(int sig, __vigil_handler handler) {
  return signal(sig, handler);
}

MODEL __vigil_handler sysv_signal(int sig, __vigil_handler handler) {
  return signal(sig, handler);
}

MODEL __vigil_handler __sysv_signal(int sig, __vigil_handler handler) {
  return signal(sig, handler);
}

/* The handler is the first member of glibc's struct sigaction (sa_handler or sa_sigaction). */
MODEL int sigaction(int sig, const void *act, void *oldact) {
  if (sig < 1 || sig >= SIGNALS || ((sig == SIGKILL || sig == SIGSTOP) && act != 0)) {
    return -1;
  }
  if (oldact != 0) {
    __vigil_havoc_object(oldact);
  }
  if (act != 0 && __vigil_install(sig, *(const __vigil_handler *) act)
      && __vigil_input_bool()) {
    __vigil_unsupported(__VIGIL_SIGNAL_ARRIVES);
  }
  return 0;
}

MODEL int raise(int sig) {
  __vigil_unsupported("a signal the program sends itself (raise)");
  return 0;
}

MODEL int kill(int pid, int sig) {
  if (sig != 0) {
    __vigil_unsupported("a signal the program may send itself (kill)");
  }
  return __vigil_arbitrary_int();
}

MODEL int killpg(int group, int sig) {
  if (sig != 0) {
    __vigil_unsupported("a signal the program may send itself (killpg)");
  }
  return __vigil_arbitrary_int();
}

MODEL int pthread_kill(unsigned long thread, int sig) {
  if (sig != 0) {
    __vigil_unsupported("a signal the program may send itself (pthread_kill)");
  }
  return __vigil_arbitrary_int();
}

MODEL int tgkill(int group, int thread, int sig) {
  if (sig != 0) {
    __vigil_unsupported("a signal the program may send itself (tgkill)");
  }
  return __vigil_arbitrary_int();
}

MODEL unsigned alarm(unsigned seconds) {
  if (seconds != 0) {
    __vigil_unsupported("a signal the program sends itself later (alarm)");
  }
  return (unsigned) __vigil_arbitrary_int();
}

MODEL unsigned ualarm(unsigned microseconds, unsigned interval) {
  if (microseconds != 0) {
    __vigil_unsupported("a signal the program sends itself later (ualarm)");
  }
  return (unsigned) __vigil_arbitrary_int();
}

MODEL int setitimer(int which, const void *value, void *old) {
  if (value != 0) {
    __vigil_unsupported("a signal the program sends itself later (setitimer)");
  }
  if (old != 0) {
    __vigil_havoc_object(old);
  }
  return 0;
}

MODEL int timer_settime(void *timer, int flags, const void *value, void *old) {
  __vigil_unsupported("a signal the program may send itself later (timer_settime)");
  return 0;
}

MODEL int pause(void) {
  __vigil_unsupported("pause returns only after a signal handler runs");
  return -1;
}

MODEL int sigsuspend(const void *mask) {
  __vigil_unsupported("sigsuspend returns only after a signal handler runs");
  return -1;
}

#ifdef __x86_64__
#define SYS_GETTID 186
#else
#define SYS_GETTID 224
#endif

MODEL long syscall(long number, ...) {
  if (number != SYS_GETTID) {
    __vigil_unsupported("a system call by number (syscall): it may end the process or send a signal");
  }
  return __vigil_arbitrary_int();
}
