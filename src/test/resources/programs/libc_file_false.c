// verdict: FALSE
// engines: bmc kinduction
// What the program reads from a file it opens is its input, as stdin's: fgets, fgetc and fread
// each follow the file's characters.
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  FILE *config = fopen("vigil.conf", "r");
  if (config == NULL) {
    return 1;
  }
  char line[8];
  if (fgets(line, sizeof line, config) != NULL && strcmp(line, "on\n") == 0) {
    unsigned char header[4];
    if (fgetc(config) == '#' && fread(header, 2, 2, config) == 1 && header[1] == 0x7f) {
      reach_error();
    }
  }
  fclose(config);
  return 0;
}
