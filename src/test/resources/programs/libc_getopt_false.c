// verdict: FALSE
// engines: random
// getopt_long reads a command line as glibc does ("--verb" abbreviates "--verbose", which sets the
// flag; "-nx" is -n with the argument "x"): the error needs the third command line, and it replays.
#include <getopt.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static int verbose;
int main(void) {
  static struct option options[] = {
      {"verbose", no_argument, &verbose, 1}, {"name", required_argument, 0, 'n'}, {0, 0, 0, 0}};
  char *lines[][4] = {{"p", "--verbose", "-n", 0}, {"p", "-nx", "--nam=y", 0},
                      {"p", "--verb", "-nx", 0}, {"p", "--verbose", "--name", "y"}};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) {
    return 0;
  }
  char *name = 0;
  int c;
  while ((c = getopt_long(3, lines[k], "n:", options, 0)) != -1) {
    if (c == 'n') {
      name = optarg;
    }
  }
  if (verbose && name != 0 && name[0] == 'x') {
    reach_error();
  }
  return 0;
}
