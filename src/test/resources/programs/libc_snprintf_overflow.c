// verdict: FALSE
// property: valid-memsafety
// engines: bmc
#include <stdio.h>
int main(void) { char buf[4]; snprintf(buf, 8, "%d", 12345); return 0; }
