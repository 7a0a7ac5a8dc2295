/* csmith 2.3.0, seed 1025, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xF73BE3D2u
#define CSMITH_NATIVE_ILP32 0xF73BE3D2u
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
 * Options:   --seed 1025 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1025.orig.c
 * Seed:      1025
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static uint32_t g_11 = 0x810D21DFL;
static volatile int32_t *g_22 = (void*)0;
static volatile int32_t ** volatile g_23 = &g_22;/* VOLATILE GLOBAL g_23 */
static int32_t g_24[3] = {(-4L),(-4L),(-4L)};
static int64_t g_27[1] = {0x150FAEB382E58099LL};
static int32_t * volatile g_28 = (void*)0;/* VOLATILE GLOBAL g_28 */
static int32_t g_30 = 0L;
static int8_t g_41 = 6L;
static uint64_t g_47 = 18446744073709551612UL;
static volatile uint64_t g_62 = 0x83513FE74C19FD8DLL;/* VOLATILE GLOBAL g_62 */
static int32_t *g_70 = &g_30;
static int32_t ** volatile g_69[3] = {&g_70,&g_70,&g_70};
static int32_t ** volatile g_71[1] = {&g_70};
static int8_t *g_77 = &g_41;
static uint32_t g_88 = 4294967292UL;
static uint16_t g_94[1][3][4] = {{{0xF252L,0xF252L,0xF252L,0xF252L},{0xF252L,0xF252L,0xF252L,0xF252L},{0xF252L,0xF252L,0xF252L,0xF252L}}};
static uint8_t g_97[4] = {0x50L,0x50L,0x50L,0x50L};


/* --- FORWARD DECLARATIONS --- */
static int32_t  func_1(void);
static uint8_t  func_6(uint64_t  p_7, uint8_t  p_8, int64_t  p_9, uint32_t  p_10);
static uint8_t  func_14(uint32_t  p_15, uint32_t  p_16, int64_t  p_17);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_11 g_22 g_23 g_24 g_27 g_30 g_62 g_77 g_41 g_88 g_70
 * writes: g_22 g_27 g_30 g_41 g_47 g_62 g_77 g_88
 */
static int32_t  func_1(void)
{ /* block id: 0 */
    int32_t l_20[1];
    int64_t l_21 = 0xC1DA7BC99958900FLL;
    int8_t *l_40 = &g_41;
    uint32_t l_42 = 4294967291UL;
    int32_t l_59[1];
    uint64_t l_66 = 1UL;
    int32_t *l_72 = &g_30;
    uint32_t l_78 = 0xF81C58C9L;
    int32_t l_81 = 0xB95DE17AL;
    int32_t l_98 = 4L;
    int i;
    for (i = 0; i < 1; i++)
        l_20[i] = 0x9328A062L;
    for (i = 0; i < 1; i++)
        l_59[i] = 0xB913A861L;
    if ((safe_add_func_int8_t_s_s(((*l_40) = (safe_add_func_uint16_t_u_u(((func_6(g_11, ((safe_rshift_func_uint8_t_u_u(248UL, 2)) , func_14((safe_div_func_uint64_t_u_u(((l_20[0] , 0xD7L) ^ 0xAAL), l_21)), g_11, g_11)), l_21, g_30) & 255UL) >= l_20[0]), l_20[0]))), l_42)))
    { /* block id: 15 */
        uint32_t l_43 = 18446744073709551611UL;
        int32_t *l_44 = &g_30;
        int32_t l_60 = 6L;
        int32_t l_61 = (-8L);
        int8_t **l_75[2];
        int8_t *l_76 = &g_41;
        int i;
        for (i = 0; i < 2; i++)
            l_75[i] = (void*)0;
        if (((*l_44) = l_43))
        { /* block id: 17 */
            int64_t *l_45 = &g_27[0];
            uint64_t *l_46 = &g_47;
            int32_t **l_48 = &l_44;
            int32_t *l_49 = &g_30;
            int32_t *l_50 = &g_30;
            int32_t *l_51 = &g_30;
            int32_t *l_52 = &g_30;
            int32_t *l_53 = &g_30;
            int32_t *l_54 = &g_30;
            int32_t *l_55 = &g_30;
            int32_t *l_56 = &g_30;
            int32_t *l_57 = &g_30;
            int32_t *l_58[2][4];
            int i, j;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 4; j++)
                    l_58[i][j] = &g_30;
            }
            (*l_44) &= (((*l_46) = (((l_20[0] , l_45) != l_45) , l_20[0])) || l_21);
            (*l_48) = l_44;
            ++g_62;
        }
        else
        { /* block id: 22 */
            int32_t *l_65 = &l_61;
            --l_66;
        }
        l_72 = &l_59[0];
        (*l_72) ^= (safe_sub_func_uint32_t_u_u(((l_40 = (g_77 = (l_76 = &g_41))) == (l_78 , ((safe_lshift_func_uint8_t_u_s(g_62, g_11)) , (void*)0))), l_81));
    }
    else
    { /* block id: 30 */
        g_88 ^= (safe_sub_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(g_62, (safe_add_func_int64_t_s_s((*l_72), ((((*g_77) ^ 1L) >= g_30) != 0x934C6454C9BF6A77LL))))), (*g_77)));
    }
    for (l_66 = 0; (l_66 <= 0); l_66 += 1)
    { /* block id: 35 */
        int64_t l_89 = 0x01934DB4AF4489F7LL;
        int32_t *l_95[4][3] = {{&l_59[0],&l_59[0],&l_59[0]},{&l_59[0],&l_59[0],&l_59[0]},{&l_59[0],&l_59[0],&l_59[0]},{&l_59[0],&l_59[0],&l_59[0]}};
        int i, j;
    }
    return (*g_70);
}


/* ------------------------------------------ */
/* 
 * reads : g_30
 * writes: g_30
 */
static uint8_t  func_6(uint64_t  p_7, uint8_t  p_8, int64_t  p_9, uint32_t  p_10)
{ /* block id: 11 */
    uint32_t l_38[2];
    int32_t *l_39 = &g_30;
    int i;
    for (i = 0; i < 2; i++)
        l_38[i] = 0xA9C1C73BL;
    (*l_39) &= ((&g_22 != (void*)0) <= (safe_mul_func_int8_t_s_s(l_38[0], p_9)));
    return p_9;
}


/* ------------------------------------------ */
/* 
 * reads : g_22 g_23 g_24 g_27
 * writes: g_22 g_27
 */
static uint8_t  func_14(uint32_t  p_15, uint32_t  p_16, int64_t  p_17)
{ /* block id: 1 */
    uint8_t l_31 = 0UL;
    uint8_t l_32 = 0UL;
    int32_t l_35 = 0x4D9248E6L;
    (*g_23) = g_22;
    for (p_16 = 0; (p_16 <= 2); p_16 += 1)
    { /* block id: 5 */
        int64_t *l_26 = &g_27[0];
        int32_t *l_29[3][4][2] = {{{&g_30,&g_30},{&g_30,&g_30},{&g_30,&g_30},{&g_30,&g_30}},{{&g_30,&g_30},{&g_30,&g_30},{&g_30,&g_30},{&g_30,&g_30}},{{&g_30,&g_30},{&g_30,&g_30},{&g_30,&g_30},{&g_30,&g_30}}};
        int i, j, k;
        l_31 = (!(((*l_26) &= g_24[p_16]) ^ g_24[p_16]));
        l_32++;
    }
    return l_35;
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
    transparent_crc(g_11, "g_11", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_24[i], "g_24[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_27[i], "g_27[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_88, "g_88", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_94[i][j][k], "g_94[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_97[i], "g_97[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
