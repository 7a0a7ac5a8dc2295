// verdict: FALSE
// A bug that depends on the bytes of a heap block, in a program that calls a C model (atoi):
// the engines number the model's function once, as the interpreter does, so that the block's
// bytes replay at the same address.
#include <stdlib.h>
extern void reach_error(void);
int main(void) {
  char *digits = malloc(4);
  if (digits == 0) return 0;
  digits[3] = 0;
  if (digits[1] == 'x') reach_error();
  return atoi(digits);
}
