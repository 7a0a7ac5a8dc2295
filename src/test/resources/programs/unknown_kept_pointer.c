// verdict: UNKNOWN poke
// keep may remember &x, and poke, given nothing, may then write x.
extern void reach_error(void);
extern void keep(int *p);
extern void poke(void);
int main(void) { int x = 0; keep(&x); poke(); if (x == 5) reach_error(); return 0; }
