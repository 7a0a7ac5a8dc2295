# 1 "loop.c"
# 1 "<built-in>"
# 1 "loop.c"
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  int x = 0;
  while (i < 1000) {
    if (n > 0) {
      x++;
    }
    i++;
  }
  if (i != 1000) {
    reach_error();
  }
  return x;
}
