/* A loop that does not change s; the error needs s == 0 after it, but s is 1 before: SAFE.
   DASH's proof is the region predicate at the loop head (s != 0). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int s = __VERIFIER_nondet_int();
  if (s != 1)
    return 0;
  int i = 0;
  while (__VERIFIER_nondet_int())
    i++;
  if (s == 0)
    reach_error();
  return i;
}
