// verdict: UNKNOWN recvmsg
// recvmsg writes through the buffer pointers of the message it is given: received may change.
#include <sys/socket.h>
extern void reach_error(void);
static char received;
int main(void) {
  struct iovec buffer = {&received, 1};
  struct msghdr message = {0};
  message.msg_iov = &buffer;
  message.msg_iovlen = 1;
  char *p = &received;
  recvmsg(0, &message, 0);
  if (*p) reach_error();
  return 0;
}
