// verdict: UNKNOWN printf
// engines: bmc
// printf's result (characters written, or negative) is arbitrary: no FALSE rests on it.
#include <stdio.h>
extern void reach_error(void);
int main(void) { if (printf("hi\n") == 3) reach_error(); return 0; }
