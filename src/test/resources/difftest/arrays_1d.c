/* One-dimensional arrays on the stack and as globals: indexing, sorting, searching. */
#include "difftest.h"

int primes[20];
int table[8] = {5, 3, 9, 1, 7, 2, 8, 6};
static long long squares[10];

static void sieve(int *out, int n) {
  int found = 0;
  for (int c = 2; found < n; c++) {
    int prime = 1;
    for (int d = 2; d * d <= c; d++) {
      if (c % d == 0) {
        prime = 0;
        break;
      }
    }
    if (prime) {
      out[found++] = c;
    }
  }
}

static void bubble(int *a, int n) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j + 1 < n - i; j++) {
      if (a[j] > a[j + 1]) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
      }
    }
  }
}

int main(void) {
  sieve(primes, 20);
  for (int i = 0; i < 20; i++) {
    out_i(primes[i]);
  }
  bubble(table, 8);
  for (int i = 0; i < 8; i++) {
    out_i(table[i]);
  }
  int local[16];
  for (int i = 0; i < 16; i++) {
    local[i] = (i * 7) % 16 - 8;
  }
  bubble(local, 16);
  int sum = 0;
  for (int i = 0; i < 16; i++) {
    sum = sum * 3 + local[i];
  }
  out_i(sum);
  for (int i = 0; i < 10; i++) {
    squares[i] = (long long)i * i * 1000000007LL;
  }
  out_i(squares[9]);
  char word[6] = "hello";
  for (int i = 0, j = 4; i < j; i++, j--) {
    char t = word[i];
    word[i] = word[j];
    word[j] = t;
  }
  for (int i = 0; i < 6; i++) {
    out_i(word[i]);
  }
  double ds[5] = {1.5, -2.25};
  for (int i = 0; i < 5; i++) {
    out_d(ds[i]);
  }
  unsigned char counts[256] = {0};
  for (int i = 0; i < 1000; i++) {
    counts[(i * 37) & 0xff]++;
  }
  out_u(counts[0]);
  out_u(counts[37]);
  out_u(counts[255]);
  out_i(sizeof(table) / sizeof(table[0]));
  return 0;
}
