/* Pointers: arithmetic, differences, comparisons within an object, pointers to pointers. */
#include <stddef.h>
#include "difftest.h"

int data[10] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81};
int *gp = &data[3];
int **gpp = &gp;

static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

static int *find(int *begin, int *end, int value) {
  for (int *p = begin; p < end; p++) {
    if (*p == value) {
      return p;
    }
  }
  return end;
}

int main(void) {
  out_i(*gp);
  out_i(**gpp);
  out_i(gp[2]);
  out_i(*(gp - 2));
  out_i(2[gp]);
  int *end = data + 10;
  out_i(end - data);
  out_i(find(data, end, 49) - data);
  out_i(find(data, end, 50) == end);
  ptrdiff_t d = &data[2] - &data[9];
  out_i(d);
  out_i(&data[2] < &data[9]);
  out_i(&data[9] >= end);
  out_i(gp == data + 3);
  *gpp = &data[8];
  out_i(*gp);
  swap(&data[0], &data[9]);
  out_i(data[0]);
  out_i(data[9]);
  int x = 5, y = 7;
  int *px = &x;
  int **ppx = &px;
  **ppx += 10;
  out_i(x);
  *ppx = &y;
  **ppx *= 3;
  out_i(y);
  out_i(px == &y);
  char buf[16];
  char *w = buf;
  for (int i = 0; i < 15; i++) {
    *w++ = (char)('a' + i);
  }
  *w = 0;
  out_i(w - buf);
  out_i(*(w - 1));
  unsigned char *bytes = (unsigned char *)&data[1];
  out_u(bytes[0] + bytes[1] + bytes[2] + bytes[3]);
  long long big[3] = {1, 2, 3};
  char *c0 = (char *)&big[0];
  char *c2 = (char *)&big[2];
  out_i(c2 - c0);
  out_i((long long *)c2 - big);
  int *null = 0;
  out_i(null == NULL);
  out_i(!null);
  void *v = &data[4];
  out_i(*(int *)v);
  out_i((int *)v - data);
  const int *cp = data;
  int s = 0;
  while (cp != data + 10) {
    s += *cp++;
  }
  out_i(s);
  return 0;
}
