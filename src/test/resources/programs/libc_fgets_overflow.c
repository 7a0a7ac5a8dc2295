// verdict: FALSE
// property: valid-memsafety
// engines: bmc
// fgets may write 10 bytes into a buffer of 4.
#include <stdio.h>
int main(void) { char buf[4]; fgets(buf, 10, stdin); return 0; }
