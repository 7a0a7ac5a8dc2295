/* No loop and no recursion, and a null dereference when x is 3 (undefined behaviour for
   unreach-call): one bound decides, and the answer names the dereference. */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int *p = 0;
  if (x == 3) return *p;
  return 0;
}
