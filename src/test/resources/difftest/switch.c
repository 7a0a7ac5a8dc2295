/* switch: fall-through, default, dense and sparse cases, nested switches, char and long long. */
#include "difftest.h"

static int classify(int x) {
  int r = 0;
  switch (x) {
    case 0:
      r += 1;
    case 1:
      r += 10;
      break;
    case 2:
    case 3:
      r += 100;
      break;
    case -5:
      r = -5;
      break;
    case 1000000:
      r = 7;
      break;
    default:
      r = -1;
  }
  return r;
}

static int vowels(const char *s) {
  int n = 0;
  for (; *s; s++) {
    switch (*s) {
      case 'a': case 'e': case 'i': case 'o': case 'u':
        n++;
        break;
      case 'A': case 'E': case 'I': case 'O': case 'U':
        n += 10;
        break;
    }
  }
  return n;
}

static const char *week(long long d) {
  switch (d % 7) {
    case 0: return "sun";
    case 6: return "sat";
    case -1: return "neg";
    default: return "weekday";
  }
}

static int nested(int a, int b) {
  switch (a) {
    case 1:
      switch (b) {
        case 1: return 11;
        case 2: return 12;
      }
      return 10;
    case 2:
      return 20 + b;
  }
  return 0;
}

int main(void) {
  for (int x = -6; x <= 4; x++) {
    out_i(classify(x));
  }
  out_i(classify(1000000));
  out_i(classify(-2147483647 - 1));
  out_i(vowels("Education Is An Ongoing Affair"));
  out_i(week(14)[0]);
  out_i(week(13)[1]);
  out_i(week(-8)[0]);
  out_i(week(10)[0]);
  for (int a = 0; a < 3; a++) {
    for (int b = 0; b < 3; b++) {
      out_i(nested(a, b));
    }
  }
  unsigned char u = 200;
  switch (u) {
    case 200: out_i(1); break;
    case (unsigned char)-200: out_i(2); break;
    default: out_i(3);
  }
  unsigned long long big = 0xffffffffffULL;
  switch (big) {
    case 0xffffffffULL: out_i(32); break;
    case 0xffffffffffULL: out_i(40); break;
    default: out_i(0);
  }
  int dense = 0;
  for (int i = 0; i < 20; i++) {
    switch (i & 7) {
      case 0: dense += 1; break;
      case 1: dense += 2; break;
      case 2: dense += 4; break;
      case 3: dense += 8; break;
      case 4: dense += 16; break;
      case 5: dense += 32; break;
      case 6: dense += 64; break;
      case 7: dense += 128; break;
    }
  }
  out_i(dense);
  return 0;
}
