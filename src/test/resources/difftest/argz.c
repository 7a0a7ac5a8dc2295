/* glibc's argz vectors, as the C models build and read them. */
#define _GNU_SOURCE
#include <argz.h>
#include <stdlib.h>
#include "difftest.h"

static const char *const lines[] = {"", " ", "a", "get a b", "  get  a  b  ", "x,,y,", ",", "abc def", "a b c d e"};

static void bytes(const char *p, size_t n) {
  unsigned long long h = 0;
  for (size_t i = 0; i < n; i++) {
    h = h * 131 + (unsigned char) p[i];
  }
  out_u(h);
}

int main(void) {
  for (int k = 0; k < (int) (sizeof lines / sizeof lines[0]); k++) {
    for (int s = 0; s < 2; s++) {
      char *argz = (char *) 1;
      size_t len = 99;
      out_i(argz_create_sep(lines[k], s == 0 ? ' ' : ',', &argz, &len));
      out_i(argz == NULL);
      out_i((int) len);
      bytes(argz, len);
      size_t n = argz_count(argz, len);
      out_i((int) n);
      char **argv = malloc((n + 1) * sizeof(char *));
      argz_extract(argz, len, argv);
      for (size_t i = 0; i < n; i++) {
        out_i((int) (argv[i] - argz));
      }
      out_i(argv[n] == NULL);
      free(argv);
      int steps = 0;
      for (char *e = argz_next(argz, len, NULL); e != NULL; e = argz_next(argz, len, e)) {
        out_i((int) (e - argz));
        steps++;
      }
      out_i(steps);
      out_i(argz_add(&argz, &len, "zz"));
      out_i(argz_append(&argz, &len, "q\0r", 4));
      out_i((int) len);
      out_i((int) argz_count(argz, len));
      argz_stringify(argz, len, '+');
      bytes(argz, len);
      free(argz);
    }
  }
  char *one[] = {"a", "", "bc", NULL};
  char *none[] = {NULL};
  char *argz;
  size_t len;
  out_i(argz_create(one, &argz, &len));
  out_i((int) len);
  bytes(argz, len);
  free(argz);
  out_i(argz_create(none, &argz, &len));
  out_i(argz == NULL);
  out_i((int) len);
  return 0;
}
