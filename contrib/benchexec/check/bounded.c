extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0;
  while (i < n) {
    i++;
  }
  if (i > n) {
    reach_error();
  }
  return 0;
}
