/* csmith 2.3.0, seed 1024, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xCDA0286Au
#define CSMITH_NATIVE_ILP32 0xCDA0286Au
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
 * Options:   --seed 1024 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1024.orig.c
 * Seed:      1024
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static uint8_t g_25 = 250UL;
static int32_t g_28 = (-10L);
static int32_t *g_30 = &g_28;
static int32_t ** volatile g_29 = &g_30;/* VOLATILE GLOBAL g_29 */
static int32_t **g_34[4] = {&g_30,&g_30,&g_30,&g_30};
static int32_t **g_35[4] = {&g_30,&g_30,&g_30,&g_30};
static int32_t ***g_38 = &g_35[1];
static uint16_t g_42 = 0x53DDL;
static uint16_t g_44 = 1UL;
static int32_t **** volatile g_73 = &g_38;/* VOLATILE GLOBAL g_73 */


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t  func_12(uint32_t  p_13, uint32_t  p_14, int32_t  p_15, int8_t  p_16);
static uint32_t  func_17(int64_t  p_18, int16_t  p_19, int16_t  p_20, uint16_t  p_21, uint64_t  p_22);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_25 g_29 g_30 g_28 g_42 g_44 g_73
 * writes: g_30 g_34 g_35 g_28 g_38 g_42 g_44
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_9 = 0xEB9AL;
    int8_t l_26 = 0L;
    int32_t l_48 = 4L;
    uint32_t l_49 = 0xA458230BL;
    int32_t l_62 = 4L;
    int32_t l_64 = 0x358B9E07L;
    int32_t l_66[4][2];
    int32_t l_75 = 0x24876030L;
    int i, j;
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
            l_66[i][j] = 0xE1338462L;
    }
    if ((safe_sub_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s(((!(safe_mod_func_uint32_t_u_u((0x24L | l_9), (safe_div_func_int32_t_s_s(func_12(func_17((safe_mod_func_int64_t_s_s(0x2F80C3414B58E17CLL, 0x1245C8100C4307E4LL)), g_25, l_9, l_26, l_26), g_25, g_25, g_25), l_9))))) <= g_25), 0)), 1UL)))
    { /* block id: 13 */
        return g_44;
    }
    else
    { /* block id: 15 */
        uint32_t l_52 = 0UL;
        int32_t l_65 = 0x8949E3B9L;
        int32_t l_67 = 0x6A45D312L;
        int32_t l_68 = 0x5D263D1FL;
        uint32_t l_69[1];
        int64_t l_72 = (-1L);
        int i;
        for (i = 0; i < 1; i++)
            l_69[i] = 3UL;
        for (g_44 = 0; (g_44 <= 3); g_44 += 1)
        { /* block id: 18 */
            int32_t *l_46 = &g_28;
            int32_t *l_47 = &g_28;
            int i;
            (*g_30) = l_26;
            l_49++;
        }
        l_52--;
        for (l_26 = 0; (l_26 != 13); ++l_26)
        { /* block id: 25 */
            int32_t *l_57 = &g_28;
            int32_t *l_58 = &g_28;
            int32_t *l_59 = &g_28;
            int32_t *l_60 = (void*)0;
            int32_t *l_61[1];
            int16_t l_63 = (-3L);
            int i;
            for (i = 0; i < 1; i++)
                l_61[i] = (void*)0;
            ++l_69[0];
            if (l_52)
                break;
            l_67 ^= l_72;
        }
    }
    (*g_73) = &g_34[2];
    l_75 &= (!g_42);
    return l_48;
}


/* ------------------------------------------ */
/* 
 * reads : g_42 g_28 g_30
 * writes: g_38 g_42 g_44 g_28
 */
static int32_t  func_12(uint32_t  p_13, uint32_t  p_14, int32_t  p_15, int8_t  p_16)
{ /* block id: 7 */
    int32_t ***l_36 = (void*)0;
    int32_t ****l_37[1][4][2] = {{{&l_36,&l_36},{&l_36,&l_36},{&l_36,&l_36},{&l_36,&l_36}}};
    uint16_t *l_41 = &g_42;
    uint16_t *l_43 = &g_44;
    int16_t l_45 = 0x759FL;
    int i, j, k;
    (*g_30) = ((((((g_38 = l_36) != ((p_16 < (((*l_43) = (safe_mul_func_uint16_t_u_u(((*l_41) = 0xF8DEL), 1UL))) , g_42)) , &g_35[0])) , &g_30) == &g_30) , l_45) & g_28);
    return p_15;
}


/* ------------------------------------------ */
/* 
 * reads : g_29 g_30 g_28
 * writes: g_30 g_34 g_35 g_28
 */
static uint32_t  func_17(int64_t  p_18, int16_t  p_19, int16_t  p_20, uint16_t  p_21, uint64_t  p_22)
{ /* block id: 1 */
    int32_t *l_27 = &g_28;
    int32_t ***l_31 = (void*)0;
    int32_t **l_33 = (void*)0;
    int32_t ***l_32[2][4][2] = {{{&l_33,&l_33},{&l_33,&l_33},{&l_33,&l_33},{&l_33,&l_33}},{{&l_33,&l_33},{&l_33,&l_33},{&l_33,&l_33},{&l_33,&l_33}}};
    int i, j, k;
    (*g_29) = l_27;
    (*g_30) ^= ((g_35[0] = (g_34[2] = &l_27)) == (void*)0);
    return (*l_27);
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
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_44, "g_44", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
