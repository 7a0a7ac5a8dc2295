// verdict: UNKNOWN fill
// The example: fill may write 5 into x, or not.
extern void reach_error(void);
extern void fill(int *p);
int main(void) { int x = 0; fill(&x); if (x == 5) reach_error(); return 0; }
