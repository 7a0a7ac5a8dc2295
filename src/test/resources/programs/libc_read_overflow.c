// verdict: FALSE
// property: valid-memsafety
// engines: bmc
// read may receive 8 bytes for a buffer of 4.
#include <unistd.h>
int main(void) { char buf[4]; return read(0, buf, 8) > 0; }
