// verdict: UNKNOWN setvbuf
// setvbuf keeps the buffer it is given: the library may write it at any later call.
#include <stdio.h>
#include <unistd.h>
extern void reach_error(void);
char *kept;
int main(void) {
  char buf[64] = {0};
  kept = buf;
  setvbuf(stdout, buf, _IOFBF, sizeof buf);
  close(1);
  if (kept[0] != 0) reach_error();
  return 0;
}
