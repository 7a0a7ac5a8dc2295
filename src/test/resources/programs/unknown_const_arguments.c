// verdict: TRUE
// The name, service and hints given to getaddrinfo, the address given to connect and the path
// given to stat are const in POSIX: these library functions only read them, so they are unchanged.
#include <netdb.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
extern void reach_error(void);
int main(void) {
  char host[] = "localhost";
  struct addrinfo hints;
  memset(&hints, 0, sizeof hints);
  hints.ai_socktype = SOCK_DGRAM;
  struct addrinfo *found = NULL;
  int err = getaddrinfo(host, "tftp", &hints, &found);
  if (strcmp(host, "localhost") != 0 || hints.ai_socktype != SOCK_DGRAM) reach_error();
  struct sockaddr peer;
  memset(&peer, 0, sizeof peer);
  peer.sa_family = AF_INET;
  connect(3, &peer, sizeof peer);
  if (peer.sa_family != AF_INET) reach_error();
  char path[] = "/tmp";
  struct stat st;
  stat(path, &st);
  if (path[1] != 't') reach_error();
  if (err == 0) freeaddrinfo(found);
  return 0;
}
