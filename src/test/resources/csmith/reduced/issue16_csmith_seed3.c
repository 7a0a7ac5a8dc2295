/* Issue 16, reduced by C-Reduce from Csmith seed 3 (--no-structs --no-unions --max-funcs 3
   --max-block-depth 2 --max-expr-complexity 4), where Csmith's safe_lshift_func_uint16_t_u_u
   branches on UINT16_MAX >> right: the branch on a shift by a parameter had its check made
   once per edge, and the only execution "more than one edge can be taken". The reduction left
   a(0, 0) in a function whose result nobody reads; the calls and the check are added. */
#include <stdint.h>
extern void reach_error(void);
uint16_t a(uint16_t b, int c) {
  return UINT16_MAX >> c ? 7 : b;
}
int16_t d() {
  return a(0, 0) + 10 * a(1, 16);
}
int main(void) {
  int16_t r = d();
#ifdef CSMITH_ERROR_WHEN_EQUAL
  if (r == 17) reach_error();
#else
  if (r != 17) reach_error();
#endif
  return 0;
}
