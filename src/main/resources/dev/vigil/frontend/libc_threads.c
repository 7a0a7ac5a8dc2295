/*
 * Mutexes of glibc (nptl), linked into programs that call these functions (see LibcModels.java
 * and LibraryFunctions.java). Creating a thread is unsupported, so a program's runs have one
 * thread, which holds every locked mutex: locking a normal mutex it holds waits forever, an
 * error-checking one says EDEADLK, a recursive one counts. Before these models a second lock
 * returned, and the code after it was reachable.
 *
 * The fields are glibc's struct __pthread_mutex_s: __lock, __count and __owner first, __kind at
 * byte 16 (x86-64) or 12 (i386); a static initializer sets __kind, pthread_mutex_init from its
 * attributes.
 */
typedef __SIZE_TYPE__ size_t;

void *memset(void *p, int c, size_t n);
/* Lifted to an error that makes the verdict UNKNOWN where it is reached. */
void __vigil_unsupported(const char *what);
/* An arbitrary value (Op.Havoc named after the calling model). */
int __vigil_arbitrary_int(void);

#define MODEL __attribute__((weak))
#ifdef __x86_64__
#define KIND_AT 16
#define MUTEX_SIZE 40
#else
#define KIND_AT 12
#define MUTEX_SIZE 24
#endif
#define NORMAL 0
#define RECURSIVE 1
#define ERRORCHECK 2
#define ADAPTIVE 3
#define EPERM 1
#define EBUSY 16
#define EDEADLK 35

struct __vigil_mutex {
  int lock;
  unsigned count;
  int owner;
};

static int __vigil_mutex_kind(struct __vigil_mutex *m) {
  return *(int *) ((char *) m + KIND_AT);
}

/* The attributes' type is what pthread_mutexattr_settype, a function without a body, made it. */
MODEL int pthread_mutex_init(struct __vigil_mutex *m, const void *attributes) {
  memset(m, 0, MUTEX_SIZE);
  *(int *) ((char *) m + KIND_AT) = attributes == 0 ? NORMAL : __vigil_arbitrary_int();
  return 0;
}

MODEL int pthread_mutex_lock(struct __vigil_mutex *m) {
  int kind = __vigil_mutex_kind(m);
  if (m->lock != 0) {
    if (kind == RECURSIVE) {
      m->count++;
      return 0;
    }
    if (kind == ERRORCHECK) {
      return EDEADLK;
    }
    __vigil_unsupported("a lock of a mutex its only thread holds: it waits forever");
  }
  m->lock = 1;
  m->count = 1;
  m->owner = 1;
  return 0;
}

MODEL int pthread_mutex_trylock(struct __vigil_mutex *m) {
  if (m->lock != 0) {
    if (__vigil_mutex_kind(m) == RECURSIVE) {
      m->count++;
      return 0;
    }
    return EBUSY;
  }
  m->lock = 1;
  m->count = 1;
  m->owner = 1;
  return 0;
}

MODEL int pthread_mutex_unlock(struct __vigil_mutex *m) {
  int kind = __vigil_mutex_kind(m);
  if (kind != NORMAL && kind != ADAPTIVE && m->lock == 0) {
    return EPERM;
  }
  if (kind == RECURSIVE && --m->count != 0) {
    return 0;
  }
  m->lock = 0;
  m->count = 0;
  m->owner = 0;
  return 0;
}

MODEL int pthread_mutex_destroy(struct __vigil_mutex *m) {
  return m->lock != 0 ? EBUSY : 0;
}
