# 0 "prog.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "prog.c"
# 1 "/usr/include/stdio.h" 1 3 4
typedef unsigned long size_t;
typedef struct _IO_FILE FILE;
extern int fclose (FILE *__stream);
extern FILE *fopen (const char *__restrict __filename,
      const char *__restrict __modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
extern int __printf_chk (int __flag, const char *__restrict __format, ...);
extern __inline __attribute__ ((__always_inline__)) __attribute__ ((__gnu_inline__)) __attribute__ ((__artificial__)) int
printf (const char *__restrict __fmt, ...)
{
  return __printf_chk (2 - 1, __fmt, __builtin_va_arg_pack ());
}
# 2 "prog.c" 2
# 1 "/usr/include/string.h" 1 3 4
extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern __inline __attribute__ ((__always_inline__)) __attribute__ ((__gnu_inline__)) __attribute__ ((__artificial__)) void *
__attribute__ ((__nothrow__ , __leaf__)) memcpy (void *__restrict __dest, const void *__restrict __src, size_t __len)
{
  return __builtin___memcpy_chk (__dest, __src, __len,
     __builtin_object_size (__dest, 0));
}
# 3 "prog.c" 2
# 1 "/usr/include/math.h" 1 3 4
extern _Float32 sinf32 (_Float32 __x) __attribute__ ((__nothrow__ , __leaf__));
extern _Float64 sinf64 (_Float64 __x) __attribute__ ((__nothrow__ , __leaf__));
extern _Float32x sinf32x (_Float32x __x) __attribute__ ((__nothrow__ , __leaf__));
extern _Float64x sinf64x (_Float64x __x) __attribute__ ((__nothrow__ , __leaf__));
extern _Float128 sinf128 (_Float128 __x) __attribute__ ((__nothrow__ , __leaf__));
extern _Complex _Float32 cexpf32 (_Complex _Float32 __z) __attribute__ ((__nothrow__ , __leaf__));
# 4 "prog.c" 2
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int linux = 0;
int main(void) {
  char a[4] = {1, 2, 3, 4};
  char b[4];
  memcpy(b, a, 4);
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3) return linux;
  if (b[i] == 3) reach_error();
  printf("%d\n", b[i]);
  return 0;
}
