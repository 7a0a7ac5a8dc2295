// verdict: FALSE
// property: valid-memsafety
// The program's own leak is found although a function without a body ran before it.
#include <stdlib.h>
#include <unistd.h>
char *kept;
int main(void) {
  char *cwd = getcwd(NULL, 0);
  (void) cwd;
  kept = malloc(8);
  kept = 0;
  return 0;
}
