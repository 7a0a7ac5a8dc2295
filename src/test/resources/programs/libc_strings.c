// verdict: TRUE
// engines: bmc
// The string and integer models.
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char s[8] = "abcabc";
  char t[16];
  if (strlen(s) != 6 || strnlen(s, 3) != 3) reach_error();
  if (strcmp(s, "abcabc") != 0 || strncmp(s, "abd", 2) != 0) reach_error();
  strcpy(t, "ab");
  strcat(t, "cd");
  strncat(t, "efg", 1);
  if (strcmp(t, "abcde") != 0) reach_error();
  strncpy(t, "xy", 4);
  if (t[1] != 'y' || t[3] != 0) reach_error();
  if (strchr(s, 'c') != s + 2 || strrchr(s, 'c') != s + 5 || strstr(s, "ca") != s + 2) reach_error();
  if (memcmp(s, "abc", 3) != 0 || memchr(s, 'b', 6) != s + 1) reach_error();
  char *u = strdup(s);
  if (u[5] != 'c') reach_error();
  free(u);
  if (abs(-3) != 3 || labs(-4L) != 4 || llabs(-5LL) != 5) reach_error();
  return 0;
}
