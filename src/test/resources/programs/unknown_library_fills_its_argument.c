// verdict: UNKNOWN readlink
// readlink fills the buffer it is given: what it writes is arbitrary, and no FALSE rests on it.
#include <unistd.h>
extern void reach_error(void);
int main(void) {
  char buf[8] = {0};
  readlink("link", buf, sizeof buf);
  if (buf[3] == 'x') reach_error();
  return 0;
}
