/* A generic quicksort with a comparison callback, and binary search. */
#include <string.h>
#include "difftest.h"

typedef int (*compare)(const void *, const void *);

static void swapBytes(char *a, char *b, size_t size) {
  char tmp[16];
  memcpy(tmp, a, size);
  memcpy(a, b, size);
  memcpy(b, tmp, size);
}

static void quicksort(void *base, size_t n, size_t size, compare cmp) {
  if (n < 2) {
    return;
  }
  char *a = base;
  char *pivot = a + (n - 1) * size;
  size_t store = 0;
  for (size_t i = 0; i + 1 < n; i++) {
    if (cmp(a + i * size, pivot) < 0) {
      swapBytes(a + i * size, a + store * size, size);
      store++;
    }
  }
  swapBytes(a + store * size, pivot, size);
  quicksort(a, store, size, cmp);
  quicksort(a + (store + 1) * size, n - store - 1, size, cmp);
}

static int byInt(const void *x, const void *y) {
  int a = *(const int *)x, b = *(const int *)y;
  return (a > b) - (a < b);
}

static int byDoubleDesc(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return (a < b) - (a > b);
}

static int search(const int *xs, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (xs[mid] == key) {
      return mid;
    }
    if (xs[mid] < key) {
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return -(lo + 1);
}

int main(void) {
  int xs[25];
  unsigned r = 7;
  for (int i = 0; i < 25; i++) {
    r = r * 2654435761u + 1u;
    xs[i] = (int)(r % 1000u) - 500;
  }
  quicksort(xs, 25, sizeof(int), byInt);
  for (int i = 0; i < 25; i += 4) {
    out_i(xs[i]);
  }
  out_i(search(xs, 25, xs[17]));
  out_i(search(xs, 25, 1000));
  out_i(search(xs, 25, -1000));
  double ds[7] = {0.5, -1.25, 3.0, 2.75, -0.0, 1e10, -3.5};
  quicksort(ds, 7, sizeof(double), byDoubleDesc);
  for (int i = 0; i < 7; i++) {
    out_d(ds[i]);
  }
  return 0;
}
