// verdict: FALSE
// A command line split at spaces, as atftp's make_arg does: with an input space in the middle
// there is one more argument.
#define _GNU_SOURCE
#include <argz.h>
#include <stdlib.h>
extern void reach_error(void);
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char line[] = "put abc";
  line[5] = __VERIFIER_nondet_char();
  char *argz;
  size_t len;
  if (argz_create_sep(line, ' ', &argz, &len) != 0) return 0;
  char *argv[4];
  size_t n = __argz_count(argz, len);
  if (n > 3) return 0;
  argz_extract(argz, len, argv);
  if (n == 3 && argv[2][0] == 'c') reach_error();
  __argz_stringify(argz, len, ' ');
  (void) __argz_next(argz, len, NULL);
  free(argz);
  return 0;
}
