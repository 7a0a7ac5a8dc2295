/*
 * Models of C library functions, linked into programs that call them (see LibcModels.java and
 * LibraryFunctions.java). They behave as the C standard says, including reading and writing
 * memory the way the real functions do, so that memory-safety checks see their accesses. They
 * are weak, so a program's own definition wins. Where a model cannot be exact (what input a
 * stream yields, what a conversion returns), it uses the primitives below, which the front end
 * lifts on behalf of the model's function: a FALSE verdict never rests on their values. What the
 * program reads from stdin and from the files it opens is its input (__vigil_input_*), while the
 * model knows it exactly.
 */
typedef __SIZE_TYPE__ size_t;

void *malloc(size_t size);
void free(void *p);
void *memcpy(void *dst, const void *src, size_t n);
void __VERIFIER_assume(int condition);
/* Object queries (Expr.PointerQuery). */
size_t __vigil_object_size(const void *p);
size_t __vigil_offset(const void *p);
_Bool __vigil_live(const void *p);
_Bool __vigil_heap(const void *p);
/* The object p points into gets arbitrary contents (Op.HavocObjects). */
void __vigil_havoc_object(void *p);
/* Arbitrary values (Op.Havoc named after the calling model). */
_Bool __vigil_arbitrary_bool(void);
int __vigil_arbitrary_int(void);
long __vigil_arbitrary_long(void);
size_t __vigil_arbitrary_size(void);
double __vigil_arbitrary_double(void);
float __vigil_arbitrary_float(void);
void *__vigil_arbitrary_pointer(void);
/* The program's input (Op.Havoc of origin InputOrigin.Read, named after the calling model). */
int __vigil_input_int(void);
long __vigil_input_long(void);

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
  if (q == 0) {
    return 0; /* p stays allocated, as when realloc fails */
  }
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

/* The length of s's first part made only of characters in accept. */
MODEL size_t strspn(const char *s, const char *accept) {
  size_t n = 0;
  while (s[n] != 0 && strchr(accept, s[n]) != 0) {
    n++;
  }
  return n;
}

/* The length of s's first part made only of characters not in reject. */
MODEL size_t strcspn(const char *s, const char *reject) {
  size_t n = 0;
  while (s[n] != 0 && strchr(reject, s[n]) == 0) {
    n++;
  }
  return n;
}

MODEL char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s != 0 ? (char *) s : 0;
}

/*
 * The next token of s, or with s null of the string *save points into. As glibc's: *save is read
 * without a check (a null *save is a null dereference), and the token's end is overwritten.
 */
MODEL char *strtok_r(char *s, const char *delim, char **save) {
  if (s == 0) {
    s = *save;
  }
  s += strspn(s, delim);
  if (*s == 0) {
    *save = s;
    return 0;
  }
  char *end = s + strcspn(s, delim);
  if (*end == 0) {
    *save = end;
  } else {
    *end = 0;
    *save = end + 1;
  }
  return s;
}

/* strtok's state between calls; null at the program's start, as glibc's. */
static char *__vigil_strtok_save;

MODEL char *strtok(char *s, const char *delim) {
  return strtok_r(s, delim, &__vigil_strtok_save);
}

/*
 * Case-insensitive comparison: ASCII letters fold as in every locale glibc has; a byte above 127
 * folds as the program's locale says, unknown here, so the result is then arbitrary.
 */
static int __vigil_case_compare(unsigned char x, unsigned char y, _Bool *decided) {
  if (x > 127 || y > 127) {
    *decided = 1;
    return __vigil_arbitrary_int();
  }
  int a = x >= 'A' && x <= 'Z' ? x + ('a' - 'A') : x;
  int b = y >= 'A' && y <= 'Z' ? y + ('a' - 'A') : y;
  *decided = a != b || a == 0;
  return a - b;
}

MODEL int strncasecmp(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    _Bool decided;
    int d = __vigil_case_compare((unsigned char) a[i], (unsigned char) b[i], &decided);
    if (decided) {
      return d;
    }
  }
  return 0;
}

MODEL int strcasecmp(const char *a, const char *b) {
  return strncasecmp(a, b, (size_t) -1);
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

/* The n bytes at p are accessed (as the real function would): each must be valid. */
void __vigil_access_bytes(const void *p, size_t n) {
  const volatile char *c = (const volatile char *) p;
  if (n > 0) {
    (void) c[0];
    size_t room = __vigil_object_size(p) - __vigil_offset(p);
    (void) c[n <= room ? n - 1 : room];
  }
}

/* The string arguments of the printf family (lifted calls): read up to the NUL, or n bytes. */
void __vigil_read_string(const char *s) {
  if (s != 0) {
    strlen(s);
  }
}

void __vigil_read_string_n(const char *s, size_t n) {
  if (s != 0) {
    strnlen(s, n);
  }
}

/*
 * snprintf with plain conversions (FormattedCalls): the text goes to the buffer as glibc writes
 * it, at most room - 1 characters and then the NUL; the result is the length of the whole text.
 */
static char *__vigil_format_buffer;
static size_t __vigil_format_room;
static size_t __vigil_format_length;

void __vigil_format_begin(char *buffer, size_t room) {
  __vigil_format_buffer = buffer;
  __vigil_format_room = room;
  __vigil_format_length = 0;
}

void __vigil_format_char(int c) {
  if (__vigil_format_length + 1 < __vigil_format_room) {
    __vigil_format_buffer[__vigil_format_length] = (char) c;
  }
  __vigil_format_length++;
}

/* glibc prints a null string as "(null)". */
void __vigil_format_string(const char *s) {
  for (const char *c = s != 0 ? s : "(null)"; *c != 0; c++) {
    __vigil_format_char(*c);
  }
}

void __vigil_format_unsigned(unsigned long long v) {
  char digits[20];
  int n = 0;
  do {
    digits[n++] = (char) ('0' + v % 10);
    v /= 10;
  } while (v != 0);
  while (n > 0) {
    __vigil_format_char(digits[--n]);
  }
}

void __vigil_format_signed(long long v) {
  if (v < 0) {
    __vigil_format_char('-');
  }
  __vigil_format_unsigned(v < 0 ? 0 - (unsigned long long) v : (unsigned long long) v);
}

int __vigil_format_end(void) {
  if (__vigil_format_room > 0) {
    size_t end = __vigil_format_length < __vigil_format_room ? __vigil_format_length
                                                             : __vigil_format_room - 1;
    __vigil_format_buffer[end] = 0;
  }
  return (int) __vigil_format_length;
}

/* Output: the string is read; the result (characters written, or EOF) is arbitrary. */
MODEL int puts(const char *s) {
  strlen(s);
  return __vigil_arbitrary_int();
}

MODEL int fputs(const char *s, void *stream) {
  strlen(s);
  return __vigil_arbitrary_int();
}

MODEL void perror(const char *s) {
  if (s != 0) {
    strlen(s);
  }
}

MODEL size_t fwrite(const void *p, size_t size, size_t n, void *stream) {
  size_t bytes;
  if (__builtin_mul_overflow(size, n, &bytes)) {
    bytes = (size_t) -1; /* more than any object holds */
  }
  __vigil_access_bytes(p, bytes);
  size_t written = __vigil_arbitrary_size();
  __VERIFIER_assume(written <= n);
  return written;
}

/*
 * The streams whose characters the models follow: stdin, and the files fopen opened, up to
 * __VIGIL_FILES open at a time, as getc, fgets, fread and scanf read them. A character or a number
 * read is the program's input (any value a terminal, a pipe or a file could give) while nothing
 * the model does not track constrains it; otherwise it is arbitrary, and no FALSE rests on it.
 * What constrains the next character: a pushed-back one (ungetc), glibc's sticky end of file (a
 * read after EOF gives EOF unless something cleared it), what a scanf left unread (after "%d" it
 * is not a digit), a seek. The state of a stream: 0, the next character is free; 1, after a scanf
 * that made all its assignments: the next character is what it left, but a scanf that starts by
 * skipping white space reads freely; 2, the next character is constrained. Every path
 * over-approximates what glibc does, so TRUE stays sound, and a free read is exact, so a
 * counterexample on it replays for the real program. Other streams (fdopen's, popen's) give
 * arbitrary characters.
 */
extern void *stdin;
static int __vigil_stdin_state;

#define __VIGIL_FILES 4
static void *__vigil_file[__VIGIL_FILES]; /* null: a free slot */
static int __vigil_file_state[__VIGIL_FILES];
/* Unrolled (no loop for the engines to unwind). */
#define __VIGIL_EACH_FILE(step) step(0) step(1) step(2) step(3)

/* A FILE of glibc's size, which the program may keep as long as it likes. */
#define __VIGIL_FILE_SIZE (sizeof(void *) == 8 ? 216 : 148)

/* The state of stream's next character, or null for a stream the models do not follow. */
static int *__vigil_state_of(void *stream) {
  if (stream == stdin) {
    return &__vigil_stdin_state;
  }
  if (stream == 0) {
    return 0;
  }
#define __VIGIL_STATE_IF_OPEN(i)         \
  if (stream == __vigil_file[i]) {       \
    return &__vigil_file_state[i];       \
  }
  __VIGIL_EACH_FILE(__VIGIL_STATE_IF_OPEN)
  return 0;
}

/*
 * Whether the file opens is the program's input (it may not exist, or not be readable); an open
 * file is a new FILE whose characters the models follow while a slot is free, else one they do not.
 */
static void *__vigil_open(const char *path, const char *mode) {
  strlen(path);
  strlen(mode);
  if (__vigil_input_int() == 0) {
    return 0;
  }
  void *file = malloc(__VIGIL_FILE_SIZE);
  if (file == 0) {
    return 0;
  }
  /* The library's stdin is its own object, never a new one: no state is shared by aliasing. */
  __VERIFIER_assume(file != stdin);
  int placed = 0;
#define __VIGIL_PLACE(i)                           \
  if (!placed && __vigil_file[i] == 0) {           \
    __vigil_file[i] = file;                        \
    __vigil_file_state[i] = 0;                     \
    placed = 1;                                    \
  }
  __VIGIL_EACH_FILE(__VIGIL_PLACE)
  return file;
}

MODEL void *fopen(const char *path, const char *mode) {
  return __vigil_open(path, mode);
}

MODEL void *fopen64(const char *path, const char *mode) {
  return __vigil_open(path, mode);
}

/* A file fopen opened is freed (using it afterwards is undefined); 0, or EOF for a failed flush. */
MODEL int fclose(void *stream) {
  int closed = stream == 0; /* then no slot matches; a freed stream is compared no more */
#define __VIGIL_CLOSE_IF_OPEN(i)                   \
  if (!closed && stream == __vigil_file[i]) {      \
    __vigil_file[i] = 0;                           \
    free(stream);                                  \
    closed = 1;                                    \
  }
  __VIGIL_EACH_FILE(__VIGIL_CLOSE_IF_OPEN)
  return __vigil_arbitrary_bool() ? 0 : -1;
}

/* getc and friends on stream: EOF or an unsigned char, the input where it is free. */
#define __VIGIL_READ_CHAR(stream)                                   \
  int c = __vigil_input_int();                                      \
  int *state = __vigil_state_of(stream);                            \
  if (state == 0 || *state != 0) {                                  \
    c = __vigil_arbitrary_int();                                    \
  }                                                                 \
  __VERIFIER_assume(c >= -1 && c <= 255);                           \
  if (state != 0) {                                                 \
    *state = c == -1 ? 2 : 0;                                       \
  }                                                                 \
  return c;

MODEL int getchar(void) {
  __VIGIL_READ_CHAR(stdin)
}

MODEL int getchar_unlocked(void) {
  __VIGIL_READ_CHAR(stdin)
}

MODEL int fgetc(void *stream) {
  __VIGIL_READ_CHAR(stream)
}

MODEL int getc(void *stream) {
  __VIGIL_READ_CHAR(stream)
}

MODEL int _IO_getc(void *stream) {
  __VIGIL_READ_CHAR(stream)
}

MODEL int fgetc_unlocked(void *stream) {
  __VIGIL_READ_CHAR(stream)
}

MODEL int getc_unlocked(void *stream) {
  __VIGIL_READ_CHAR(stream)
}

/*
 * After a seek or a reopen, the stream's next characters may be ones it gave before: a constraint
 * the model does not track.
 */
static void __vigil_constrain(void *stream) {
  int *state = __vigil_state_of(stream);
  if (state != 0) {
    *state = 2;
  }
}

MODEL int fseek(void *stream, long offset, int whence) {
  __vigil_constrain(stream);
  return __vigil_arbitrary_bool() ? 0 : -1;
}

MODEL int fseeko(void *stream, long offset, int whence) {
  __vigil_constrain(stream);
  return __vigil_arbitrary_bool() ? 0 : -1;
}

MODEL int fseeko64(void *stream, long long offset, int whence) {
  __vigil_constrain(stream);
  return __vigil_arbitrary_bool() ? 0 : -1;
}

MODEL int fsetpos(void *stream, const void *position) {
  __vigil_constrain(stream);
  return __vigil_arbitrary_bool() ? 0 : -1;
}

MODEL void rewind(void *stream) {
  __vigil_constrain(stream);
}

MODEL void *freopen(const char *path, const char *mode, void *stream) {
  if (path != 0) {
    strlen(path);
  }
  strlen(mode);
  __vigil_constrain(stream);
  return __vigil_arbitrary_bool() ? stream : 0;
}

MODEL void *freopen64(const char *path, const char *mode, void *stream) {
  return freopen(path, mode, stream);
}

/* The next read of the stream gives c: a constraint the model does not track. */
MODEL int ungetc(int c, void *stream) {
  if (c == -1) {
    return -1;
  }
  int *state = __vigil_state_of(stream);
  if (state != 0) {
    *state = 2;
  }
  return __vigil_arbitrary_bool() ? (unsigned char) c : -1;
}

/*
 * scanf from a stream with integer conversions without widths, white space, and ordinary
 * characters that are not letters or digits (FormattedCalls): any number of assignments from EOF
 * to all, each any value of its size (some input typed gives it), the rest untouched. Exact on a
 * free stdin, and on stdin after a complete scanf when the format starts by skipping white space
 * (what that scanf left may be a blank); otherwise arbitrary. result is the input for the count.
 */
static int __vigil_stdin_assigned; /* -2: not exact */
static void __vigil_scan_store(void *target, int size, unsigned long long v);

/* of_stdin: scanf, which has no stream argument. */
int __vigil_stdin_scan(
    void *stream, int of_stdin, int conversions, int starts_with_literal, int result) {
  int *state = of_stdin ? &__vigil_stdin_state : __vigil_state_of(stream);
  if (state == 0 || *state == 2 || (*state == 1 && starts_with_literal)) {
    if (state != 0) {
      *state = 2;
    }
    __vigil_stdin_assigned = -2;
    return __vigil_arbitrary_int();
  }
  __VERIFIER_assume(result >= -1 && result <= conversions);
  *state = result == conversions ? 1 : 2;
  __vigil_stdin_assigned = result;
  return result;
}

/* Conversion index stores value (an input) if it was assigned, an arbitrary one if not exact. */
void __vigil_stdin_scan_store(void *target, int size, int index, unsigned long long value) {
  if (__vigil_stdin_assigned == -2) {
    unsigned long long high = (unsigned) __vigil_arbitrary_int();
    __vigil_scan_store(target, size, high << 32 | (unsigned) __vigil_arbitrary_int());
  } else if (index < __vigil_stdin_assigned) {
    __vigil_scan_store(target, size, value);
  }
}

/* Any other read of a stream (a scanf the models do not read exactly): what it leaves is unknown. */
void __vigil_stdin_unknown(void *stream, int of_stdin) {
  int *state = of_stdin ? &__vigil_stdin_state : __vigil_state_of(stream);
  if (state != 0) {
    *state = 2;
  }
}

/*
 * Input that a model follows byte by byte only up to this many bytes (straight-line code, no
 * loop for the engines to unwind); a longer one gives its buffer arbitrary contents.
 */
#define __VIGIL_SHORT_INPUT 16
#define __VIGIL_16(step)                                                                   \
  step(0) step(1) step(2) step(3) step(4) step(5) step(6) step(7) step(8) step(9) step(10) \
      step(11) step(12) step(13) step(14) step(15)

/*
 * Character k of a line from a followed stream, read while k < limit and stored at s[k] while
 * k < writable; the line ends at EOF or delim. The store is unconditional (the old byte again once
 * the line is over), at a constant offset: stores under a branch make the engines merge whole
 * memories, which the solver pays for at every step. Locals of the caller: s, limit, writable,
 * delim, i, done, state.
 */
#define __VIGIL_LINE_CHARACTER(k)                                     \
  if (k < limit) {                                                    \
    int c = __vigil_input_int();                                      \
    __VERIFIER_assume(c >= -1 && c <= 255);                           \
    int taken = !done && c != -1;                                     \
    *state = !done && c == -1 ? 2 : *state;                           \
    if (k < writable) {                                               \
      s[k] = taken ? (char) c : s[k];                                 \
    }                                                                 \
    i = taken ? k + 1 : i;                                            \
    done = done || c == -1 || c == (unsigned char) delim;             \
  }

/*
 * fgets from a followed stream: a line (up to a newline, EOF or n - 1 characters) of input
 * characters, while the stream is free: its length, and its first __VIGIL_SHORT_INPUT characters,
 * exactly; the object's other bytes are arbitrary when the line is longer. A read error (NULL)
 * gives the object arbitrary contents; another stream, or a constrained one, also an arbitrary
 * result. The whole buffer must be valid (an input long enough writes all of it).
 */
MODEL char *fgets(char *s, int n, void *stream) {
  if (n <= 0) {
    return 0;
  }
  __vigil_access_bytes(s, (size_t) n);
  int *state = __vigil_state_of(stream);
  if (state == 0 || *state != 0) {
    if (state != 0) {
      *state = 2;
    }
    __vigil_havoc_object(s);
    return __vigil_arbitrary_bool() ? s : 0;
  }
  if (n == 1) {
    s[0] = 0;
    return s;
  }
  int how = __vigil_input_int();
  if (how == 2) {
    __vigil_havoc_object(s); /* a read error: s is indeterminate */
    *state = 2;
    return 0;
  }
  int longer = how == 1 && n - 1 > __VIGIL_SHORT_INPUT;
  if (longer) {
    __vigil_havoc_object(s); /* its characters after the first 16 */
  }
  long limit = n - 1;
  long writable = limit;
  int delim = '\n';
  int i = 0;
  int done = 0;
  __VIGIL_16(__VIGIL_LINE_CHARACTER)
  if (longer) {
    __VERIFIER_assume(!done);
    int more = __vigil_input_int();
    __VERIFIER_assume(more >= 1 && more <= n - 1 - __VIGIL_SHORT_INPUT);
    s[__VIGIL_SHORT_INPUT + more] = 0;
    return s;
  }
  __VERIFIER_assume(done || i == n - 1);
  if (i == 0) {
    return 0; /* EOF before any character: s is as it was */
  }
  s[i] = 0;
  return s;
}

/* Lines longer than this (a GiB) are not modelled: Vigil's objects are smaller anyway. */
#define __VIGIL_LONGEST_LINE 0x3fffffffL

/*
 * getdelim (and getline) as glibc's libio/iogetdelim.c: a null buffer, or one of size 0, becomes
 * malloc(120) first; from a followed stream, a line of input characters up to delim (or EOF), exact
 * when it has at most 16 characters and fits the buffer. glibc grows a buffer that is too small to sizes that
 * depend on how the stream delivers its data, so then the size is arbitrary (at least what the
 * line needs, the contents too); a longer line, another stream or a constrained one give an
 * arbitrary result and contents, and a read error -1.
 */
MODEL long getdelim(char **lineptr, size_t *n, int delim, void *stream) {
  if (lineptr == 0 || n == 0) {
    return -1;
  }
  if (*lineptr == 0 || *n == 0) {
    *n = 120;
    *lineptr = malloc(120);
    if (*lineptr == 0) {
      return -1;
    }
  }
  /* how: 0 a short line, 1 a longer one, 2 a read error (followed streams only), 3 not followed */
  int how = 3;
  int *state = __vigil_state_of(stream);
  if (state != 0 && *state == 0) {
    int pick = __vigil_input_int();
    how = pick == 1 || pick == 2 ? pick : 0;
  }
  if (how == 2) {
    __vigil_havoc_object(*lineptr);
    *state = 2;
    return -1;
  }
  long result;
  if (how == 3) {
    result = __vigil_arbitrary_long();
    __VERIFIER_assume(result >= -1 && result <= __VIGIL_LONGEST_LINE);
    if (state != 0) {
      *state = 2;
    }
  } else {
    char *s = *lineptr;
    size_t size = *n;
    size_t room = __vigil_object_size(s) - __vigil_offset(s);
    long limit = __VIGIL_SHORT_INPUT;
    long writable = size - 1 < room ? (long) (size - 1) : (long) room;
    if (how == 1) {
      __vigil_havoc_object(s); /* its characters after the first 16 */
    }
    int i = 0;
    int done = 0;
    __VIGIL_16(__VIGIL_LINE_CHARACTER)
    if (how == 1) {
      __VERIFIER_assume(!done);
      long more = __vigil_input_long();
      __VERIFIER_assume(more >= 1 && more <= __VIGIL_LONGEST_LINE - __VIGIL_SHORT_INPUT);
      result = __VIGIL_SHORT_INPUT + more;
    } else {
      __VERIFIER_assume(done);
      if (i == 0) {
        return -1; /* EOF before any character */
      }
      result = i;
    }
    if ((size_t) result + 1 <= size) {
      s[result] = 0;
      return result;
    }
  }
  /*
   * The buffer, grown if at all to an arbitrary size, holds anything. glibc grows it to at least
   * what the line needs, and at most twice that or twice the old size (it doubles, or takes what
   * the next piece needs).
   */
  size_t size = __vigil_arbitrary_size();
  unsigned long long most = 2 * (unsigned long long) (result + 1 > (long) *n ? result + 1 : *n);
  __VERIFIER_assume(size <= most);
  __VERIFIER_assume(result < 0 || (size_t) result + 1 <= *n || (size_t) result + 1 <= size);
  if (size > *n) {
    char *grown = malloc(size);
    if (grown == 0) {
      return -1;
    }
    free(*lineptr);
    *lineptr = grown;
    *n = size;
  }
  __vigil_havoc_object(*lineptr);
  return result;
}

MODEL long getline(char **lineptr, size_t *n, void *stream) {
  return getdelim(lineptr, n, '\n', stream);
}

MODEL long __getdelim(char **lineptr, size_t *n, int delim, void *stream) {
  return getdelim(lineptr, n, delim, stream);
}


/*
 * read and recv: a count from -1 (an error) to n of input bytes; the first __VIGIL_SHORT_INPUT
 * are exact, the object's other bytes arbitrary when there are more. Only the bytes written must
 * be valid. (A macro, so that the inputs are named after the function the program calls.)
 */
/* Byte k received: stored as the line's characters are (only where the object has it). */
#define __VIGIL_RECEIVED_BYTE(k)                                          \
  if (k < n && k < room) {                                                \
    unsigned char b = (unsigned char) __vigil_input_int();                \
    bytes[k] = k < count ? b : bytes[k];                                  \
  }

#define __VIGIL_RECEIVE(p, n, count)                                    \
  long count = __vigil_input_long();                                    \
  __VERIFIER_assume(count >= -1 && (count < 0 || (size_t) count <= n)); \
  if (count > 0) {                                                      \
    __vigil_access_bytes(p, (size_t) count);                            \
  }                                                                     \
  if (count > __VIGIL_SHORT_INPUT) {                                    \
    __vigil_havoc_object(p); /* the bytes after the first 16 */         \
  }                                                                     \
  unsigned char *bytes = (unsigned char *) p;                           \
  size_t room = __vigil_object_size(p) - __vigil_offset(p);             \
  __VIGIL_16(__VIGIL_RECEIVED_BYTE)

/*
 * fread from a followed stream: the bytes read are input, as read's, the first 16 exact; fewer than
 * asked for mean end of file or an error, after which the stream is constrained. Another stream, or
 * a constrained one, fills the buffer arbitrarily.
 */
MODEL size_t fread(void *p, size_t size, size_t items, void *stream) {
  size_t n;
  if (__builtin_mul_overflow(size, items, &n)) {
    n = (size_t) -1; /* more than any object holds */
  }
  if (n == 0) {
    return 0;
  }
  int *state = __vigil_state_of(stream);
  if (state == 0 || *state != 0) {
    if (state != 0) {
      *state = 2;
    }
    __vigil_access_bytes(p, n);
    __vigil_havoc_object(p);
    size_t read = __vigil_arbitrary_size();
    __VERIFIER_assume(read <= items);
    return read;
  }
  __VIGIL_RECEIVE(p, n, count)
  __VERIFIER_assume(count >= 0);
  if ((size_t) count < n) {
    *state = 2;
  }
  return (size_t) count / size;
}

MODEL long read(int fd, void *p, size_t n) {
  __VIGIL_RECEIVE(p, n, count)
  return count;
}

MODEL long recv(int fd, void *p, size_t n, int flags) {
  __VIGIL_RECEIVE(p, n, count)
  return count;
}

/* The sender's address, if asked for, is arbitrary (and not checked: its length is unknown). */
MODEL long recvfrom(int fd, void *p, size_t n, int flags, void *from, unsigned *from_length) {
  __VIGIL_RECEIVE(p, n, count)
  if (from != 0) {
    /* the kernel writes at most *from_length bytes, of an address of its own length */
    __vigil_havoc_object(from);
    __vigil_havoc_object(from_length);
  }
  return count;
}

MODEL long time(long *t) {
  long now = __vigil_arbitrary_long();
  if (t != 0) {
    *t = now;
  }
  return now;
}

/* Byte order: the data models are little-endian, network order is big-endian. */
MODEL unsigned short htons(unsigned short x) {
  return (unsigned short) (x << 8 | x >> 8);
}

MODEL unsigned short ntohs(unsigned short x) {
  return htons(x);
}

MODEL unsigned int htonl(unsigned int x) {
  return x << 24 | (x & 0xff00u) << 8 | (x >> 8 & 0xff00u) | x >> 24;
}

MODEL unsigned int ntohl(unsigned int x) {
  return htonl(x);
}

/*
 * getopt, getopt_long and getopt_long_only as glibc's posix/getopt.c behaves, with
 * POSIXLY_CORRECT unset (a main's harness has an empty environment; __posix_getopt, which the
 * headers name in strict POSIX mode, keeps the order) and no messages (stderr is not observed).
 * GNU order: options are taken wherever they stand, and argv is permuted so that the operands
 * come last; optind = 0 starts over. Results follow from argv alone, so a counterexample that
 * passes an option replays for the real program.
 */
struct __vigil_option {
  const char *name;
  int has_arg; /* 0 none, 1 required, 2 optional */
  int *flag;
  int val;
};

MODEL char *optarg;
MODEL int optind = 1;
MODEL int opterr = 1;
MODEL int optopt = '?';

static char *__vigil_getopt_arg;
static int __vigil_getopt_opt;
static char *__vigil_getopt_next; /* the rest of a group of short options */
static int __vigil_getopt_first; /* the operands skipped so far: argv[first, last) */
static int __vigil_getopt_last;
static int __vigil_getopt_started;
static int __vigil_getopt_order; /* 0 permute, 1 stop at the first operand, 2 operands as 1 */

#define __VIGIL_OPERAND(s) ((s)[0] != '-' || (s)[1] == 0)

static void __vigil_getopt_reverse(char **argv, int from, int to) {
  for (; from + 1 < to; from++, to--) {
    char *t = argv[from];
    argv[from] = argv[to - 1];
    argv[to - 1] = t;
  }
}

/* The skipped operands argv[first, last) move after the options argv[last, optind). */
static void __vigil_getopt_exchange(char **argv) {
  int first = __vigil_getopt_first;
  int last = __vigil_getopt_last;
  __vigil_getopt_reverse(argv, first, last);
  __vigil_getopt_reverse(argv, last, optind);
  __vigil_getopt_reverse(argv, first, optind);
  __vigil_getopt_first = first + (optind - last);
  __vigil_getopt_last = optind;
}

/* 2 if name[0, length), which holds no NUL, is the option's whole name, 1 if a prefix of it. */
static int __vigil_getopt_match(const char *option, const char *name, size_t length) {
  for (size_t i = 0; i < length; i++) {
    if (option[i] != name[i]) {
      return 0;
    }
  }
  return option[length] == 0 ? 2 : 1;
}

/* The long option at __vigil_getopt_next; -1 when getopt_long_only should read it as short. */
static int __vigil_getopt_long_option(int argc, char **argv, const char *optstring,
                                      const struct __vigil_option *options, int *index,
                                      int long_only, int colon) {
  char *name = __vigil_getopt_next;
  char *end = name;
  while (*end != 0 && *end != '=') {
    end++;
  }
  size_t length = (size_t) (end - name);
  const struct __vigil_option *found = 0;
  int found_at = -1;
  for (int k = 0; options[k].name != 0; k++) {
    if (__vigil_getopt_match(options[k].name, name, length) == 2) {
      found = &options[k];
      found_at = k;
      break;
    }
  }
  if (found == 0) {
    int ambiguous = 0;
    for (int k = 0; options[k].name != 0; k++) {
      const struct __vigil_option *p = &options[k];
      if (__vigil_getopt_match(p->name, name, length) != 0) {
        if (found == 0) {
          found = p;
          found_at = k;
        } else if (long_only || found->has_arg != p->has_arg || found->flag != p->flag
                   || found->val != p->val) {
          ambiguous = 1;
        }
      }
    }
    if (ambiguous) {
      __vigil_getopt_next = 0;
      optind++;
      __vigil_getopt_opt = 0;
      return '?';
    }
  }
  if (found == 0) {
    if (!long_only || argv[optind][1] == '-' || strchr(optstring, *name) == 0) {
      __vigil_getopt_next = 0;
      optind++;
      __vigil_getopt_opt = 0;
      return '?';
    }
    return -1;
  }
  optind++;
  __vigil_getopt_next = 0;
  if (*end != 0) {
    if (found->has_arg == 0) {
      __vigil_getopt_opt = found->val;
      return '?';
    }
    __vigil_getopt_arg = end + 1;
  } else if (found->has_arg == 1) {
    if (optind >= argc) {
      __vigil_getopt_opt = found->val;
      return colon ? ':' : '?';
    }
    __vigil_getopt_arg = argv[optind++];
  }
  if (index != 0) {
    *index = found_at;
  }
  if (found->flag != 0) {
    *found->flag = found->val;
    return 0;
  }
  return found->val;
}

static int __vigil_getopt_step(int argc, char **argv, const char *optstring,
                          const struct __vigil_option *options, int *index, int long_only,
                          int posix) {
  if (argc < 1) {
    return -1;
  }
  __vigil_getopt_arg = 0;
  if (optind == 0 || !__vigil_getopt_started) {
    if (optind == 0) {
      optind = 1;
    }
    __vigil_getopt_first = optind;
    __vigil_getopt_last = optind;
    __vigil_getopt_next = 0;
    __vigil_getopt_order = optstring[0] == '-' ? 2 : optstring[0] == '+' || posix ? 1 : 0;
    __vigil_getopt_started = 1;
  }
  if (optstring[0] == '-' || optstring[0] == '+') {
    optstring++;
  }
  int colon = optstring[0] == ':';
  if (__vigil_getopt_next == 0 || *__vigil_getopt_next == 0) {
    if (__vigil_getopt_last > optind) {
      __vigil_getopt_last = optind;
    }
    if (__vigil_getopt_first > optind) {
      __vigil_getopt_first = optind;
    }
    if (__vigil_getopt_order == 0) {
      if (__vigil_getopt_first != __vigil_getopt_last && __vigil_getopt_last != optind) {
        __vigil_getopt_exchange(argv);
      } else if (__vigil_getopt_last != optind) {
        __vigil_getopt_first = optind;
      }
      while (optind < argc && __VIGIL_OPERAND(argv[optind])) {
        optind++;
      }
      __vigil_getopt_last = optind;
    }
    if (optind != argc && strcmp(argv[optind], "--") == 0) {
      optind++;
      if (__vigil_getopt_first != __vigil_getopt_last && __vigil_getopt_last != optind) {
        __vigil_getopt_exchange(argv);
      } else if (__vigil_getopt_first == __vigil_getopt_last) {
        __vigil_getopt_first = optind;
      }
      __vigil_getopt_last = argc;
      optind = argc;
    }
    if (optind == argc) {
      if (__vigil_getopt_first != __vigil_getopt_last) {
        optind = __vigil_getopt_first;
      }
      return -1;
    }
    if (__VIGIL_OPERAND(argv[optind])) {
      if (__vigil_getopt_order == 1) {
        return -1;
      }
      __vigil_getopt_arg = argv[optind++];
      return 1;
    }
    if (options != 0) {
      if (argv[optind][1] == '-') {
        __vigil_getopt_next = argv[optind] + 2;
        return __vigil_getopt_long_option(argc, argv, optstring, options, index, long_only,
                                          colon);
      }
      if (long_only && (argv[optind][2] != 0 || strchr(optstring, argv[optind][1]) == 0)) {
        __vigil_getopt_next = argv[optind] + 1;
        int code =
            __vigil_getopt_long_option(argc, argv, optstring, options, index, long_only, colon);
        if (code != -1) {
          return code;
        }
      }
    }
    __vigil_getopt_next = argv[optind] + 1;
  }
  char c = *__vigil_getopt_next++;
  const char *spec = strchr(optstring, c);
  if (*__vigil_getopt_next == 0) {
    optind++;
  }
  if (spec == 0 || c == ':' || c == ';') {
    __vigil_getopt_opt = c;
    return '?';
  }
  if (spec[0] == 'W' && spec[1] == ';' && options != 0) {
    /* -W name is --name */
    if (*__vigil_getopt_next == 0) {
      if (optind == argc) {
        __vigil_getopt_opt = c;
        return colon ? ':' : '?';
      }
      __vigil_getopt_next = argv[optind];
    }
    return __vigil_getopt_long_option(argc, argv, optstring, options, index, 0, colon);
  }
  if (spec[1] == ':') {
    if (*__vigil_getopt_next != 0) {
      __vigil_getopt_arg = __vigil_getopt_next;
      optind++;
    } else if (spec[2] != ':') {
      if (optind == argc) {
        __vigil_getopt_opt = c;
        c = colon ? ':' : '?';
      } else {
        __vigil_getopt_arg = argv[optind++];
      }
    }
    __vigil_getopt_next = 0;
  }
  return c;
}

/* glibc keeps optarg and optopt in its own state and copies them out after each call: an
 * optopt the program sets is overwritten by the last error's (0 before any). */
static int __vigil_getopt(int argc, char **argv, const char *optstring,
                          const struct __vigil_option *options, int *index, int long_only,
                          int posix) {
  int c = __vigil_getopt_step(argc, argv, optstring, options, index, long_only, posix);
  optarg = __vigil_getopt_arg;
  optopt = __vigil_getopt_opt;
  return c;
}

MODEL int getopt(int argc, char **argv, const char *optstring) {
  return __vigil_getopt(argc, argv, optstring, 0, 0, 0, 0);
}

MODEL int __posix_getopt(int argc, char **argv, const char *optstring) {
  return __vigil_getopt(argc, argv, optstring, 0, 0, 0, 1);
}

MODEL int getopt_long(int argc, char **argv, const char *optstring,
                      const struct __vigil_option *options, int *index) {
  return __vigil_getopt(argc, argv, optstring, options, index, 0, 0);
}

MODEL int getopt_long_only(int argc, char **argv, const char *optstring,
                           const struct __vigil_option *options, int *index) {
  return __vigil_getopt(argc, argv, optstring, options, index, 1, 0);
}

/* The C locale's isspace. */
static int __vigil_is_space(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}

/* A character's value as a digit of bases up to 36 (ASCII letters either case), else 36. */
static int __vigil_digit(char c) {
  if (c >= '0' && c <= '9') {
    return c - '0';
  }
  if (c >= 'a' && c <= 'z') {
    return c - 'a' + 10;
  }
  if (c >= 'A' && c <= 'Z') {
    return c - 'A' + 10;
  }
  return 36;
}

/*
 * The strtol family's parse, as glibc's stdlib/strtol_l.c does it in the C locale: whitespace, a
 * sign, the base's prefix ("0x"; "0b" too for the C23 functions), digits. The magnitude read is
 * the result; it stops growing past limit (the unsigned type's maximum), which sets the overflow
 * flag. Without digits the result is 0 and *end is the string itself, or the 'x' (or 'b') of a
 * prefix that no digit follows. The flags are globals, not out-parameters: a local whose address
 * is taken would be a new memory object at every call. errno is not modelled: a program that reads
 * it gets an arbitrary value (__errno_location has no body).
 */
static int __vigil_strto_negative;
static int __vigil_strto_overflow;

static unsigned long long __vigil_strto(const char *nptr, char **end, int base, int c23,
                                        unsigned long long limit) {
  const char *s = nptr;
  while (__vigil_is_space(*s)) {
    s++;
  }
  __vigil_strto_negative = 0;
  __vigil_strto_overflow = 0;
  if (*s == '-') {
    __vigil_strto_negative = 1;
    s++;
  } else if (*s == '+') {
    s++;
  }
  if (*s == '0') {
    if ((base == 0 || base == 16) && (s[1] == 'x' || s[1] == 'X')) {
      s += 2;
      base = 16;
    } else if (c23 && (base == 0 || base == 2) && (s[1] == 'b' || s[1] == 'B')) {
      s += 2;
      base = 2;
    } else if (base == 0) {
      base = 8;
    }
  } else if (base == 0) {
    base = 10;
  }
  const char *digits = s;
  unsigned long long cutoff = limit / (unsigned) base;
  unsigned cutlim = (unsigned) (limit % (unsigned) base);
  unsigned long long value = 0;
  for (int d = __vigil_digit(*s); d < base; d = __vigil_digit(*++s)) {
    if (value > cutoff || (value == cutoff && (unsigned) d > cutlim)) {
      __vigil_strto_overflow = 1;
    } else {
      value = value * (unsigned) base + (unsigned) d;
    }
  }
  if (s == digits) {
    __vigil_strto_negative = 0;
    if (end != 0) {
      char prefix = digits - nptr >= 2 ? digits[-1] : 0;
      int bare = (prefix == 'x' || prefix == 'X' || (c23 && (prefix == 'b' || prefix == 'B')))
                 && digits[-2] == '0';
      *end = (char *) (bare ? digits - 1 : nptr);
    }
    return 0;
  }
  if (end != 0) {
    *end = (char *) s;
  }
  return value;
}

/* A base glibc rejects (EINVAL) returns 0 and leaves *end as it was. */
#define VALID_BASE(base) ((base) == 0 || ((base) >= 2 && (base) <= 36))

/* Signed: a magnitude beyond the type's range saturates to its minimum or maximum (ERANGE). */
#define STRTO_SIGNED(T, UT, max, name, c23)                                    \
  MODEL T name(const char *s, char **end, int base) {                          \
    if (!VALID_BASE(base)) {                                                   \
      return 0;                                                                \
    }                                                                          \
    unsigned long long m = __vigil_strto(s, end, base, c23, (UT) -1);          \
    int negative = __vigil_strto_negative;                                     \
    if (__vigil_strto_overflow                                                 \
        || m > (negative ? (unsigned long long) (max) + 1 : (max))) {          \
      return negative ? -(max) - 1 : (max);                                    \
    }                                                                          \
    return (T) (negative ? (UT) 0 - (UT) m : (UT) m);                          \
  }

/* Unsigned: beyond the type's range is its maximum (ERANGE); a minus sign negates, wrapping. */
#define STRTO_UNSIGNED(UT, name, c23)                                          \
  MODEL UT name(const char *s, char **end, int base) {                         \
    if (!VALID_BASE(base)) {                                                   \
      return 0;                                                                \
    }                                                                          \
    unsigned long long m = __vigil_strto(s, end, base, c23, (UT) -1);          \
    if (__vigil_strto_overflow) {                                              \
      return (UT) -1;                                                          \
    }                                                                          \
    return __vigil_strto_negative ? (UT) 0 - (UT) m : (UT) m;                  \
  }

STRTO_SIGNED(long, unsigned long, __LONG_MAX__, strtol, 0)
STRTO_UNSIGNED(unsigned long, strtoul, 0)
STRTO_SIGNED(long long, unsigned long long, __LONG_LONG_MAX__, strtoll, 0)
STRTO_UNSIGNED(unsigned long long, strtoull, 0)
STRTO_SIGNED(long, unsigned long, __LONG_MAX__, __isoc23_strtol, 1)
STRTO_UNSIGNED(unsigned long, __isoc23_strtoul, 1)
STRTO_SIGNED(long long, unsigned long long, __LONG_LONG_MAX__, __isoc23_strtoll, 1)
STRTO_UNSIGNED(unsigned long long, __isoc23_strtoull, 1)

/* glibc's atoi, atol and atoll are strtol and strtoll in base 10, converted. */
MODEL int atoi(const char *s) {
  return (int) strtol(s, 0, 10);
}

MODEL long atol(const char *s) {
  return strtol(s, 0, 10);
}

MODEL long long atoll(const char *s) {
  return strtoll(s, 0, 10);
}

/*
 * sscanf with a constant format of white space, ordinary characters and the conversions %d, %i,
 * %u, %o, %x, %X, %s, %c and %n, as glibc's stdio-common/vfscanf-internal.c reads it: the front
 * end (FormattedCalls) lifts such a call to __vigil_scan_begin, one call per directive and
 * __vigil_scan_end for the result. After a matching failure (or an input failure: the string
 * ended) the later directives do nothing. A null target is a suppressed assignment (%*d).
 */
static const char *__vigil_scan_start;
static const char *__vigil_scan_at;
static int __vigil_scan_assigned;
static int __vigil_scan_stopped; /* 1: a matching failure, 2: an input failure */

/* glibc's sscanf finds the string's end first (rawmemchr), so the whole string is read. */
void __vigil_scan_begin(const char *s) {
  strlen(s);
  __vigil_scan_start = s;
  __vigil_scan_at = s;
  __vigil_scan_assigned = 0;
  __vigil_scan_stopped = 0;
}

/* EOF if the input failed before any assignment, else the number of assignments. */
int __vigil_scan_end(void) {
  return __vigil_scan_stopped == 2 && __vigil_scan_assigned == 0 ? -1 : __vigil_scan_assigned;
}

void __vigil_scan_blank(void) {
  if (__vigil_scan_stopped == 0) {
    while (__vigil_is_space(*__vigil_scan_at)) {
      __vigil_scan_at++;
    }
  }
}

void __vigil_scan_literal(int c) {
  if (__vigil_scan_stopped == 0) {
    if (*__vigil_scan_at == 0) {
      __vigil_scan_stopped = 2;
    } else if (*__vigil_scan_at != (char) c) {
      __vigil_scan_stopped = 1;
    } else {
      __vigil_scan_at++;
    }
  }
}

/* Stores the low size bytes of v at target (size 1, 2, 4 or 8). */
static void __vigil_scan_store(void *target, int size, unsigned long long v) {
  if (size == 1) {
    *(unsigned char *) target = (unsigned char) v;
  } else if (size == 2) {
    *(unsigned short *) target = (unsigned short) v;
  } else if (size == 4) {
    *(unsigned int *) target = (unsigned int) v;
  } else {
    *(unsigned long long *) target = v;
  }
}

/*
 * An integer conversion in base 10, 8, 16 or 0 (%i), after white space: a sign, "0x" (for base
 * 16, skipped), digits, at most width characters (-1: no width). The characters glibc collects
 * are converted by strtol or strtoul, or their long long versions when wide; the value is stored
 * truncated to the target's size, as glibc stores it.
 */
void __vigil_scan_integer(void *target, int size, int base, int is_signed, int wide, int width) {
  __vigil_scan_blank();
  if (__vigil_scan_stopped != 0) {
    return;
  }
  const char *s = __vigil_scan_at;
  if (*s == 0) {
    __vigil_scan_stopped = 2;
    return;
  }
  int negative = 0;
  int collected = 0;
  int sign = *s == '-' || *s == '+';
  if (sign) {
    negative = *s == '-';
    s++;
    collected++;
    width -= width > 0;
  }
  if (width != 0 && *s == '0') {
    width -= width > 0;
    s++;
    collected++;
    if (width != 0 && (*s == 'x' || *s == 'X')) {
      if (base == 0) {
        base = 16;
      }
      if (base == 16) {
        width -= width > 0;
        s++;
      }
    } else if (base == 0) {
      base = 8;
    }
  }
  if (base == 0) {
    base = 10;
  }
  unsigned long long limit = wide ? ~0ULL : (unsigned long) -1;
  unsigned long long max = wide ? (unsigned long long) __LONG_LONG_MAX__ : __LONG_MAX__;
  int overflow = 0;
  unsigned long long m = 0;
  for (int d = __vigil_digit(*s); width != 0 && d < base; d = __vigil_digit(*s)) {
    if (m > (limit - (unsigned) d) / (unsigned) base) {
      overflow = 1;
    } else {
      m = m * (unsigned) base + (unsigned) d;
    }
    width -= width > 0;
    s++;
    collected++;
  }
  __vigil_scan_at = s;
  if (collected == sign) {
    __vigil_scan_stopped = 1;
    return;
  }
  unsigned long long v;
  if (is_signed) {
    v = overflow || m > (negative ? max + 1 : max) ? (negative ? 0 - max - 1 : max)
                                                     : (negative ? 0 - m : m);
  } else {
    v = overflow ? limit : (negative ? 0 - m : m);
  }
  if (target != 0) {
    __vigil_scan_store(target, size, v);
    __vigil_scan_assigned++;
  }
}

/* %s: after white space, the characters up to the next white space (at most width; -1: any). */
void __vigil_scan_string(char *target, int width) {
  __vigil_scan_blank();
  if (__vigil_scan_stopped != 0) {
    return;
  }
  if (*__vigil_scan_at == 0) {
    __vigil_scan_stopped = 2;
    return;
  }
  int n = 0;
  for (char c = *__vigil_scan_at; c != 0 && !__vigil_is_space(c) && width != 0;
       c = *++__vigil_scan_at) {
    if (target != 0) {
      target[n++] = c;
    }
    width -= width > 0;
  }
  if (target != 0) {
    target[n] = 0;
    __vigil_scan_assigned++;
  }
}

/* %c: the next width characters (fewer if the string ends first), white space included. */
void __vigil_scan_chars(char *target, int width) {
  if (__vigil_scan_stopped != 0) {
    return;
  }
  if (*__vigil_scan_at == 0) {
    __vigil_scan_stopped = 2;
    return;
  }
  for (int n = 0; n < width && *__vigil_scan_at != 0; n++) {
    if (target != 0) {
      target[n] = *__vigil_scan_at;
    }
    __vigil_scan_at++;
  }
  if (target != 0) {
    __vigil_scan_assigned++;
  }
}

/* %n: the number of characters read so far; not an assignment that counts. */
void __vigil_scan_count(void *target, int size) {
  if (__vigil_scan_stopped == 0 && target != 0) {
    __vigil_scan_store(target, size, (unsigned long long) (__vigil_scan_at - __vigil_scan_start));
  }
}

/* Floating conversions: the string is read; the value is arbitrary, *end points into it. */
#define END_OF_NUMBER(s, end)                         \
  do {                                                \
    size_t length = strlen(s);                        \
    if ((end) != 0) {                                 \
      size_t k = __vigil_arbitrary_size();            \
      __VERIFIER_assume(k <= length);                 \
      *(end) = (char *) (s) + k;                      \
    }                                                 \
  } while (0)

MODEL double strtod(const char *s, char **end) {
  END_OF_NUMBER(s, end);
  return __vigil_arbitrary_double();
}

MODEL float strtof(const char *s, char **end) {
  END_OF_NUMBER(s, end);
  return __vigil_arbitrary_float();
}
