// verdict: UNKNOWN poke
// h is not static: another translation unit may define poke and write h by its name.
extern void reach_error(void);
extern void poke(int *p);
int h = 1;
int main(void) { int x = 0; poke(&x); if (h != 1) reach_error(); return 0; }
