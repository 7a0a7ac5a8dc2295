/* Structs and unions returned and passed by value in the shapes the x86-64 ABI turns into
   LLVM aggregate values ({i64, i64}, {i64, i16}, {double, i32}, <2 x float>, ...) or into odd
   integers (i24, i40); i386 returns them through memory instead. */
#include "difftest.h"

struct two_ll { long long a, b; };
struct ll_short { long long a; short b; };
struct dbl_int { double d; int i; };
struct two_f { float a, b; };
struct three_f { float a, b, c; };
struct ptr_int { const char *p; int n; };
struct two_d { double a, b; };
struct nested { struct ll_short in; char tag; };
union word { long long l; int i[2]; unsigned char c[8]; };
struct rgb { unsigned char r, g, b; };
struct five { char c[5]; };

static struct two_ll make_two_ll(long long x) {
  struct two_ll r = {x, -x * 3};
  return r;
}

static struct ll_short make_ll_short(long long x) {
  struct ll_short r = {x + 1, (short)(x * 7)};
  return r;
}

static struct dbl_int make_dbl_int(int i) {
  struct dbl_int r = {i / 4.0, i};
  return r;
}

static struct two_f scale(struct two_f v, float k) {
  v.a *= k;
  v.b *= k;
  return v;
}

static struct three_f make_three_f(float x) {
  struct three_f r = {x, x + 1, x + 2};
  return r;
}

static struct ptr_int find(const char *s, char c) {
  struct ptr_int r = {0, -1};
  for (int i = 0; s[i]; i++) {
    if (s[i] == c) {
      r.p = s + i;
      r.n = i;
      return r;
    }
  }
  return r;
}

static struct two_d swap(struct two_d v) {
  struct two_d r = {v.b, v.a};
  return r;
}

static struct nested wrap(struct ll_short in, char tag) {
  struct nested r = {in, tag};
  return r;
}

static union word make_word(int lo, int hi) {
  union word w;
  w.i[0] = lo;
  w.i[1] = hi;
  return w;
}

static struct rgb mix(struct rgb a, struct rgb b) {
  struct rgb r = {(a.r + b.r) / 2, (a.g + b.g) / 2, (a.b + b.b) / 2};
  return r;
}

static struct five shout(struct five f) {
  for (int i = 0; i < 5; i++) {
    f.c[i] = f.c[i] - 32;
  }
  return f;
}

static long long sum_two_ll(struct two_ll v) {
  return v.a + v.b;
}

/* Recursion: each level returns a struct that the caller reads after its own call. */
static struct two_ll fib(int n) {
  if (n < 2) {
    struct two_ll base = {n, 1};
    return base;
  }
  struct two_ll prev = fib(n - 1);
  struct two_ll r = {prev.a + fib(n - 2).a, prev.b + 1};
  return r;
}

static struct ll_short (*pick(int k))(long long) {
  return k ? make_ll_short : 0;
}

int main(void) {
  struct two_ll t = make_two_ll(5);
  out_i(t.a);
  out_i(t.b);
  out_i(make_two_ll(-2).b);
  out_i(sum_two_ll(make_two_ll(11)));
  make_two_ll(3); /* result unused */

  struct ll_short s = make_ll_short(9);
  out_i(s.a);
  out_i(s.b);
  struct ll_short (*f)(long long) = pick(1);
  out_i(f(100).b);

  struct dbl_int di = make_dbl_int(10);
  out_d(di.d);
  out_i(di.i);

  struct two_f v = {1.5f, -2.0f};
  v = scale(scale(v, 2.0f), 0.25f);
  out_f(v.a);
  out_f(v.b);
  struct three_f w = make_three_f(0.5f);
  out_f(w.a + w.b + w.c);

  const char *text = "verify";
  struct ptr_int hit = find(text, 'i');
  out_i(hit.n);
  out_i(*hit.p);
  out_i(find(text, 'z').n);
  out_i(find(text, 'z').p == 0);

  struct two_d d = swap(swap(swap((struct two_d){1.25, -8.5})));
  out_d(d.a);
  out_d(d.b);

  struct nested n = wrap(make_ll_short(-4), 'q');
  out_i(n.in.a);
  out_i(n.in.b);
  out_i(n.tag);

  union word u = make_word(0x01020304, -1);
  out_u(u.c[0]);
  out_u(u.c[3]);
  out_i(u.i[1]);
  out_u((unsigned long long)u.l);

  struct rgb red = {250, 0, 10};
  struct rgb blue = {0, 20, 240};
  struct rgb purple = mix(red, blue);
  out_u(purple.r);
  out_u(purple.g);
  out_u(purple.b);
  struct five hello = shout((struct five){{'h', 'e', 'l', 'l', 'o'}});
  out_i(hello.c[0]);
  out_i(hello.c[4]);

  struct two_ll r = fib(12);
  out_i(r.a);
  out_i(r.b);

  int k = 3;
  struct ll_short chosen = k > 2 ? make_ll_short(k) : make_ll_short(-k);
  out_i(chosen.a * 100 + chosen.b);
  return 0;
}
