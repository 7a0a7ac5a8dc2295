/*
 * atexit and at_quick_exit (C11 7.22.4.2-4, 7.22.4.3, 7.22.4.7), linked into programs that call
 * them (see LibcModels.java). The handlers are kept in tables; exit and a return from main run
 * __vigil_run_atexit, quick_exit runs __vigil_run_at_quick_exit (the front end emits these
 * calls), which call the handlers in reverse order of registration. A handler registered while
 * handlers run is called next, as in glibc. _Exit and abort run no handlers.
 *
 * glibc's error and error_at_line print a message and, with a non-zero status, exit.
 */
#define HANDLERS 64

typedef void (*__vigil_handler)(void);

/* Lifted to an error that makes the verdict UNKNOWN where it is reached. */
void __vigil_unsupported(const char *what);
/* An arbitrary value (Op.Havoc named after the calling model). */
_Bool __vigil_arbitrary_bool(void);
void exit(int status);

static __vigil_handler __vigil_atexit_handlers[HANDLERS];
static int __vigil_atexit_count;
static __vigil_handler __vigil_at_quick_exit_handlers[HANDLERS];
static int __vigil_at_quick_exit_count;

__attribute__((weak)) int atexit(void (*handler)(void)) {
  if (__vigil_atexit_count == HANDLERS) {
    __vigil_unsupported("more than 64 atexit handlers");
  }
  __vigil_atexit_handlers[__vigil_atexit_count++] = handler;
  return 0;
}

__attribute__((weak)) int at_quick_exit(void (*handler)(void)) {
  if (__vigil_at_quick_exit_count == HANDLERS) {
    __vigil_unsupported("more than 64 at_quick_exit handlers");
  }
  __vigil_at_quick_exit_handlers[__vigil_at_quick_exit_count++] = handler;
  return 0;
}

void __vigil_run_atexit(void) {
  while (__vigil_atexit_count > 0) {
    __vigil_atexit_count--;
    __vigil_atexit_handlers[__vigil_atexit_count]();
  }
}

void __vigil_run_at_quick_exit(void) {
  while (__vigil_at_quick_exit_count > 0) {
    __vigil_at_quick_exit_count--;
    __vigil_at_quick_exit_handlers[__vigil_at_quick_exit_count]();
  }
}

__attribute__((weak)) void error(int status, int errnum, const char *format, ...) {
  if (status != 0) {
    exit(status);
  }
}

/* With error_one_per_line set, a second call from the same place returns before it would exit. */
__attribute__((weak)) void error_at_line(int status, int errnum, const char *file,
                                         unsigned line, const char *format, ...) {
  if (status != 0 && !__vigil_arbitrary_bool()) {
    exit(status);
  }
}
