// verdict: UNKNOWN tick
// counter is defined elsewhere: the function without a body may change it.
extern void reach_error(void);
extern void tick(void);
extern int counter;
int main(void) { int before = counter; tick(); if (counter != before) reach_error(); return 0; }
