/* csmith 2.3.0, seed 1023, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xF5474F31u
#define CSMITH_NATIVE_ILP32 0xF5474F31u
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
 * Options:   --seed 1023 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1023.orig.c
 * Seed:      1023
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const int64_t  f0;
   int64_t  f1;
};

union U1 {
   int32_t  f0;
};

union U2 {
   const volatile unsigned f0 : 16;
};

union U4 {
   int8_t * f0;
   uint32_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static volatile union U4 g_16[1] = {{0}};
static union U0 g_22 = {9L};
static int8_t g_24 = 9L;
static const union U1 g_25 = {-8L};
static union U2 g_31 = {0x02095D7CL};/* VOLATILE GLOBAL g_31 */
static int32_t g_35 = 8L;


/* --- FORWARD DECLARATIONS --- */
static int64_t  func_1(void);
static union U2  func_10(union U4  p_11, uint64_t  p_12, uint32_t  p_13, const int32_t  p_14, int8_t * p_15);
static union U4  func_17(union U0  p_18, int8_t * p_19, const union U1  p_20, int8_t * p_21);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_16 g_22 g_25 g_22.f1 g_22.f0 g_31 g_24 g_35 g_25.f0
 * writes: g_35
 */
static int64_t  func_1(void)
{ /* block id: 0 */
    int8_t *l_23[1];
    union U4 l_27 = {0};
    int32_t l_28 = 0xDD2EB2FCL;
    uint64_t l_32 = 0xBA1372625AA9C4ADLL;
    int32_t *l_33 = (void*)0;
    int32_t *l_34 = &g_35;
    int i;
    for (i = 0; i < 1; i++)
        l_23[i] = &g_24;
    (*l_34) ^= ((safe_mul_func_int8_t_s_s(((0xD1AD67A4BEDCC590LL == ((safe_sub_func_int32_t_s_s((safe_div_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((func_10((l_27 = (g_16[0] , func_17(g_22, l_23[0], g_25, &g_24))), l_28, g_22.f1, g_22.f0, l_23[0]) , l_28), l_28)), l_28)), l_32)) <= l_32)) || g_24), l_28)) ^ l_32);
    return g_25.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_22.f0 g_31
 * writes:
 */
static union U2  func_10(union U4  p_11, uint64_t  p_12, uint32_t  p_13, const int32_t  p_14, int8_t * p_15)
{ /* block id: 4 */
    const int8_t l_29 = 0x3AL;
    int32_t l_30 = 0xE01E6E83L;
    for (p_12 = 0; (p_12 <= 0); p_12 += 1)
    { /* block id: 7 */
        l_30 &= ((((((p_12 , l_29) == ((l_29 , g_22.f0) == 18446744073709551606UL)) && 0xFCL) , g_22.f0) != 0x55126ED4L) || 3L);
    }
    return g_31;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static union U4  func_17(union U0  p_18, int8_t * p_19, const union U1  p_20, int8_t * p_21)
{ /* block id: 1 */
    union U4 l_26 = {0};
    return l_26;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_22.f0, "g_22.f0", print_hash_value);
    transparent_crc(g_22.f1, "g_22.f1", print_hash_value);
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_25.f0, "g_25.f0", print_hash_value);
    transparent_crc(g_31.f0, "g_31.f0", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
