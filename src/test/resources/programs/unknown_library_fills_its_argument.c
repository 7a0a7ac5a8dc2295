// verdict: UNKNOWN recv
// recv fills the buffer it is given: what it writes is arbitrary, and no FALSE rests on it.
#include <sys/socket.h>
extern void reach_error(void);
int main(void) {
  char buf[8] = {0};
  recv(0, buf, sizeof buf, 0);
  if (buf[3] == 'x') reach_error();
  return 0;
}
