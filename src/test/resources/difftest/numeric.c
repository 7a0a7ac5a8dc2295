/* Floating-point algorithms: series, integration, root finding, iteration counts. */
#include "difftest.h"

static double sinTaylor(double x) {
  double term = x, sum = x;
  for (int n = 1; n < 15; n++) {
    term *= -x * x / ((2 * n) * (2 * n + 1));
    sum += term;
  }
  return sum;
}

static double simpson(double (*f)(double), double a, double b, int n) {
  double h = (b - a) / n;
  double s = f(a) + f(b);
  for (int i = 1; i < n; i++) {
    s += f(a + i * h) * (i % 2 ? 4 : 2);
  }
  return s * h / 3;
}

static double cube(double x) { return x * x * x - 2 * x; }

static double bisect(double lo, double hi) {
  for (int i = 0; i < 80; i++) {
    double mid = (lo + hi) / 2;
    if ((cube(mid) < 0) == (cube(lo) < 0)) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}

static int mandelbrot(double cr, double ci) {
  double zr = 0, zi = 0;
  int n = 0;
  while (n < 200 && zr * zr + zi * zi <= 4.0) {
    double t = zr * zr - zi * zi + cr;
    zi = 2 * zr * zi + ci;
    zr = t;
    n++;
  }
  return n;
}

int main(void) {
  out_d(sinTaylor(0.5));
  out_d(sinTaylor(3.0));
  out_d(simpson(sinTaylor, 0.0, 3.141592653589793, 20));
  out_d(simpson(cube, -1.0, 2.0, 30));
  out_d(bisect(1.0, 2.0));
  int total = 0;
  for (int y = -4; y <= 4; y++) {
    for (int x = -8; x <= 4; x++) {
      total += mandelbrot(x / 4.0, y / 4.0);
    }
  }
  out_i(total);
  float fsum = 0.0f;
  double dsum = 0.0;
  for (int i = 1; i <= 5000; i++) {
    fsum += 1.0f / ((float)i * (float)i);
    dsum += 1.0 / ((double)i * (double)i);
  }
  out_f(fsum);
  out_d(dsum);
  out_d(dsum - fsum);
  double mean = 0, m2 = 0;
  for (int i = 1; i <= 100; i++) {
    double v = i * 0.1 + (i % 3) * 1e-3;
    double delta = v - mean;
    mean += delta / i;
    m2 += delta * (v - mean);
  }
  out_d(mean);
  out_d(m2 / 99);
  return 0;
}
