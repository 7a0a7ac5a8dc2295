// verdict: UNKNOWN may have allocated
// property: valid-memsafety
// getcwd(NULL, 0) allocates the buffer it returns, and the program never frees it: a function
// without a body may allocate what the program must free, which no count of the program's own
// heap objects sees (before, this leak was a wrong TRUE).
#include <unistd.h>
int main(void) {
  char *cwd = getcwd(NULL, 0);
  return cwd == 0;
}
