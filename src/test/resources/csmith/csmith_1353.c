/* csmith 2.3.0, seed 1353, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x3603D660u
#define CSMITH_NATIVE_ILP32 0x3603D660u
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
 * Options:   --seed 1353 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1353.orig.c
 * Seed:      1353
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int64_t  f0;
   const volatile int32_t  f1;
};

union U2 {
   volatile uint8_t  f0;
   int32_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int8_t g_12 = (-1L);
static int8_t *g_11 = &g_12;
static int64_t g_15[3] = {0xB6EAB3CF81320F2DLL,0xB6EAB3CF81320F2DLL,0xB6EAB3CF81320F2DLL};
static int32_t g_17 = 0x7C629C4DL;
static uint64_t g_18 = 7UL;
static struct S0 g_21 = {0xB243E5EC35211521LL,0xAFBF2617L};/* VOLATILE GLOBAL g_21 */
static struct S0 g_34 = {1L,0x6D4F509EL};/* VOLATILE GLOBAL g_34 */
static uint64_t g_42 = 18446744073709551610UL;
static union U2 g_45 = {0xF4L};/* VOLATILE GLOBAL g_45 */
static int32_t g_47 = 0L;
static const volatile int32_t g_52 = 0x7F0936A7L;/* VOLATILE GLOBAL g_52 */
static const volatile int32_t * volatile g_51 = &g_52;/* VOLATILE GLOBAL g_51 */
static union U2 *g_55[1] = {&g_45};
static union U2 ** volatile g_54 = &g_55[0];/* VOLATILE GLOBAL g_54 */
static volatile struct S0 g_60 = {0xB3DFA8E8B88BB1B5LL,0x3A04BB84L};/* VOLATILE GLOBAL g_60 */


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static struct S0  func_3(int8_t * p_4, uint32_t  p_5);
static int8_t * func_6(int8_t * p_7, int32_t  p_8, uint32_t  p_9, const uint32_t  p_10);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_11 g_12 g_18 g_15 g_21 g_17 g_34 g_42 g_45 g_47 g_54 g_60
 * writes: g_18 g_17 g_42 g_47 g_51 g_55 g_45.f1
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    int16_t l_2 = 0x7C4DL;
    int32_t l_48[2][2][3] = {{{1L,1L,1L},{1L,1L,1L}},{{1L,1L,1L},{1L,1L,1L}}};
    int32_t *l_61[2];
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_61[i] = &g_47;
    if (((l_2 >= (((func_3(func_6(g_11, (safe_add_func_uint8_t_u_u(g_12, g_12)), g_12, l_2), g_15[2]) , l_2) < (*g_11)) == g_21.f0)) && g_21.f0))
    { /* block id: 7 */
        int32_t *l_22 = (void*)0;
        int32_t *l_23 = &g_17;
        uint64_t l_50 = 0xECA51C18CC907F7ALL;
        (*l_23) &= 2L;
        for (g_18 = 0; (g_18 == 15); g_18 = safe_add_func_uint64_t_u_u(g_18, 1))
        { /* block id: 11 */
            uint64_t *l_41 = &g_42;
            int32_t *l_46[3];
            uint8_t l_49 = 0x15L;
            int i;
            for (i = 0; i < 3; i++)
                l_46[i] = &g_47;
            g_47 &= ((safe_mul_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((safe_mod_func_int32_t_s_s((safe_sub_func_int16_t_s_s((g_34 , ((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(((((*l_23) = (l_48[0][1][0] |= (((safe_lshift_func_uint16_t_u_s((((*l_41)--) < g_21.f0), (&g_18 == &g_18))) , g_45) , g_17))) | l_49) , 3L), g_21.f0)), 0xBAL)) || (*g_11))), g_34.f0)), l_2)), (*g_11))), (*g_11))) < l_50);
            g_51 = (void*)0;
        }
    }
    else
    { /* block id: 18 */
        union U2 *l_53 = &g_45;
        for (l_2 = 0; (l_2 <= 2); l_2 += 1)
        { /* block id: 21 */
            int i;
            g_47 = g_15[l_2];
            (*g_54) = l_53;
        }
    }
    g_45.f1 = (safe_mod_func_uint64_t_u_u((((safe_sub_func_uint64_t_u_u(l_2, (0x5E2B1956L >= (g_60 , l_48[0][0][2])))) > 1L) >= 0xD19EL), 18446744073709551607UL));
    g_47 = (-1L);
    return g_60.f0;
}


/* ------------------------------------------ */
/* 
 * reads : g_21
 * writes: g_17
 */
static struct S0  func_3(int8_t * p_4, uint32_t  p_5)
{ /* block id: 4 */
    g_17 = p_5;
    return g_21;
}


/* ------------------------------------------ */
/* 
 * reads : g_18
 * writes: g_18
 */
static int8_t * func_6(int8_t * p_7, int32_t  p_8, uint32_t  p_9, const uint32_t  p_10)
{ /* block id: 1 */
    int32_t *l_16[4];
    int i;
    for (i = 0; i < 4; i++)
        l_16[i] = &g_17;
    g_18--;
    return &g_12;
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
    transparent_crc(g_12, "g_12", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_15[i], "g_15[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_21.f0, "g_21.f0", print_hash_value);
    transparent_crc(g_21.f1, "g_21.f1", print_hash_value);
    transparent_crc(g_34.f0, "g_34.f0", print_hash_value);
    transparent_crc(g_34.f1, "g_34.f1", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_45.f0, "g_45.f0", print_hash_value);
    transparent_crc(g_45.f1, "g_45.f1", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_60.f0, "g_60.f0", print_hash_value);
    transparent_crc(g_60.f1, "g_60.f1", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
