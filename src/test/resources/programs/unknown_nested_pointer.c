// verdict: UNKNOWN fill_box
// fill_box is given b, which holds a pointer to y: it may write y too.
extern void reach_error(void);
struct box { int *inner; };
extern void fill_box(struct box *b);
int main(void) {
  int y = 0;
  struct box b;
  b.inner = &y;
  fill_box(&b);
  if (y == 5) reach_error();
  return 0;
}
