/* Arrays of structs, structs holding arrays, pointers to members, offsetof. */
#include <stddef.h>
#include "difftest.h"

struct item {
  char name[8];
  unsigned short qty;
  int price;
};

struct inventory {
  int count;
  struct item items[4];
};

struct inventory inv = {3, {{"apple", 10, 30}, {"pear", 5, 45}, {"fig", 12, 80}}};

static long long value(const struct inventory *v) {
  long long total = 0;
  for (int i = 0; i < v->count; i++) {
    total += (long long)v->items[i].qty * v->items[i].price;
  }
  return total;
}

int main(void) {
  out_i(value(&inv));
  struct inventory local = inv;
  local.items[3] = local.items[0];
  local.items[3].name[0] = 'A';
  local.items[3].qty = 65535;
  local.count = 4;
  out_i(value(&local));
  out_i(inv.items[0].name[0]);
  out_i(local.items[3].name[0]);
  out_i(local.items[3].name[4]);
  unsigned short *q = &local.items[1].qty;
  *q += 100;
  out_u(local.items[1].qty);
  struct item *it = local.items;
  it += 2;
  out_i(it->price);
  out_i(it - local.items);
  out_i(offsetof(struct item, qty));
  out_i(offsetof(struct item, price));
  out_i(offsetof(struct inventory, items[2].price));
  out_i(sizeof(struct item));
  out_i(sizeof inv);
  char *base = (char *)&local;
  int *pricePtr = (int *)(base + offsetof(struct inventory, items[1].price));
  out_i(*pricePtr);
  struct item sorted[3];
  for (int i = 0; i < 3; i++) {
    sorted[i] = inv.items[i];
  }
  for (int i = 0; i < 3; i++) {
    for (int j = i + 1; j < 3; j++) {
      if (sorted[j].price * sorted[j].qty < sorted[i].price * sorted[i].qty) {
        struct item t = sorted[i];
        sorted[i] = sorted[j];
        sorted[j] = t;
      }
    }
  }
  for (int i = 0; i < 3; i++) {
    out_i(sorted[i].name[0]);
  }
  return 0;
}
