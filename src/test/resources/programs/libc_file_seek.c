// verdict: UNKNOWN particular result
// engines: bmc kinduction
// After a seek, a rewind or a reopen the file gives characters it gave before: the model does not
// follow that, and answers neither TRUE nor FALSE where the program compares them.
#define _LARGEFILE64_SOURCE
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  FILE *f = fopen("data", "r");
  if (f == NULL) {
    return 0;
  }
  int first = fgetc(f);
  rewind(f);
  int again = fgetc(f);
  if (fseek(f, 0, SEEK_SET) == 0 && fseeko(f, 0, SEEK_SET) == 0 && fseeko64(f, 0, SEEK_SET) == 0) {
    fpos_t start;
    memset(&start, 0, sizeof start);
    fsetpos(f, &start);
  }
  f = freopen(NULL, "r", f);
  if (f != NULL) {
    f = freopen64("data", "r", f);
  }
  if (f != NULL && first != EOF && again != EOF && first != again) {
    reach_error();
  }
  return 0;
}
