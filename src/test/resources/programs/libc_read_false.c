// verdict: FALSE
// What read and recvfrom receive is the program's input: a count and the bytes.
#include <sys/socket.h>
#include <unistd.h>
extern void reach_error(void);
int main(void) {
  unsigned char b[4] = {0};
  if (read(0, b, sizeof b) == 2 && b[0] == 0xff && b[1] == 1 && b[2] == 0) {
    char packet[32];
    long n = recvfrom(3, packet, sizeof packet, 0, 0, 0);
    if (n > 1 && packet[0] == 'A' && packet[1] == 'B') {
      reach_error();
    }
  }
  return 0;
}
