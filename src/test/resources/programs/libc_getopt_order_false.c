// verdict: FALSE
// engines: random
// getopt permutes argv as glibc does (the operand moves after the option), __posix_getopt stops at
// the first operand, and getopt_long_only reads "-a" as an abbreviation of "--all".
#include <getopt.h>
extern int __posix_getopt(int argc, char *const *argv, const char *optstring);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  char *argv[] = {"p", "x", "-a", 0};
  if (__VERIFIER_nondet_int()) {
    argv[1] = "-a";
    argv[2] = "x";
  }
  char *operand = argv[1];
  int seen = 0;
  int c;
  while ((c = getopt(3, argv, "a")) != -1) {
    seen |= c == 'a';
  }
  if (!seen || argv[2] != operand || optind != 2) {
    return 0;
  }
  optind = 0;
  if (__posix_getopt(3, argv, "a") != 'a' || __posix_getopt(3, argv, "a") != -1) {
    return 0;
  }
  static struct option options[] = {{"all", no_argument, 0, 'A'}, {0, 0, 0, 0}};
  optind = 0;
  if (getopt_long_only(3, argv, "", options, 0) == 'A') {
    reach_error();
  }
  return 0;
}
