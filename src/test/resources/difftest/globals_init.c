/* Global initialisers: scalars, arrays, structs, pointers into globals, strings, static locals. */
#include "difftest.h"

struct entry {
  const char *name;
  int value;
  const struct entry *next;
};

const struct entry third = {"three", 3, 0};
const struct entry second = {"two", 2, &third};
const struct entry first = {"one", 1, &second};

int arr[5] = {1, 2, 3};
int *mid = &arr[2];
const char *greeting = "hi!";
char text[] = "abc";
double ratios[] = {0.5, 1.0 / 3.0, -2.0};
unsigned long long mask = ~0ULL >> 4;
short negs[3] = {-1, -2, -32768};
int (*matrix)[5] = &arr;
struct { char c; int arr[2]; } mixed = {'m', {7, 8}};

static int counter(void) {
  static int calls = 10;
  return calls++;
}

int main(void) {
  int total = 0;
  for (const struct entry *e = &first; e; e = e->next) {
    total = total * 10 + e->value;
    out_i(e->name[0]);
  }
  out_i(total);
  out_i(arr[3] + arr[4]);
  out_i(*mid);
  out_i(mid[-1]);
  out_i(greeting[2]);
  out_i(text[3]);
  out_i(sizeof text);
  for (int i = 0; i < 3; i++) {
    out_d(ratios[i]);
  }
  out_u(mask);
  for (int i = 0; i < 3; i++) {
    out_i(negs[i]);
  }
  out_i((*matrix)[1]);
  out_i(mixed.c + mixed.arr[1]);
  out_i(counter());
  out_i(counter());
  out_i(counter());
  return 0;
}
