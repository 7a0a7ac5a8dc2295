/*
 * glibc's argz vectors (<argz.h>), linked into programs that call these functions (see
 * LibcModels.java and LibraryFunctions.java). An argz vector is one heap buffer of strings, each
 * ended by its NUL, with its length in bytes; the empty vector is (NULL, 0). The models read and
 * write the bytes the real functions do, so memory-safety checks see their accesses; a failed
 * allocation is ENOMEM, as in glibc.
 */
typedef __SIZE_TYPE__ size_t;
typedef int error_t;

void *malloc(size_t size);
void *realloc(void *p, size_t n);
void free(void *p);
void *memcpy(void *dst, const void *src, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t n);

#define MODEL __attribute__((weak))
#define ENOMEM 12

/* The strings of argv, up to its NULL, one after the other. */
MODEL error_t argz_create(char *const argv[], char **argz, size_t *len) {
  size_t total = 0;
  for (char *const *a = argv; *a != 0; a++) {
    total += strlen(*a) + 1;
  }
  if (total == 0) {
    *argz = 0;
    *len = 0;
    return 0;
  }
  char *buffer = (char *) malloc(total);
  if (buffer == 0) {
    return ENOMEM;
  }
  char *w = buffer;
  for (char *const *a = argv; *a != 0; a++) {
    size_t n = strlen(*a) + 1;
    memcpy(w, *a, n);
    w += n;
  }
  *argz = buffer;
  *len = total;
  return 0;
}

/*
 * The pieces of string between the separators. Runs of separators count as one and a leading one
 * makes no empty piece; a trailing one leaves an empty last piece, as in glibc.
 */
MODEL error_t argz_create_sep(const char *string, int sep, char **argz, size_t *len) {
  size_t room = strlen(string) + 1;
  if (room == 1) {
    *argz = 0;
    *len = 0;
    return 0;
  }
  char *buffer = (char *) malloc(room);
  if (buffer == 0) {
    return ENOMEM;
  }
  size_t used = 0;
  for (const char *r = string;; r++) {
    if (*r == sep) {
      if (used > 0 && buffer[used - 1] != '\0') {
        buffer[used++] = '\0';
      }
    } else {
      buffer[used++] = *r;
    }
    if (*r == '\0') {
      break;
    }
  }
  *argz = buffer;
  *len = used;
  return 0;
}

/* How many strings: the NULs among the len bytes. */
MODEL size_t argz_count(const char *argz, size_t len) {
  size_t count = 0;
  for (size_t i = 0; i < len; i++) {
    if (argz[i] == '\0') {
      count++;
    }
  }
  return count;
}

/* A pointer to each string in argv, then NULL: argv has room for argz_count + 1. */
MODEL void argz_extract(const char *argz, size_t len, char **argv) {
  size_t k = 0;
  for (size_t i = 0; i < len; i += strlen(argz + i) + 1) {
    argv[k++] = (char *) (argz + i);
  }
  argv[k] = 0;
}

/* The string after entry (the first if entry is NULL), or NULL after the last. */
MODEL char *argz_next(const char *argz, size_t len, const char *entry) {
  if (entry == 0) {
    return len > 0 ? (char *) argz : 0;
  }
  if (entry < argz + len) {
    entry += strlen(entry) + 1;
  }
  return entry < argz + len ? (char *) entry : 0;
}

/* Each NUL but the last becomes sep: the vector as one string. */
MODEL void argz_stringify(char *argz, size_t len, int sep) {
  while (len > 0) {
    size_t part = strnlen(argz, len);
    argz += part;
    len -= part;
    if (len <= 1) {
      return;
    }
    *argz++ = (char) sep;
    len--;
  }
}

/* The n bytes of buf after the vector's own. */
MODEL error_t argz_append(char **argz, size_t *len, const char *buf, size_t n) {
  char *grown = (char *) realloc(*argz, *len + n);
  if (grown == 0) {
    return ENOMEM;
  }
  memcpy(grown + *len, buf, n);
  *argz = grown;
  *len += n;
  return 0;
}

MODEL error_t argz_add(char **argz, size_t *len, const char *str) {
  return argz_append(argz, len, str, strlen(str) + 1);
}

/* The glibc-internal names that libc.so exports too. */
MODEL size_t __argz_count(const char *argz, size_t len) {
  return argz_count(argz, len);
}

MODEL char *__argz_next(const char *argz, size_t len, const char *entry) {
  return argz_next(argz, len, entry);
}

MODEL void __argz_stringify(char *argz, size_t len, int sep) {
  argz_stringify(argz, len, sep);
}
