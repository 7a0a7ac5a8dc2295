/* Checksums and hashes: CRC-32 with a table, Adler-32, FNV-1a and a 64-bit mixer. */
#include "difftest.h"

static unsigned crcTable[256];

static void makeTable(void) {
  for (unsigned n = 0; n < 256; n++) {
    unsigned c = n;
    for (int k = 0; k < 8; k++) {
      c = (c & 1u) ? 0xedb88320u ^ (c >> 1) : c >> 1;
    }
    crcTable[n] = c;
  }
}

static unsigned crc32(const unsigned char *p, int n) {
  unsigned c = 0xffffffffu;
  for (int i = 0; i < n; i++) {
    c = crcTable[(c ^ p[i]) & 0xffu] ^ (c >> 8);
  }
  return c ^ 0xffffffffu;
}

static unsigned adler32(const unsigned char *p, int n) {
  unsigned a = 1, b = 0;
  for (int i = 0; i < n; i++) {
    a = (a + p[i]) % 65521u;
    b = (b + a) % 65521u;
  }
  return b << 16 | a;
}

static unsigned long long fnv1a64(const unsigned char *p, int n) {
  unsigned long long h = 0xcbf29ce484222325ULL;
  for (int i = 0; i < n; i++) {
    h ^= p[i];
    h *= 0x100000001b3ULL;
  }
  return h;
}

static unsigned long long mix64(unsigned long long z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int main(void) {
  const unsigned char text[] = "The quick brown fox jumps over the lazy dog";
  int n = (int)sizeof text - 1;
  makeTable();
  out_u(crcTable[1]);
  out_u(crcTable[255]);
  out_u(crc32(text, n));
  out_u(adler32(text, n));
  out_u(fnv1a64(text, n));
  unsigned long long s = 0;
  for (unsigned long long i = 0; i < 100; i++) {
    s += mix64(i);
  }
  out_u(s);
  unsigned short crc16 = 0xffff;
  for (int i = 0; i < n; i++) {
    crc16 ^= (unsigned short)(text[i] << 8);
    for (int k = 0; k < 8; k++) {
      crc16 = (crc16 & 0x8000) ? (unsigned short)(crc16 << 1 ^ 0x1021) : (unsigned short)(crc16 << 1);
    }
  }
  out_u(crc16);
  return 0;
}
