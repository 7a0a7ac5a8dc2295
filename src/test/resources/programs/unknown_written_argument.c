// verdict: UNKNOWN stat
// stat writes the structure its second argument points to: what was there before is gone.
#include <sys/stat.h>
extern void reach_error(void);
int main(void) {
  struct stat st;
  st.st_size = 5;
  if (stat("/tmp", &st) == 0 && st.st_size != 5) reach_error();
  return 0;
}
