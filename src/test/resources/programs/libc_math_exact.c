// verdict: TRUE
// engines: bmc
// Math functions that are single IR operations: their results are exact.
#include <math.h>
extern void reach_error(void);
int main(void) {
  double x = 2.5;
  float y = 2.5f;
  if (sqrt(4.0) != 2.0 || sqrtf(4.0f) != 2.0f) reach_error();
  if (fabs(-x) != x || fabsf(-y) != y) reach_error();
  if (floor(x) != 2.0 || floorf(y) != 2.0f || ceil(x) != 3.0 || ceilf(y) != 3.0f) reach_error();
  if (trunc(-x) != -2.0 || truncf(-y) != -2.0f) reach_error();
  if (round(x) != 3.0 || roundf(y) != 3.0f) reach_error();
  if (rint(x) != 2.0 || rintf(y) != 2.0f || nearbyint(x) != 2.0 || nearbyintf(y) != 2.0f) reach_error();
  if (fmin(x, 1.0) != 1.0 || fminf(y, 1.0f) != 1.0f) reach_error();
  if (fmax(x, 1.0) != x || fmaxf(y, 1.0f) != y) reach_error();
  if (copysign(x, -1.0) != -x || copysignf(y, -1.0f) != -y) reach_error();
  if (fmod(x, 2.0) != 0.5 || fmodf(y, 2.0f) != 0.5f) reach_error();
  return 0;
}
