// verdict: TRUE
// h is static and its address never escapes: poke, wherever it is defined, cannot write it.
extern void reach_error(void);
extern void poke(int *p);
static int h = 1;
int main(void) { int x = 0; poke(&x); if (h != 1) reach_error(); return 0; }
