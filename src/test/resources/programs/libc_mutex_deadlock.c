// verdict: UNKNOWN waits forever
// The only thread locks a normal mutex it holds: it waits forever, so the error after it is
// never reached (before the models, the second lock returned and this was a wrong FALSE).
#include <pthread.h>
extern void reach_error(void);
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int main(void) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&m);
  reach_error();
  return 0;
}
