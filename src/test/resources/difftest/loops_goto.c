/* Loops and goto: while, do-while, for with break and continue, labels and backward jumps. */
#include "difftest.h"

static int collatzSteps(unsigned long long n) {
  int steps = 0;
  while (n != 1) {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

static int findPair(const int *xs, int n, int target) {
  int i, j;
  for (i = 0; i < n; i++) {
    for (j = i + 1; j < n; j++) {
      if (xs[i] + xs[j] == target) {
        goto found;
      }
    }
  }
  return -1;
found:
  return i * 100 + j;
}

static int gotoLoop(int n) {
  int sum = 0, i = 0;
again:
  if (i >= n) {
    goto done;
  }
  sum += i * i;
  i++;
  goto again;
done:
  return sum;
}

int main(void) {
  out_i(collatzSteps(27));
  out_i(collatzSteps(837799));
  int xs[8] = {8, 3, 11, 7, 2, 9, 5, 4};
  out_i(findPair(xs, 8, 16));
  out_i(findPair(xs, 8, 100));
  out_i(gotoLoop(10));
  int n = 0;
  do {
    n += 3;
  } while (n % 7 != 0);
  out_i(n);
  int odd = 0;
  for (int i = 0; i < 100; i++) {
    if (i % 2 == 0) {
      continue;
    }
    if (i > 50) {
      break;
    }
    odd += i;
  }
  out_i(odd);
  int count = 0;
  for (int a = 0; a < 10; a++) {
    for (int b = 0; b < 10; b++) {
      if (b > a) {
        break;
      }
      if ((a + b) % 3 == 0) {
        continue;
      }
      count++;
    }
  }
  out_i(count);
  unsigned iter = 0;
  for (unsigned k = 10; k-- > 0;) {
    iter += k;
  }
  out_u(iter);
  int w = 1000;
  while (w > 1) {
    w = w % 2 ? w - 1 : w / 2;
    out_i(w);
  }
  int i = 0;
  do {
    i++;
    if (i == 3) {
      continue;
    }
  } while (i < 5);
  out_i(i);
  return 0;
}
