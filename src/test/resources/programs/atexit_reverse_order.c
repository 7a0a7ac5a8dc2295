// verdict: TRUE
// Handlers run in reverse order of registration: second before first.
#include <stdlib.h>
extern void reach_error(void);
int state = 0;
void first(void) { if (state != 1) reach_error(); state = 2; }
void second(void) { if (state != 0) reach_error(); state = 1; }
int main(void) { atexit(first); atexit(second); return 0; }
