// verdict: UNKNOWN sin
// engines: bmc
// The real sin is at most 1, but its model's result is arbitrary: no FALSE rests on it.
#include <math.h>
extern void reach_error(void);
int main(void) { if (sin(0.5) > 2.0) reach_error(); return 0; }
