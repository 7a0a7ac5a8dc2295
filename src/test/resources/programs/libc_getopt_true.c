// verdict: TRUE
// getopt's results on a command line follow from it: "-b" takes the next element as its argument,
// "-c" has none, the operand goes last, and optind points at it.
#include <unistd.h>
extern void reach_error(void);
int main(void) {
  char *argv[] = {"p", "w", "-cb", "v", 0};
  int argc = 4;
  int c;
  int count = 0;
  while ((c = getopt(argc, argv, "b:c")) != -1) {
    count++;
    if (c == 'b' && optarg[0] != 'v') {
      reach_error();
    }
    if (c != 'b' && c != 'c') {
      reach_error();
    }
  }
  if (count != 2 || optind != argc - 1 || argv[optind][0] != 'w') {
    reach_error();
  }
  return 0;
}
