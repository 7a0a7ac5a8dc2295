// verdict: TRUE
// engines: bmc
// strspn, strcspn, strpbrk, the tokenisers and case-insensitive comparison, on a multicast option
// as atftp parses it; byte order.
#include <arpa/inet.h>
#include <string.h>
#include <strings.h>
extern void reach_error(void);
int main(void) {
  char option[] = ",239.255.0.1,,1758;1";
  char *save = 0;
  char *ip = strtok_r(option, ",", &save);
  char *port = strtok_r(0, ",;", &save);
  char *flag = strtok_r(0, ",;", &save);
  if (strcmp(ip, "239.255.0.1") != 0 || strcmp(port, "1758") != 0 || flag[0] != '1') reach_error();
  if (strtok_r(0, ",;", &save) != 0 || option[12] != 0) reach_error();
  if (strspn("  ,x", " ,") != 3 || strcspn("ab=c", "=;") != 2 || strcspn("ab", "=") != 2) reach_error();
  if (strpbrk(ip, ".") != ip + 3 || strpbrk(ip, "x") != 0) reach_error();
  char words[] = " a bc ";
  char *a = strtok(words, " ");
  char *b = strtok(0, " ");
  if (a != words + 1 || strcmp(b, "bc") != 0 || strtok(0, " ") != 0) reach_error();
  if (strcasecmp("Multicast", "mULTICAST") != 0 || strncasecmp("blksize", "BLKSIZE2", 7) != 0) reach_error();
  if (strcasecmp("a", "B") >= 0 || strncasecmp("ab", "AC", 2) >= 0 || strcasecmp("", "") != 0) reach_error();
  if (htons(0x1234) != 0x3412 || ntohs(htons(1758)) != 1758) reach_error();
  if (htonl(0x01020304u) != 0x04030201u || ntohl(htonl(0xdeadbeefu)) != 0xdeadbeefu) reach_error();
  return 0;
}
