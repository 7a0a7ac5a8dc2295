/* csmith 2.3.0, seed 1038, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xA2781A7Du
#define CSMITH_NATIVE_ILP32 0xA2781A7Du
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
 * Options:   --seed 1038 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1038.orig.c
 * Seed:      1038
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   uint32_t  f0;
   volatile int32_t  f1;
   int64_t  f2;
   uint16_t  f3;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static uint64_t g_19 = 0xCE2949F4FFCF33F2LL;
static int16_t g_21[1] = {(-7L)};
static uint16_t g_25 = 0xA329L;
static volatile struct S0 g_27 = {6UL,0xF05F4326L,-6L,0xA9B8L};/* VOLATILE GLOBAL g_27 */
static volatile struct S0 g_28 = {18446744073709551609UL,1L,-7L,0x2B7BL};/* VOLATILE GLOBAL g_28 */
static volatile int32_t * volatile g_29 = (void*)0;/* VOLATILE GLOBAL g_29 */
static int32_t g_32 = 0x2A6F944DL;
static int32_t * volatile g_31 = &g_32;/* VOLATILE GLOBAL g_31 */
static uint32_t g_47 = 0xAE9140DEL;


/* --- FORWARD DECLARATIONS --- */
static const int32_t  func_1(void);
static const int32_t  func_2(uint8_t  p_3, uint32_t  p_4, const uint64_t  p_5, uint64_t  p_6);
static uint8_t  func_7(uint16_t  p_8, int64_t  p_9, uint64_t  p_10, int64_t  p_11, int32_t  p_12);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_19 g_27 g_31 g_28.f2 g_21 g_32 g_28.f3 g_25 g_47
 * writes: g_21 g_25 g_28 g_32 g_47
 */
static const int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_18 = 0xEB77278FL;
    int16_t *l_20 = &g_21[0];
    uint16_t *l_24 = &g_25;
    int32_t l_26 = (-1L);
    (*g_31) = func_2(func_7(((*l_24) = (safe_unary_minus_func_uint32_t_u((safe_mul_func_int16_t_s_s(((*l_20) = ((safe_lshift_func_uint16_t_u_s(l_18, 8)) , g_19)), (safe_div_func_int16_t_s_s(((g_19 != 0x9734L) , l_18), 0xA8FEL))))))), l_18, l_18, l_26, l_18), g_19, g_19, l_18);
    for (l_26 = 0; (l_26 <= 7); l_26++)
    { /* block id: 12 */
        int32_t *l_39 = &g_32;
        uint32_t *l_46 = &g_47;
        int32_t *l_48 = &l_18;
        (*l_39) ^= (safe_mul_func_int8_t_s_s((0xA19AE86A67606E82LL == g_28.f2), (safe_lshift_func_uint8_t_u_s((g_21[0] ^ l_18), 6))));
        (*l_48) = (safe_sub_func_uint8_t_u_u(g_28.f3, (((*l_39) = (((*l_46) |= ((safe_add_func_int8_t_s_s((0xD89BB643C8F43836LL != (((safe_mul_func_uint8_t_u_u(g_25, (*l_39))) != g_32) == l_18)), (*l_39))) > 8UL)) > g_32)) >= 2UL)));
        if (l_26)
            break;
    }
    return l_18;
}


/* ------------------------------------------ */
/* 
 * reads : g_27.f3
 * writes:
 */
static const int32_t  func_2(uint8_t  p_3, uint32_t  p_4, const uint64_t  p_5, uint64_t  p_6)
{ /* block id: 6 */
    volatile int32_t l_30[2];
    int i;
    for (i = 0; i < 2; i++)
        l_30[i] = 0x3090707EL;
    l_30[1] = g_27.f3;
    return p_3;
}


/* ------------------------------------------ */
/* 
 * reads : g_27
 * writes: g_28
 */
static uint8_t  func_7(uint16_t  p_8, int64_t  p_9, uint64_t  p_10, int64_t  p_11, int32_t  p_12)
{ /* block id: 3 */
    g_28 = g_27;
    return g_27.f2;
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
    transparent_crc(g_19, "g_19", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_21[i], "g_21[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_27.f0, "g_27.f0", print_hash_value);
    transparent_crc(g_27.f1, "g_27.f1", print_hash_value);
    transparent_crc(g_27.f2, "g_27.f2", print_hash_value);
    transparent_crc(g_27.f3, "g_27.f3", print_hash_value);
    transparent_crc(g_28.f0, "g_28.f0", print_hash_value);
    transparent_crc(g_28.f1, "g_28.f1", print_hash_value);
    transparent_crc(g_28.f2, "g_28.f2", print_hash_value);
    transparent_crc(g_28.f3, "g_28.f3", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
