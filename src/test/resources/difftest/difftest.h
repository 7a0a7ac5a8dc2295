/*
 * Output harness of the differential tests (dev.vigil.difftest.DifferentialTest).
 *
 * A program reports values with out_i (signed), out_u (unsigned), out_f (float) and out_d
 * (double); each report carries its source line. Compiled natively (-DDIFFTEST_NATIVE) the
 * reports are printed, one "line kind bits" per line. Read by Vigil, printf would have no body,
 * so the reports are appended to global arrays that the test reads after the interpreter's run.
 * Floats travel as their bit patterns, so the comparison is exact.
 */
#ifndef DIFFTEST_H
#define DIFFTEST_H

#define DIFFTEST_MAX 2048

#ifdef DIFFTEST_NATIVE
#include <stdio.h>
static void difftest_emit(int line, char kind, unsigned long long bits) {
  printf("%d %c %016llx\n", line, kind, bits);
}
#else
int difftest_count;
int difftest_line[DIFFTEST_MAX];
char difftest_kind[DIFFTEST_MAX];
unsigned long long difftest_bits[DIFFTEST_MAX];
static void difftest_emit(int line, char kind, unsigned long long bits) {
  if (difftest_count < DIFFTEST_MAX) {
    difftest_line[difftest_count] = line;
    difftest_kind[difftest_count] = kind;
    difftest_bits[difftest_count] = bits;
  }
  difftest_count++;
}
#endif

static void difftest_double(int line, double v) {
  union { double d; unsigned long long u; } pun;
  pun.d = v;
  difftest_emit(line, 'd', pun.u);
}

static void difftest_float(int line, float v) {
  union { float f; unsigned int u; } pun;
  pun.f = v;
  difftest_emit(line, 'f', pun.u);
}

#define out_i(v) difftest_emit(__LINE__, 'i', (unsigned long long)(long long)(v))
#define out_u(v) difftest_emit(__LINE__, 'u', (unsigned long long)(v))
#define out_d(v) difftest_double(__LINE__, (v))
#define out_f(v) difftest_float(__LINE__, (v))

#endif
