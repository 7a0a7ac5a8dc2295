/* Seed 000 (LCTD), Fig. 5.19: the diamond program, with lock volatile. Vigil's front end folds
   the constant lock == 1 of seed-examples/lctd_fig5_19_diamond.c away (no error edge is left);
   LCTD's LLVM IR kept it as a guard on a constant. A volatile lock keeps the assertion, as a load
   that the five diamonds do not change. lct_get_bool() -> __VERIFIER_nondet_bool().
   lock is 1 and never changes, so the assertion holds: SAFE. Five diamonds on the path
   (32 paths) with loads/stores through a pointer to a stack variable. */
extern _Bool __VERIFIER_nondet_bool(void);
extern void reach_error(void);

int main(void) {
    volatile int lock = 1;
    int x = 0, y = 0;
    int *p = &y;
    if (__VERIFIER_nondet_bool())
        x = x + 1;
    else
        *p = *p + 1;
    if (__VERIFIER_nondet_bool())
        x = x + 1;
    else
        *p = *p + 1;
    if (__VERIFIER_nondet_bool())
        x = x + 1;
    else
        *p = *p + 1;
    if (__VERIFIER_nondet_bool())
        x = x + 1;
    else
        *p = *p + 1;
    if (__VERIFIER_nondet_bool())
        x = x + 1;
    else
        *p = *p + 1;
    if (!(lock == 1))
        reach_error();
    return 0;
}
