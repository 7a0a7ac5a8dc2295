/* csmith 2.3.0, seed 1267, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xCCF4B90Au
#define CSMITH_NATIVE_ILP32 0xCCF4B90Au
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
 * Options:   --seed 1267 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1267.orig.c
 * Seed:      1267
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U1 {
   int64_t  f0;
   uint32_t  f1;
};

struct S0 {
   volatile int8_t  f0;
   int32_t  f1;
   int32_t  f2;
};

union U2 {
   struct S0  f0;
};

/* --- GLOBAL VARIABLES --- */
static const union U1 g_4[4][4][3] = {{{{-1L},{0L},{-1L}},{{-1L},{0xDF6F97812A3CC92ELL},{-1L}},{{-1L},{0L},{-1L}},{{-1L},{0xDF6F97812A3CC92ELL},{-1L}}},{{{-1L},{0L},{-1L}},{{-1L},{0xDF6F97812A3CC92ELL},{-1L}},{{-1L},{0L},{-1L}},{{-1L},{0xDF6F97812A3CC92ELL},{-1L}}},{{{-1L},{0L},{-1L}},{{-1L},{0xDF6F97812A3CC92ELL},{-1L}},{{-1L},{0L},{-1L}},{{-1L},{0xDF6F97812A3CC92ELL},{-1L}}},{{{-1L},{0L},{-1L}},{{-1L},{0xDF6F97812A3CC92ELL},{-1L}},{{-1L},{0L},{-1L}},{{-1L},{0x1015AA96141E4F1FLL},{-7L}}}};
static union U2 g_5 = {{0x6CL,-4L,-10L}};/* VOLATILE GLOBAL g_5 */


/* --- FORWARD DECLARATIONS --- */
static union U2  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_5
 * writes:
 */
static union U2  func_1(void)
{ /* block id: 0 */
    const union U1 *l_3 = &g_4[0][2][0];
    const union U1 **l_2 = &l_3;
    (*l_2) = (void*)0;
    return g_5;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_4[i][j][k].f0, "g_4[i][j][k].f0", print_hash_value);
                transparent_crc(g_4[i][j][k].f1, "g_4[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_5.f0.f0, "g_5.f0.f0", print_hash_value);
    transparent_crc(g_5.f0.f1, "g_5.f0.f1", print_hash_value);
    transparent_crc(g_5.f0.f2, "g_5.f0.f2", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
