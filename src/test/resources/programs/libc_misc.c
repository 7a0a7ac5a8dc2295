// verdict: TRUE
// engines: bmc
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
extern void reach_error(void);
int main(void) {
  int k = 1;
  int *p = &k;
  srand(1);
  srandom(2);
  long r = rand() + random() + (long) clock() + getpid();
  sleep(0);
  usleep(0);
  if (*p != 1) reach_error();
  return 0;
}
