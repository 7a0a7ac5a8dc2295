/* Structs: nesting, copying, passing and returning by value. */
#include "difftest.h"

struct point {
  int x, y;
};

struct rect {
  struct point lo, hi;
  char tag;
  double weight;
};

struct rect grect = {{1, 2}, {10, 20}, 'g', 0.5};

static struct point add(struct point a, struct point b) {
  struct point r = {a.x + b.x, a.y + b.y};
  return r;
}

static struct rect grow(struct rect r, int by) {
  r.lo.x -= by;
  r.lo.y -= by;
  r.hi.x += by;
  r.hi.y += by;
  r.weight *= 2;
  return r;
}

static long long area(const struct rect *r) {
  return (long long)(r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

int main(void) {
  struct rect r = grect;
  r.tag = 'l';
  out_i(grect.tag);
  out_i(r.tag);
  struct rect big = grow(r, 3);
  out_i(big.lo.x);
  out_i(big.hi.y);
  out_d(big.weight);
  out_i(area(&big));
  out_i(area(&grect));
  struct point p = add(big.lo, big.hi);
  out_i(p.x);
  out_i(p.y);
  struct rect copy;
  copy = big;
  copy.hi = add(copy.hi, copy.hi);
  out_i(copy.hi.x);
  out_i(big.hi.x);
  struct {
    unsigned char a;
    long long b;
    short c;
  } padded = {200, -5, 7};
  out_u(padded.a);
  out_i(padded.b);
  out_i(padded.c);
  out_i(sizeof(struct point));
  out_i(sizeof(struct rect));
  out_i(sizeof padded);
  struct point *pp = &r.hi;
  pp->x = 99;
  out_i(r.hi.x);
  struct point pts[2] = {{1, 1}};
  pts[1] = pts[0];
  pts[1].y = 5;
  out_i(pts[0].y + pts[1].y * 10);
  return 0;
}
