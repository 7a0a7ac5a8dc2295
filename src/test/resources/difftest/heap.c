/* malloc, calloc, realloc and free: linked lists, growing buffers, zeroed memory. */
#include <stdlib.h>
#include "difftest.h"

struct node {
  int value;
  struct node *next;
};

static struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = head;
  return n;
}

static struct node *reverse(struct node *head) {
  struct node *prev = 0;
  while (head) {
    struct node *next = head->next;
    head->next = prev;
    prev = head;
    head = next;
  }
  return prev;
}

int main(void) {
  struct node *list = 0;
  for (int i = 1; i <= 10; i++) {
    list = push(list, i * i);
  }
  list = reverse(list);
  int pos = 0;
  for (struct node *n = list; n; n = n->next) {
    out_i(n->value * 100 + pos++);
  }
  while (list) {
    struct node *next = list->next;
    free(list);
    list = next;
  }
  int *zeros = calloc(50, sizeof(int));
  int nonzero = 0;
  for (int i = 0; i < 50; i++) {
    nonzero += zeros[i] != 0;
  }
  out_i(nonzero);
  free(zeros);
  size_t cap = 2, len = 0;
  long long *buf = malloc(cap * sizeof *buf);
  for (int i = 0; i < 37; i++) {
    if (len == cap) {
      cap *= 2;
      buf = realloc(buf, cap * sizeof *buf);
    }
    buf[len++] = (long long)i * i * i - 1000;
  }
  out_u(cap);
  long long sum = 0;
  for (size_t i = 0; i < len; i++) {
    sum += buf[i];
  }
  out_i(sum);
  buf = realloc(buf, 3 * sizeof *buf);
  out_i(buf[0] + buf[1] + buf[2]);
  free(buf);
  char *fresh = realloc(0, 4);
  fresh[0] = 'x';
  out_i(fresh[0]);
  free(fresh);
  free(0);
  double *ds = calloc(3, sizeof(double));
  out_d(ds[1]);
  ds[2] = -1.5;
  out_d(ds[0] + ds[2]);
  free(ds);
  int **rows = malloc(4 * sizeof(int *));
  for (int r = 0; r < 4; r++) {
    rows[r] = malloc((size_t)(r + 1) * sizeof(int));
    for (int c = 0; c <= r; c++) {
      rows[r][c] = r * 10 + c;
    }
  }
  int tri = 0;
  for (int r = 0; r < 4; r++) {
    for (int c = 0; c <= r; c++) {
      tri += rows[r][c];
    }
    free(rows[r]);
  }
  free(rows);
  out_i(tri);
  return 0;
}
