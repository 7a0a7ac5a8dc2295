// verdict: TRUE
// readlink and close, C library functions, write only the objects their pointer arguments point to:
// x, reachable through the pointer kept in p, and the program's global g stay as they are.
#include <unistd.h>
extern void reach_error(void);
int g = 1;
int *gp = &g;
int main(void) {
  int x = 5;
  int *p = &x;
  char buf[8] = {0};
  if (readlink("link", buf, sizeof buf) < 0) return 1;
  close(0);
  if (*p != 5 || *gp != 1) reach_error();
  return 0;
}
