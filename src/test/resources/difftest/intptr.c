/* Pointers converted to integers and back, within one object; character pointers over other
   objects' bytes; const and void pointers. */
#include <stdint.h>
#include <string.h>
#include "difftest.h"

struct header {
  unsigned short tag;
  unsigned short len;
  unsigned int crc;
};

int main(void) {
  int arr[8] = {10, 11, 12, 13, 14, 15, 16, 17};
  uintptr_t a0 = (uintptr_t)&arr[0];
  uintptr_t a5 = (uintptr_t)&arr[5];
  out_u(a5 - a0);
  int *back = (int *)(a0 + 3 * sizeof(int));
  out_i(*back);
  intptr_t diff = (intptr_t)&arr[1] - (intptr_t)&arr[7];
  out_i(diff);
  out_i((int *)(uintptr_t)&arr[6] == &arr[6]);
  unsigned char raw[8] = {0x34, 0x12, 0x08, 0x00, 0xef, 0xbe, 0xad, 0xde};
  struct header h;
  memcpy(&h, raw, sizeof h);
  out_u(h.tag);
  out_u(h.len);
  out_u(h.crc);
  unsigned char *bytes = (unsigned char *)&h;
  unsigned sum = 0;
  for (size_t i = 0; i < sizeof h; i++) {
    sum = sum * 257u + bytes[i];
  }
  out_u(sum);
  long long ll = -2;
  signed char *sb = (signed char *)&ll;
  out_i(sb[0]);
  out_i(sb[7]);
  double d = 1.0;
  unsigned short *hw = (unsigned short *)&d;
  out_u(hw[3]);
  void *v = arr;
  char *c = v;
  c += sizeof(int) * 2;
  out_i(*(int *)c);
  const void *cv = &arr[4];
  out_i(*(const int *)cv);
  int *p = arr + 8;             /* one past the end: may be formed and compared */
  out_i(p - arr);
  out_i(p > &arr[7]);
  size_t n = (size_t)(p - arr);
  out_u(n);
  return 0;
}
