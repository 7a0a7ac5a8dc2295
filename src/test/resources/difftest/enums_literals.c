/* Enums, compound literals, designated initialisers and variable-length arrays. */
#include "difftest.h"

enum color { RED, GREEN = 5, BLUE, ALPHA = -3 };

struct config {
  int width, height;
  enum color fg;
  double scale;
  int tags[4];
};

static int area(struct config c) { return c.width * c.height; }

static int vlaSum(int n) {
  int v[n];
  for (int i = 0; i < n; i++) {
    v[i] = i * i - n;
  }
  int s = 0;
  for (int i = n - 1; i >= 0; i--) {
    s = s * 2 + v[i];
  }
  return s;
}

static long long vla2d(int rows, int cols) {
  long long m[rows][cols];
  for (int r = 0; r < rows; r++) {
    for (int c = 0; c < cols; c++) {
      m[r][c] = (long long)(r + 1) * (c - 2);
    }
  }
  long long s = 0;
  for (int r = 0; r < rows; r++) {
    s += m[r][cols - 1 - r % cols];
  }
  return s + (long long)sizeof m;
}

int main(void) {
  enum color c = BLUE;
  out_i(c);
  out_i(ALPHA);
  out_i(RED + GREEN + BLUE);
  out_i(sizeof(enum color));
  struct config cfg = {.height = 7, .width = 3, .tags = {[2] = 9}, .fg = GREEN};
  out_i(area(cfg));
  out_i(cfg.tags[0] + cfg.tags[2]);
  out_d(cfg.scale);
  out_i(area((struct config){.width = 11, .height = 13}));
  int *xs = (int[]){4, 5, 6};
  out_i(xs[0] * xs[2]);
  int sparse[10] = {[1] = 1, [5] = 5, [8] = 8};
  int s = 0;
  for (int i = 0; i < 10; i++) {
    s = s * 3 + sparse[i];
  }
  out_i(s);
  out_i(vlaSum(9));
  out_i(vla2d(4, 3));
  for (enum color k = RED; k <= BLUE; k++) {
    switch (k) {
      case RED: out_i(100); break;
      case GREEN: out_i(200); break;
      case BLUE: out_i(300); break;
      default: break;
    }
  }
  return 0;
}
