/*
 * Models of C library functions, linked into programs that call them (see LibcModels.java).
 * They behave as the C standard says, including reading and writing memory the way the real
 * functions do, so that memory-safety checks see their accesses. They are weak, so a program's
 * own definition wins. __vigil_* functions are lifted to object queries (PointerQuery).
 */
typedef __SIZE_TYPE__ size_t;

void *malloc(size_t size);
void free(void *p);
void *memcpy(void *dst, const void *src, size_t n);
size_t __vigil_object_size(const void *p);
size_t __vigil_offset(const void *p);
_Bool __vigil_live(const void *p);
_Bool __vigil_heap(const void *p);

#define MODEL __attribute__((weak))

/* glibc: realloc(NULL, n) is malloc(n); realloc(p, 0) frees p and returns NULL. */
MODEL void *realloc(void *p, size_t n) {
  if (p == 0) {
    return malloc(n);
  }
  if (!__vigil_live(p) || !__vigil_heap(p) || __vigil_offset(p) != 0) {
    free(p); /* not a live heap object: this free is the invalid one */
    return 0;
  }
  if (n == 0) {
    free(p);
    return 0;
  }
  void *q = malloc(n);
  size_t old = __vigil_object_size(p);
  memcpy(q, p, old < n ? old : n);
  free(p);
  return q;
}

MODEL size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != 0) {
    n++;
  }
  return n;
}

MODEL size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n] != 0) {
    n++;
  }
  return n;
}

MODEL int strcmp(const char *a, const char *b) {
  const unsigned char *x = (const unsigned char *) a;
  const unsigned char *y = (const unsigned char *) b;
  while (*x != 0 && *x == *y) {
    x++;
    y++;
  }
  return (int) *x - (int) *y;
}

MODEL int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *x = (const unsigned char *) a;
  const unsigned char *y = (const unsigned char *) b;
  for (; n > 0; n--, x++, y++) {
    if (*x != *y) {
      return (int) *x - (int) *y;
    }
    if (*x == 0) {
      return 0;
    }
  }
  return 0;
}

MODEL char *strcpy(char *dst, const char *src) {
  size_t i = 0;
  while ((dst[i] = src[i]) != 0) {
    i++;
  }
  return dst;
}

MODEL char *strncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  for (; i < n && src[i] != 0; i++) {
    dst[i] = src[i];
  }
  for (; i < n; i++) {
    dst[i] = 0;
  }
  return dst;
}

MODEL char *strcat(char *dst, const char *src) {
  strcpy(dst + strlen(dst), src);
  return dst;
}

MODEL char *strncat(char *dst, const char *src, size_t n) {
  char *end = dst + strlen(dst);
  size_t i = 0;
  for (; i < n && src[i] != 0; i++) {
    end[i] = src[i];
  }
  end[i] = 0;
  return dst;
}

MODEL char *strchr(const char *s, int c) {
  for (;; s++) {
    if (*s == (char) c) {
      return (char *) s;
    }
    if (*s == 0) {
      return 0;
    }
  }
}

MODEL char *strrchr(const char *s, int c) {
  const char *found = 0;
  for (;; s++) {
    if (*s == (char) c) {
      found = s;
    }
    if (*s == 0) {
      return (char *) found;
    }
  }
}

MODEL char *strstr(const char *haystack, const char *needle) {
  for (;; haystack++) {
    size_t i = 0;
    while (needle[i] != 0 && haystack[i] == needle[i]) {
      i++;
    }
    if (needle[i] == 0) {
      return (char *) haystack;
    }
    if (*haystack == 0) {
      return 0;
    }
  }
}

MODEL int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = (const unsigned char *) a;
  const unsigned char *y = (const unsigned char *) b;
  for (size_t i = 0; i < n; i++) {
    if (x[i] != y[i]) {
      return (int) x[i] - (int) y[i];
    }
  }
  return 0;
}

MODEL void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = (const unsigned char *) s;
  for (size_t i = 0; i < n; i++) {
    if (p[i] == (unsigned char) c) {
      return (void *) (p + i);
    }
  }
  return 0;
}

MODEL char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = (char *) malloc(n);
  if (d != 0) {
    memcpy(d, s, n);
  }
  return d;
}

/* abs(INT_MIN) is undefined: the negation is signed arithmetic, checked by no-overflow. */
MODEL int abs(int x) {
  return x < 0 ? -x : x;
}

MODEL long labs(long x) {
  return x < 0 ? -x : x;
}

MODEL long long llabs(long long x) {
  return x < 0 ? -x : x;
}
