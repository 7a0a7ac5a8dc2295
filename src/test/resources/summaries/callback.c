/* A code base that takes a function's address and gives a pointer to a function without a body,
   which might call back: from main, the call ends the runs that reach it (UNKNOWN); from check,
   which does not reach it, the null dereference is found. */
#include <stddef.h>
extern void register_handler(void (*h)(int), int *state);
static int state;
static void on_signal(int s) { state = s; }
int check(int *p, int k) {
  int *q = k ? p : NULL;
  return *q;
}
int main(void) {
  register_handler(on_signal, &state);
  return state;
}
