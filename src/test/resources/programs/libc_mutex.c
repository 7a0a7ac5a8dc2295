// verdict: TRUE
// Mutexes of a program with one thread, as glibc's behave: a recursive mutex counts its locks,
// an error-checking one refuses a second lock and an unlock it does not hold, trylock of a held
// mutex is EBUSY, and destroying a held one too.
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
extern void reach_error(void);
static pthread_mutex_t normal = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t recursive = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static pthread_mutex_t checking = PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP;
int main(void) {
  pthread_mutex_t local;
  if (pthread_mutex_init(&local, NULL) != 0) reach_error();
  if (pthread_mutex_lock(&local) != 0) reach_error();
  if (pthread_mutex_trylock(&local) != EBUSY) reach_error();
  if (pthread_mutex_destroy(&local) != EBUSY) reach_error();
  if (pthread_mutex_unlock(&local) != 0) reach_error();
  if (pthread_mutex_trylock(&local) != 0) reach_error();
  if (pthread_mutex_unlock(&local) != 0 || pthread_mutex_destroy(&local) != 0) reach_error();
  if (pthread_mutex_lock(&normal) != 0 || pthread_mutex_unlock(&normal) != 0) reach_error();
  if (pthread_mutex_lock(&recursive) != 0 || pthread_mutex_lock(&recursive) != 0) reach_error();
  if (pthread_mutex_trylock(&recursive) != 0) reach_error();
  for (int i = 0; i < 3; i++)
    if (pthread_mutex_unlock(&recursive) != 0) reach_error();
  if (pthread_mutex_unlock(&recursive) != EPERM) reach_error();
  if (pthread_mutex_unlock(&checking) != EPERM) reach_error();
  if (pthread_mutex_lock(&checking) != 0) reach_error();
  if (pthread_mutex_lock(&checking) != EDEADLK) reach_error();
  return 0;
}
