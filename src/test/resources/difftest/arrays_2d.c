/* Two-dimensional arrays: global and local, matrix product, passing rows to functions. */
#include "difftest.h"

int grid[4][5];
long long mat[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}};

static int rowSum(const int *row, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += row[i];
  }
  return s;
}

static void multiply(long long a[3][3], long long b[3][3], long long out[3][3]) {
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 3; j++) {
      long long s = 0;
      for (int k = 0; k < 3; k++) {
        s += a[i][k] * b[k][j];
      }
      out[i][j] = s;
    }
  }
}

int main(void) {
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 5; j++) {
      grid[i][j] = i * 10 - j;
    }
  }
  for (int i = 0; i < 4; i++) {
    out_i(rowSum(grid[i], 5));
  }
  out_i(rowSum(&grid[0][0], 20));
  long long sq[3][3];
  long long cube[3][3];
  multiply(mat, mat, sq);
  multiply(sq, mat, cube);
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 3; j++) {
      out_i(cube[i][j]);
    }
  }
  short tri[6][6] = {{0}};
  for (int i = 0; i < 6; i++) {
    tri[i][0] = 1;
    for (int j = 1; j <= i; j++) {
      tri[i][j] = tri[i - 1][j - 1] + tri[i - 1][j];
    }
  }
  for (int j = 0; j < 6; j++) {
    out_i(tri[5][j]);
  }
  double m[2][3] = {{0.5, 1.5, 2.5}, {-1.0, 0.25}};
  double total = 0.0;
  for (int i = 0; i < 2; i++) {
    for (int j = 0; j < 3; j++) {
      total += m[i][j] * (i + 1);
    }
  }
  out_d(total);
  char names[3][8] = {"ab", "cdef", "g"};
  int len = 0;
  for (int i = 0; i < 3; i++) {
    for (int j = 0; names[i][j] != 0; j++) {
      len += names[i][j];
    }
  }
  out_i(len);
  out_i(sizeof(grid));
  out_i(sizeof(grid[0]));
  out_i(&grid[2][1] - &grid[0][0]);
  return 0;
}
