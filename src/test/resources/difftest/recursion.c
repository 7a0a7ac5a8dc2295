/* Recursion: plain, mutual, with arrays on the stack and deep call chains. */
#include "difftest.h"

static long long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int ackermann(int m, int n) {
  if (m == 0) {
    return n + 1;
  }
  if (n == 0) {
    return ackermann(m - 1, 1);
  }
  return ackermann(m - 1, ackermann(m, n - 1));
}

static int isOdd(unsigned n);
static int isEven(unsigned n) { return n == 0 ? 1 : isOdd(n - 1); }
static int isOdd(unsigned n) { return n == 0 ? 0 : isEven(n - 1); }

static unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }

static long long hanoi(int n, int from, int to, int via, unsigned long long *checksum) {
  if (n == 0) {
    return 0;
  }
  long long moves = hanoi(n - 1, from, via, to, checksum);
  *checksum = *checksum * 7u + (unsigned)(from * 3 + to);
  moves += 1 + hanoi(n - 1, via, to, from, checksum);
  return moves;
}

static int permutations(int *used, int depth, int n) {
  if (depth == n) {
    return 1;
  }
  int count = 0;
  for (int i = 0; i < n; i++) {
    if (!used[i]) {
      used[i] = 1;
      count += permutations(used, depth + 1, n);
      used[i] = 0;
    }
  }
  return count;
}

static int depth(int n) {
  int local[4] = {n, n + 1, n + 2, n + 3};
  if (n == 0) {
    return local[3];
  }
  return depth(n - 1) + local[0] - local[1] + 1;
}

int main(void) {
  out_i(fib(20));
  out_i(ackermann(2, 3));
  out_i(ackermann(3, 3));
  out_i(isEven(101));
  out_i(isOdd(77));
  out_u(gcd(1071u, 462u));
  out_u(gcd(4294967295u, 65535u));
  unsigned long long checksum = 0;
  out_i(hanoi(10, 1, 3, 2, &checksum));
  out_u(checksum);
  int used[6] = {0};
  out_i(permutations(used, 0, 6));
  out_i(depth(500));             /* ILP32 pointers number at most 1023 objects */
  return 0;
}
