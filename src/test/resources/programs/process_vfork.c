// verdict: UNKNOWN vfork
// The child of vfork shares the parent's memory until it exits: its write shows in the parent.
// Read as a function without a body that returns (before), this program was TRUE.
#include <unistd.h>
extern void reach_error(void);
static int x;
int main(void) {
  if (vfork() == 0) {
    x = 1;
    _exit(0);
  }
  if (x != 0) reach_error();
  return 0;
}
