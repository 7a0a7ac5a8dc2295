/* Issue 16, reduced by C-Reduce from Csmith seed 6 (--no-structs --no-unions --max-funcs 3
   --max-block-depth 2 --max-expr-complexity 4), where Csmith's safe_lshift_func_uint8_t_u_s
   branches on UINT8_MAX >> right: "more than one edge can be taken" in the interpreter,
   "several edges enabled at once" in bmc. The reduction left a(0, 0) in a function whose result
   nobody reads; the calls and the check are added. */
#include <stdint.h>
extern void reach_error(void);
uint8_t a(uint8_t b, int c) { return UINT8_MAX >> c ? 0 : b; }
uint16_t f() {
  return a(3, 0) + a(5, 8) * 100;
}
int main(void) {
  uint16_t r = f();
#ifdef CSMITH_ERROR_WHEN_EQUAL
  if (r == 500) reach_error();
#else
  if (r != 500) reach_error();
#endif
  return 0;
}
