// verdict: UNKNOWN poke
// engines: kinduction bmc
// The inductive step must not keep g as the prefix left it: poke may write it at any iteration.
extern void reach_error(void);
extern void poke(int *p);
extern int __VERIFIER_nondet_int(void);
int g = 0;
int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    if (i > 2 && g == 5) reach_error();
    poke(&g);
    i++;
  }
  return 0;
}
