/* Function pointers: tables, callbacks, pointers in structs, returned function pointers. */
#include "difftest.h"

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }

binop table[4] = {add, sub, mul, maxi};

struct shape {
  double (*area)(const struct shape *);
  double w, h;
};

static double rectArea(const struct shape *s) { return s->w * s->h; }
static double triArea(const struct shape *s) { return s->w * s->h / 2; }

static int fold(const int *xs, int n, int init, binop f) {
  int acc = init;
  for (int i = 0; i < n; i++) {
    acc = f(acc, xs[i]);
  }
  return acc;
}

static binop choose(char op) {
  switch (op) {
    case '+': return add;
    case '-': return sub;
    case '*': return mul;
    default: return maxi;
  }
}

static void apply(void (*visit)(int *), int *xs, int n) {
  for (int i = 0; i < n; i++) {
    visit(&xs[i]);
  }
}

static void twice(int *x) { *x *= 2; }
static void negate(int *x) { *x = -*x; }

int main(void) {
  int xs[5] = {3, -1, 4, -1, 5};
  for (int i = 0; i < 4; i++) {
    out_i(fold(xs, 5, 1, table[i]));
  }
  out_i(choose('*')(6, 7));
  out_i(choose('-')(6, 7));
  out_i(choose('?')(6, 7));
  out_i(table[2] == mul);
  out_i(table[0] != table[1]);
  struct shape shapes[2] = {{rectArea, 3, 4}, {triArea, 3, 4}};
  double total = 0;
  for (int i = 0; i < 2; i++) {
    total += shapes[i].area(&shapes[i]);
  }
  out_d(total);
  apply(twice, xs, 5);
  apply(negate, xs, 5);
  for (int i = 0; i < 5; i++) {
    out_i(xs[i]);
  }
  binop local = table[3];
  out_i((*local)(-5, -9));
  int (*const fps[])(int, int) = {sub, add};
  out_i(fps[0](fps[1](1, 2), 10));
  return 0;
}
