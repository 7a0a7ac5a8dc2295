/* set's result matters at its second call and not at its first (r is never read): expanding
   the first call's result had nothing to link to (an internal error); the program is FALSE. */
extern void reach_error(void);
int g;
int set(void) { g = 1; return g + 4; }
int main(void) { int r = set(); if (set() == 5) reach_error(); return r; }
