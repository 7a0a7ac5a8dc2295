// verdict: UNKNOWN %n
// engines: bmc
#include <stdio.h>
int main(void) { int n; printf("ab%n", &n); return 0; }
