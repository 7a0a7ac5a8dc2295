/* Stack objects: variable-length arrays in loops, alloca, container_of over struct members,
   arrays of string pointers sorted with strcmp. */
#include <alloca.h>
#include <stddef.h>
#include <string.h>
#include "difftest.h"

struct link {
  struct link *next;
};

struct item {
  int id;
  double weight;
  struct link node;
};

#define CONTAINER_OF(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

static int sumVla(int rounds) {
  int total = 0;
  for (int r = 1; r <= rounds; r++) {
    int v[r];
    for (int i = 0; i < r; i++) {
      v[i] = r * i;
    }
    total += v[r - 1];
  }
  return total;
}

static long long sumAlloca(int n) {
  long long *p = alloca((size_t)n * sizeof(long long));
  for (int i = 0; i < n; i++) {
    p[i] = (long long)i << 33;
  }
  long long s = 0;
  for (int i = 0; i < n; i++) {
    s += p[i] >> 30;
  }
  return s;
}

int main(void) {
  out_i(sumVla(40));
  out_i(sumAlloca(17));
  struct item items[3] = {{7, 0.5, {0}}, {8, 1.5, {0}}, {9, 2.5, {0}}};
  items[0].node.next = &items[2].node;
  items[2].node.next = &items[1].node;
  items[1].node.next = 0;
  double w = 0;
  int order = 0;
  for (struct link *l = &items[0].node; l; l = l->next) {
    struct item *it = CONTAINER_OF(l, struct item, node);
    order = order * 10 + it->id;
    w += it->weight;
  }
  out_i(order);
  out_d(w);
  const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "apricot"};
  int n = 6;
  for (int i = 1; i < n; i++) {
    const char *key = words[i];
    int j = i - 1;
    while (j >= 0 && strcmp(words[j], key) > 0) {
      words[j + 1] = words[j];
      j--;
    }
    words[j + 1] = key;
  }
  for (int i = 0; i < n; i++) {
    out_i(words[i][0] * 256 + words[i][1]);
  }
  return 0;
}
