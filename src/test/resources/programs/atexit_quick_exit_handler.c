// verdict: FALSE
#include <stdlib.h>
extern void reach_error(void);
void handler(void) { reach_error(); }
int main(void) { at_quick_exit(handler); quick_exit(0); }
