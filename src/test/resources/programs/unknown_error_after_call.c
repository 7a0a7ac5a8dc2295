// verdict: FALSE
// The error does not depend on what fill did: the counterexample replays through the call.
extern void reach_error(void);
extern void fill(int *p);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  fill(&x);
  x = __VERIFIER_nondet_int();
  if (x == 42) reach_error();
  return 0;
}
