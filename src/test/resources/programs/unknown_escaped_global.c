// verdict: UNKNOWN poke
// g's address escapes (into gp), so poke, which is given nothing, may still write g.
extern void reach_error(void);
extern void poke(void);
int g = 0;
int *gp;
int main(void) { gp = &g; poke(); if (g == 5) reach_error(); return 0; }
