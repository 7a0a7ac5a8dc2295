/* Seed 000 (LCTD), "Array store unsafe 100" (Table 5.18), with N = 100; a copy of seed-examples/lctd_array_store_unsafe_10.c with another N. The source is not printed; this is
   RECONSTRUCTED from the description at seed L665: initialise an array of length N with zeros,
   store a one at a symbolic index, assert that element 7 is zero.
   The index is any valid index; idx == 7 violates the assertion: UNSAFE.
   The initialisation is loop-free: the paper says there is a single path to the error. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

#define N 100

int main(void) {
    int a[N] = {0};
    int idx = __VERIFIER_nondet_int();
    __VERIFIER_assume(0 <= idx && idx < N);
    a[idx] = 1;
    if (!(a[7] == 0))
        reach_error();
    return 0;
}
