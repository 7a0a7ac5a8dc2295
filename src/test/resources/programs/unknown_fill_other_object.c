// verdict: TRUE
// fill reaches x, but not y: y's address never escapes.
extern void reach_error(void);
extern void fill(int *p);
int main(void) {
  int x = 0;
  int y = 7;
  int *q = &y;
  fill(&x);
  if (*q != 7 || x + 0 != x) reach_error();
  return 0;
}
