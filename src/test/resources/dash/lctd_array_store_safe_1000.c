/* Seed 000 (LCTD), "Array store safe 1000" (Table 5.18), with N = 1000; a copy of seed-examples/lctd_array_store_safe_10.c with another N. The source is not printed; this is
   RECONSTRUCTED from the description at seed L665: initialise an array of length N with zeros,
   store a one at a symbolic index, assert that element 7 is zero.
   The index is any even valid index, so a[7] is never written: SAFE.
   The initialisation is loop-free: the paper says there is a single path to the error. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

#define N 1000

int main(void) {
    int a[N] = {0};
    int idx = __VERIFIER_nondet_int();
    __VERIFIER_assume(0 <= idx && idx < N);
    __VERIFIER_assume(idx % 2 == 0);       /* safe variant: even indices only */
    a[idx] = 1;
    if (!(a[7] == 0))
        reach_error();
    return 0;
}
