/* A binary search tree on the heap: insertion, traversal, height, freeing. */
#include <stdlib.h>
#include "difftest.h"

struct tree {
  int key;
  struct tree *left, *right;
};

static struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = calloc(1, sizeof *t);
    t->key = key;
    return t;
  }
  if (key < t->key) {
    t->left = insert(t->left, key);
  } else if (key > t->key) {
    t->right = insert(t->right, key);
  }
  return t;
}

static int height(const struct tree *t) {
  if (!t) {
    return 0;
  }
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static void inorder(const struct tree *t, int *out, int *n) {
  if (t) {
    inorder(t->left, out, n);
    out[(*n)++] = t->key;
    inorder(t->right, out, n);
  }
}

static void destroy(struct tree *t) {
  if (t) {
    destroy(t->left);
    destroy(t->right);
    free(t);
  }
}

int main(void) {
  struct tree *root = 0;
  unsigned seed = 12345;
  for (int i = 0; i < 60; i++) {
    seed = seed * 1103515245u + 12345u;
    root = insert(root, (int)(seed >> 16) % 100 - 50);
  }
  int keys[100], n = 0;
  inorder(root, keys, &n);
  out_i(n);
  out_i(height(root));
  long long weighted = 0;
  for (int i = 0; i < n; i++) {
    weighted += (long long)keys[i] * (i + 1);
  }
  out_i(weighted);
  out_i(keys[0]);
  out_i(keys[n - 1]);
  int sorted = 1;
  for (int i = 1; i < n; i++) {
    sorted &= keys[i - 1] < keys[i];
  }
  out_i(sorted);
  destroy(root);
  return 0;
}
