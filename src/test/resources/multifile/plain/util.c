int counter = 7;

static int scale(int x) { return 3 * x; }

int bump(int by) {
  counter += scale(by) / 2 + 2;
  return counter;
}
