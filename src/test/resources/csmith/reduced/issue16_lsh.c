/* Issue 16: checks for the shift of a branch condition were inserted once per branch edge, so
   that two "no undefined behaviour" edges left the branch point: "more than one edge can be
   taken" in the interpreter, "several edges enabled at once" in bmc. */
extern void reach_error(void);
static unsigned char lsh(unsigned char left, unsigned int right) {
  return ((right >= 32) || (left > (255 >> right))) ? left : (left << right);
}
int main(void) {
  unsigned char x = lsh(3, 2);
#ifdef CSMITH_ERROR_WHEN_EQUAL
  if (x == 12) reach_error();
#else
  if (x != 12) reach_error();
#endif
  return 0;
}
