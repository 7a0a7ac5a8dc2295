// verdict: FALSE
// Were handlers run in registration order, second would see state 1.
#include <stdlib.h>
extern void reach_error(void);
int state = 0;
void first(void) { state = 1; }
void second(void) { if (state != 1) reach_error(); }
int main(void) { atexit(first); atexit(second); return 0; }
