// verdict: TRUE
// engines: bmc kinduction
// What the models promise of files: fopen fails with NULL, or gives a stream of glibc's FILE size
// that fclose frees; a character is EOF or an unsigned char; fread reads at most the items asked
// for, and fgets gives its buffer or NULL and writes no further than it may. Two files are
// followed apart.
#define _LARGEFILE64_SOURCE
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  FILE *a = fopen("a", "r");
  FILE *b = fopen64("b", "rb");
  if (a == NULL || b == NULL) {
    return 0;
  }
  if (a == b) {
    reach_error();
  }
  int c = fgetc(a);
  if (c < -1 || c > 255) {
    reach_error();
  }
  char buffer[6] = "xxxxx";
  char *line = fgets(buffer, sizeof buffer, b);
  if (line != NULL && (line != buffer || buffer[5] != 0)) {
    reach_error();
  }
  unsigned char bytes[8];
  if (fread(bytes, 4, 2, a) > 2) {
    reach_error();
  }
  if (fclose(a) != 0 && fclose(b) != 0) {
    return 1;
  }
  return 0;
}
