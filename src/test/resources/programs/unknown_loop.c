// verdict: TRUE
// engines: kinduction
// Calls in a loop: each may write x (and, as x is given again, anything given before).
extern void reach_error(void);
extern void fill(int *p);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  int n = __VERIFIER_nondet_int();
  int i = 0;
  while (i < n) {
    fill(&x);
    i++;
  }
  if (i < 0) reach_error();
  return 0;
}
