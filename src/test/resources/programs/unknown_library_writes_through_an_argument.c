// verdict: UNKNOWN getopt_long
// getopt_long writes through the flag pointers of the options it is given: verbose may change.
#include <getopt.h>
extern void reach_error(void);
static int verbose;
int main(int argc, char **argv) {
  static struct option options[] = {{"verbose", no_argument, &verbose, 1}, {0, 0, 0, 0}};
  int *p = &verbose;
  getopt_long(argc, argv, "", options, 0);
  if (*p) reach_error();
  return 0;
}
