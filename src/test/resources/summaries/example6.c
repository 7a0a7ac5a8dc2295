/* The thesis's Example 6 (structural abstraction's motivating example, Babic L1243-1313) as
   printed there: flip negates *data in place, init is a pure, expensive function. After flip
   returns true, global2 = -x for some x < 0, never 0 (also in 32-bit wrap-around): SAFE, and the
   proof needs flip's result and flip's write to global2, never init's result. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int global1, global2;
_Bool flip(int *data) {
  if (*data < 0) {
    *data = (int)(0u - (unsigned int)*data);
    return 1;
  }
  return 0;
}
int init(int x) {
  unsigned int h = (unsigned int)x;
  for (int i = 0; i < 16; i++) {
    h = h * 2654435761u + 0x9e3779b9u;
    h = h ^ (h >> 13);
  }
  return (int)h;
}
void scale(void) {
  global2 = init(global1);
  if (flip(&global2)) {
    if (!(global2 != 0)) reach_error();
    global1 /= global2;
  }
}
int main(void) {
  global1 = __VERIFIER_nondet_int();
  global2 = __VERIFIER_nondet_int();
  scale();
  return 0;
}
