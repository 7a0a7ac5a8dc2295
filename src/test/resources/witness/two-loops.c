// Two loops: the first counts i and k up to n, the second counts k down with j. At the second
// loop's head i is dead (nothing reads it any more), yet k-induction states facts about it.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = 0;
  int k = 0;
  while (i < n) {
    i++;
    k++;
  }
  int j = n;
  while (j > 0) {
    if (k <= 0) {
      reach_error();
    }
    j--;
    k--;
  }
  return 0;
}
