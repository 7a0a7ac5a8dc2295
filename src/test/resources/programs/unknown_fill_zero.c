// verdict: UNKNOWN fill
// fill may leave x as it was, or change it: neither TRUE nor FALSE can be claimed.
extern void reach_error(void);
extern void fill(int *p);
int main(void) { int x = 0; fill(&x); if (x == 0) reach_error(); return 0; }
