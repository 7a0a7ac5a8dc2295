// verdict: TRUE
// quick_exit runs the at_quick_exit handlers only.
#include <stdlib.h>
extern void reach_error(void);
int done = 0;
void handler(void) { reach_error(); }
void quick(void) { done = 1; }
int main(void) { atexit(handler); at_quick_exit(quick); quick_exit(0); }
