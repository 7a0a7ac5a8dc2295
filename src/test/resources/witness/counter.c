// Safe: j stays i + 10. k-induction proves it with loop-head invariants (witness tests).
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0, j = 10;
  while (i < n) {
    i++;
    j++;
  }
  if (j != i + 10) {
    reach_error();
  }
  return 0;
}
