// verdict: FALSE
// Returning from main runs the handler.
#include <stdlib.h>
extern void reach_error(void);
void handler(void) { reach_error(); }
int main(void) { atexit(handler); return 0; }
