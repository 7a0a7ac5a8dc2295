/* csmith 2.3.0, seed 1015, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x3E0BC437u
#define CSMITH_NATIVE_ILP32 0x3E0BC437u
extern void reach_error(void);
/* Reaches the error when the checksum differs from the native one, or, with
   CSMITH_ERROR_WHEN_EQUAL, when it equals it. */
static void csmith_check(unsigned int checksum) {
  unsigned int native = sizeof(void *) == 8 ? CSMITH_NATIVE_LP64 : CSMITH_NATIVE_ILP32;
#ifdef CSMITH_ERROR_WHEN_EQUAL
  if (checksum == native) reach_error();
#else
  if (checksum != native) reach_error();
#endif
}
/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1015 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1015.orig.c
 * Seed:      1015
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U1 {
   signed f0 : 8;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = (-1L);


/* --- FORWARD DECLARATIONS --- */
static union U1  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3
 * writes: g_3
 */
static union U1  func_1(void)
{ /* block id: 0 */
    int32_t *l_2 = &g_3;
    union U1 l_4 = {8L};
    (*l_2) &= (-10L);
    return l_4;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
