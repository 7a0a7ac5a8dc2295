// verdict: TRUE
// h's address never escapes: poke cannot write it.
extern void reach_error(void);
extern void poke(int *p);
int h = 1;
int main(void) { int x = 0; poke(&x); if (h != 1) reach_error(); return 0; }
