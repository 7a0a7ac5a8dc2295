// verdict: FALSE
// property: valid-memsafety
// engines: bmc
// printf reads the string it prints: here a freed one.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *s = malloc(4);
  strcpy(s, "abc");
  free(s);
  printf("%s\n", s);
  return 0;
}
