// A function of the program that Vigil reads without its body (inline assembly) writes a static
// global by name: no model of a call without a body covers that, so runs that call it are not
// explored, and main is not proved.
extern void reach_error(void);
static int state;
void weird(void) {
  __asm__ volatile("nop");
  state = 1;
}
int main(void) {
  weird();
  if (state)
    reach_error();
  return 0;
}
