extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "loop_of_diamonds.c", 3, "reach_error"); }

/* A loop body of six diamonds (Byte add's shape): each iteration adds the byte its index picks. */
int main(void) {
  unsigned char a0 = __VERIFIER_nondet_uchar(), a1 = __VERIFIER_nondet_uchar();
  unsigned char a2 = __VERIFIER_nondet_uchar();
  unsigned int sum = 0;
  for (unsigned char i = 0; i < 3; i++) {
    if (i == 0) { sum += a0; }
    if (i == 1) { sum += a1; }
    if (i == 2) { sum += a2; }
    if (i == 3) { sum += a0; }
    if (i == 4) { sum += a1; }
    if (i == 5) { sum += a2; }
  }
  if (sum != (unsigned int)a0 + a1 + a2) {
    reach_error();
  }
  return 0;
}
