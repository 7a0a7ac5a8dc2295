// verdict: UNKNOWN without a width
// engines: bmc
#include <stdio.h>
int main(void) { char w[8]; scanf("%s", w); return 0; }
