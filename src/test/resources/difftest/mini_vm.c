/* A small stack machine and number formatting: switch dispatch over byte code, arrays as
   stacks, conversions of negative numbers to text. */
#include <string.h>
#include "difftest.h"

enum op { PUSH, ADD, SUB, MUL, DIV, MOD, DUP, SWAP, JNZ, DEC, HALT };

static long long run(const signed char *code, int *steps) {
  long long stack[32];
  int sp = 0, pc = 0;
  *steps = 0;
  for (;;) {
    (*steps)++;
    switch (code[pc++]) {
      case PUSH: stack[sp++] = code[pc++]; break;
      case ADD: sp--; stack[sp - 1] += stack[sp]; break;
      case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
      case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
      case DIV: sp--; stack[sp - 1] /= stack[sp]; break;
      case MOD: sp--; stack[sp - 1] %= stack[sp]; break;
      case DUP: stack[sp] = stack[sp - 1]; sp++; break;
      case SWAP: {
        long long t = stack[sp - 1];
        stack[sp - 1] = stack[sp - 2];
        stack[sp - 2] = t;
        break;
      }
      case JNZ: {
        signed char target = code[pc++];
        if (stack[sp - 1] != 0) {
          pc = target;
        }
        break;
      }
      case DEC: stack[sp - 1]--; break;
      case HALT: return stack[sp - 1];
      default: return -999;
    }
  }
}

static int format(long long v, char *out) {
  char tmp[24];
  int n = 0;
  int negative = v < 0;
  do {
    int digit = (int)(v % 10);
    tmp[n++] = (char)('0' + (digit < 0 ? -digit : digit));
    v /= 10;
  } while (v != 0);
  int len = 0;
  if (negative) {
    out[len++] = '-';
  }
  while (n > 0) {
    out[len++] = tmp[--n];
  }
  out[len] = 0;
  return len;
}

int main(void) {
  /* 7 * 6 - 50, then (x / -4) % 3 */
  const signed char prog1[] = {PUSH, 7, PUSH, 6, MUL, PUSH, 50, SUB, PUSH, -4, DIV, PUSH, 3, MOD, HALT};
  /* acc = 1; n = 10; do { acc = acc * 3; n--; } while (n); -> stack: acc n */
  const signed char prog2[] = {PUSH, 1, PUSH, 10, SWAP, PUSH, 3, MUL, SWAP, DEC, JNZ, 4, SWAP, HALT};
  int steps;
  out_i(run(prog1, &steps));
  out_i(steps);
  out_i(run(prog2, &steps));
  out_i(steps);
  const long long samples[] = {0, 7, -7, 1234567890123LL, -9223372036854775807LL - 1, 9223372036854775807LL};
  for (int i = 0; i < 6; i++) {
    char buf[32];
    int len = format(samples[i], buf);
    out_i(len);
    out_u(strlen(buf));
    unsigned h = 0;
    for (int k = 0; k < len; k++) {
      h = h * 131u + (unsigned char)buf[k];
    }
    out_u(h);
  }
  return 0;
}
