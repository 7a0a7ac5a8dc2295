/* The string functions the front end models in C: strlen, strcmp, strcpy, strcat, strchr, strtok, ... */
#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "difftest.h"

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void) {
  const char *hello = "hello, world";
  out_u(strlen(hello));
  out_u(strlen(""));
  out_i(sign(strcmp("abc", "abd")));
  out_i(sign(strcmp("abc", "abc")));
  out_i(sign(strcmp("abcd", "abc")));
  out_i(sign(strcmp("\xff", "a")));   /* compared as unsigned char */
  out_i(sign(strncmp("abcdef", "abcxyz", 3)));
  out_i(sign(strncmp("abcdef", "abcxyz", 4)));
  char buf[64];
  strcpy(buf, "foo");
  strcat(buf, "bar");
  strcat(buf, "!");
  out_u(strlen(buf));
  out_i(buf[5]);
  out_i(strcmp(buf, "foobar!") == 0);
  char small[8];
  strncpy(small, "ab", sizeof small);
  out_i(small[1] + small[2] + small[7]);
  strncpy(small, "abcdefghij", 4);
  out_i(small[3]);
  out_i(small[4]);
  strncat(buf, "xyzuvw", 3);
  out_u(strlen(buf));
  const char *c = strchr(hello, 'o');
  out_i(c - hello);
  out_i(strrchr(hello, 'o') - hello);
  out_i(strchr(hello, 'z') == 0);
  out_i(strchr(hello, 0) - hello);
  out_i(strstr(hello, "wor") - hello);
  out_i(strstr(hello, "word") == 0);
  out_i(strstr(hello, "") == hello);
  char *dup = strdup(hello);
  out_i(dup != hello);
  out_i(strcmp(dup, hello));
  dup[0] = 'H';
  out_i(hello[0]);
  out_i(dup[0]);
  free(dup);
  out_u(strnlen(hello, 5));
  out_u(strnlen(hello, 50));
  const char *m = memchr(hello, ',', 12);
  out_i(m - hello);
  out_i(memchr(hello, '!', 12) == 0);
  out_u(strspn("  , a b", " ,"));
  out_u(strspn("abc", ""));
  out_u(strcspn("key=value", "=;"));
  out_u(strcspn("key", "=;"));
  out_i(strpbrk(hello, "wr") - hello);
  out_i(strpbrk(hello, "xyz") == 0);
  char list[] = ",,10.0.0.1-5,,20;x,";
  char *save = 0;
  for (char *t = strtok_r(list, ",;", &save); t != 0; t = strtok_r(0, ",;", &save)) {
    out_u(strlen(t));
    out_i(t[0]);
  }
  out_i(strtok_r(0, ",;", &save) == 0);
  out_i(list[12]); /* the token's end was overwritten */
  char words[] = "  one two  three ";
  int count = 0;
  for (char *w = strtok(words, " "); w != 0; w = strtok(0, " ")) {
    count = count * 10 + (int) strlen(w);
  }
  out_i(count);
  out_i(strtok(0, " ") == 0);
  out_i(sign(strcasecmp("Hello", "hELLO")));
  out_i(sign(strcasecmp("abc", "ABD")));
  out_i(sign(strcasecmp("abcd", "ABC")));
  out_i(sign(strncasecmp("abcX", "ABCy", 3)));
  out_i(sign(strncasecmp("abcX", "ABCy", 4)));
  out_u(htons(0x1234));
  out_u(ntohs(0xabcd));
  out_u(htonl(0x01020304u));
  out_u(ntohl(0xfedcba98u));
  unsigned hash = 0;
  for (const char *p = hello; *p; p++) {
    hash = hash * 31u + (unsigned char)*p;
  }
  out_u(hash);
  return 0;
}
