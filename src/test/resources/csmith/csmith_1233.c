/* csmith 2.3.0, seed 1233, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x50A6FCE2u
#define CSMITH_NATIVE_ILP32 0x50A6FCE2u
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
 * Options:   --seed 1233 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1233.orig.c
 * Seed:      1233
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   const uint64_t  f0;
   signed f1 : 28;
};

struct S1 {
   uint16_t  f0;
};

union U2 {
   int16_t  f0;
   signed f1 : 21;
   struct S1  f2;
};

union U3 {
   struct S1  f0;
   const volatile int8_t * f1;
   volatile uint32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int8_t g_5[1][2][4] = {{{0xAAL,0xAAL,0xAAL,0xAAL},{0xAAL,0xAAL,0xAAL,0xAAL}}};
static int8_t *g_4 = &g_5[0][0][1];
static struct S0 g_31 = {18446744073709551615UL,-10051};
static struct S0 ** volatile g_32 = (void*)0;/* VOLATILE GLOBAL g_32 */
static struct S0 *g_34 = &g_31;
static struct S0 ** volatile g_33 = &g_34;/* VOLATILE GLOBAL g_33 */
static struct S0 ** volatile *g_36[3][1][1] = {{{&g_32}},{{&g_32}},{{&g_32}}};
static struct S0 ** volatile ** volatile g_35 = &g_36[0][0][0];/* VOLATILE GLOBAL g_35 */
static union U3 g_50 = {{9UL}};/* VOLATILE GLOBAL g_50 */
static int32_t g_65 = (-1L);
static int32_t * volatile g_64 = &g_65;/* VOLATILE GLOBAL g_64 */
static struct S1 * volatile g_69 = (void*)0;/* VOLATILE GLOBAL g_69 */
static int32_t *g_73 = &g_65;
static int32_t ** volatile g_72 = &g_73;/* VOLATILE GLOBAL g_72 */
static union U2 g_76 = {-9L};
static int32_t ** volatile g_80 = &g_73;/* VOLATILE GLOBAL g_80 */
static int32_t g_82 = 0xA66B3E62L;
static int32_t * volatile g_81 = &g_82;/* VOLATILE GLOBAL g_81 */
static struct S0 **g_103 = (void*)0;
static int64_t g_105 = 0x458A24A778B6DB4DLL;
static uint32_t g_116 = 0UL;
static struct S0 ***g_138 = (void*)0;
static int32_t * volatile g_139 = (void*)0;/* VOLATILE GLOBAL g_139 */
static int32_t * volatile g_141 = &g_82;/* VOLATILE GLOBAL g_141 */
static int32_t g_144 = 0x01A7A66DL;


/* --- FORWARD DECLARATIONS --- */
static const int32_t  func_1(void);
static int8_t  func_6(int32_t  p_7, int8_t * p_8, int8_t * p_9, int8_t * p_10);
static struct S0  func_19(int32_t  p_20);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_5 g_33 g_35 g_31.f1 g_31.f0 g_50 g_64 g_65 g_72 g_76 g_80 g_73 g_81 g_82 g_34 g_31 g_76.f0 g_76.f2.f0 g_141 g_144
 * writes: g_34 g_36 g_5 g_50.f0.f0 g_65 g_50.f0 g_73 g_82 g_76.f2 g_76.f0 g_103 g_105 g_138 g_144
 */
static const int32_t  func_1(void)
{ /* block id: 0 */
    int16_t l_12[3];
    int32_t l_13 = (-5L);
    int8_t *l_14 = (void*)0;
    int32_t *l_142 = (void*)0;
    int32_t *l_143 = &g_144;
    int i;
    for (i = 0; i < 3; i++)
        l_12[i] = 0x974AL;
    (*l_143) |= ((safe_add_func_int8_t_s_s(((void*)0 != g_4), func_6((l_13 = ((safe_unary_minus_func_uint16_t_u(l_12[1])) , l_12[1])), l_14, &g_5[0][0][1], l_14))) >= 0x762AA916L);
    return (*g_81);
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_33 g_35 g_31.f1 g_31.f0 g_50 g_4 g_64 g_65 g_72 g_76 g_80 g_73 g_81 g_82 g_34 g_31 g_76.f0 g_76.f2.f0 g_141
 * writes: g_34 g_36 g_5 g_50.f0.f0 g_65 g_50.f0 g_73 g_82 g_76.f2 g_76.f0 g_103 g_105 g_138
 */
static int8_t  func_6(int32_t  p_7, int8_t * p_8, int8_t * p_9, int8_t * p_10)
{ /* block id: 2 */
    uint32_t l_27 = 4294967295UL;
    int8_t *l_92 = &g_5[0][0][1];
    int8_t **l_93 = &l_92;
    int32_t l_131 = 1L;
    if ((safe_mod_func_uint8_t_u_u((safe_sub_func_uint64_t_u_u((((*l_93) = (func_19((safe_rshift_func_int16_t_s_s(((safe_rshift_func_uint8_t_u_s(g_5[0][0][1], (safe_add_func_int16_t_s_s(p_7, l_27)))) == g_5[0][0][1]), l_27))) , l_92)) != g_4), 0xA557094D04141EDALL)), p_7)))
    { /* block id: 37 */
        for (l_27 = 0; (l_27 <= 0); l_27 += 1)
        { /* block id: 40 */
            struct S1 l_94 = {0xF817L};
            struct S1 *l_95 = &g_76.f2;
            (*l_95) = l_94;
        }
    }
    else
    { /* block id: 43 */
        struct S0 ***l_108 = &g_103;
        struct S0 ****l_107 = &l_108;
        int32_t *l_111 = &g_82;
        uint32_t *l_114 = (void*)0;
        uint32_t *l_115[4];
        int32_t l_130[4] = {0x3220CCB0L,0x3220CCB0L,0x3220CCB0L,0x3220CCB0L};
        uint64_t l_132 = 0x22AE80F8EF8B48F9LL;
        int i;
        for (i = 0; i < 4; i++)
            l_115[i] = &g_116;
        for (g_76.f0 = 0; (g_76.f0 == (-21)); g_76.f0--)
        { /* block id: 46 */
            struct S0 ***l_102[3];
            int64_t *l_104 = &g_105;
            int32_t l_106 = (-1L);
            struct S0 *****l_109 = &l_107;
            int32_t *l_110 = &g_82;
            int i;
            for (i = 0; i < 3; i++)
                l_102[i] = (void*)0;
            l_106 = (((safe_rshift_func_uint8_t_u_u((((*l_104) = ((safe_mul_func_uint8_t_u_u(g_82, (*g_4))) ^ ((g_103 = &g_34) == (void*)0))) | g_31.f1), 0)) >= g_5[0][0][1]) | 1L);
            (*l_109) = l_107;
            (*l_110) ^= 0L;
        }
        (*l_111) |= p_7;
        if ((safe_sub_func_uint16_t_u_u(((((*l_111) = 0x2E2E988AL) , ((*l_111) || l_27)) && p_7), 0x3574L)))
        { /* block id: 55 */
            int32_t **l_117 = &l_111;
            uint64_t l_118 = 0x3393FF80110037B8LL;
            (*l_117) = &p_7;
            (*l_117) = &p_7;
            return l_118;
        }
        else
        { /* block id: 59 */
            int32_t *l_119 = &g_65;
            int32_t *l_120 = &g_82;
            int32_t *l_121 = &g_65;
            int32_t *l_122 = &g_82;
            int32_t *l_123 = (void*)0;
            int32_t *l_124 = (void*)0;
            int32_t *l_125 = &g_82;
            int32_t *l_126 = &g_65;
            int32_t *l_127 = (void*)0;
            int32_t *l_128 = &g_65;
            int32_t *l_129[2][2][1];
            int i, j, k;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 2; j++)
                {
                    for (k = 0; k < 1; k++)
                        l_129[i][j][k] = (void*)0;
                }
            }
            --l_132;
        }
    }
    for (g_76.f2.f0 = 0; (g_76.f2.f0 <= 0); g_76.f2.f0 += 1)
    { /* block id: 65 */
        struct S0 ***l_135 = &g_103;
        struct S0 ****l_136 = &l_135;
        struct S0 ***l_137 = &g_103;
        int32_t *l_140 = (void*)0;
        (*g_141) = (((*l_136) = l_135) != (g_138 = l_137));
        for (p_7 = 0; (p_7 >= 0); p_7 -= 1)
        { /* block id: 71 */
            return (*g_4);
        }
    }
    return l_27;
}


/* ------------------------------------------ */
/* 
 * reads : g_33 g_35 g_31.f1 g_31.f0 g_5 g_50 g_4 g_64 g_65 g_72 g_76 g_80 g_73 g_81 g_82 g_34 g_31
 * writes: g_34 g_36 g_5 g_50.f0.f0 g_65 g_50.f0 g_73 g_82
 */
static struct S0  func_19(int32_t  p_20)
{ /* block id: 3 */
    struct S0 *l_30 = &g_31;
    int32_t l_44 = 0x6660B256L;
    int32_t l_45[1][3];
    struct S1 l_48[4][4] = {{{0x0ABEL},{0xF356L},{0x0ABEL},{0xF356L}},{{0x0ABEL},{0xF356L},{0x0ABEL},{0xF356L}},{{0x0ABEL},{0xF356L},{0x0ABEL},{0xF356L}},{{0x0ABEL},{0xF356L},{0x0ABEL},{0xF356L}}};
    int32_t l_49 = 0x6E8D2CA8L;
    const union U2 l_77[4] = {{4L},{4L},{4L},{4L}};
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
            l_45[i][j] = 1L;
    }
    for (p_20 = (-22); (p_20 != 16); p_20++)
    { /* block id: 6 */
        (*g_33) = l_30;
        (*g_35) = &g_32;
    }
    if ((safe_div_func_int64_t_s_s(((safe_mod_func_uint32_t_u_u(((65535UL < ((safe_unary_minus_func_int32_t_s((safe_rshift_func_uint8_t_u_u((l_45[0][2] = (l_44 ^= 0xABL)), 2)))) , ((((((safe_rshift_func_uint16_t_u_u((l_48[1][1] , l_45[0][2]), l_44)) < 1L) > g_31.f1) >= 65527UL) >= g_31.f0) | g_5[0][0][3]))) || p_20), 0x218AD385L)) && g_5[0][0][1]), l_49)))
    { /* block id: 12 */
        uint64_t l_57 = 0xDD2DC0978C764457LL;
        uint16_t *l_62 = &g_50.f0.f0;
        int32_t *l_63 = (void*)0;
        struct S0 *l_78 = &g_31;
        uint16_t *l_90 = &l_48[1][1].f0;
        (*g_64) = (((*l_62) = (g_50 , (safe_mul_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((safe_sub_func_uint8_t_u_u(((l_57 ^ (safe_mul_func_int16_t_s_s((safe_div_func_uint8_t_u_u((((*g_4) = l_57) || 2L), l_45[0][2])), g_31.f0))) , 0UL), (-1L))), 0UL)), 0L)))) != l_45[0][2]);
        for (g_65 = 0; (g_65 <= 0); g_65 += 1)
        { /* block id: 18 */
            int32_t *l_68 = &l_44;
            struct S1 *l_70 = &g_50.f0;
            int32_t **l_71 = &l_63;
            (*l_68) = (safe_lshift_func_uint16_t_u_u(0x46B8L, 12));
            (*l_70) = l_48[1][1];
            (*g_72) = ((*l_71) = &p_20);
        }
        if ((((safe_rshift_func_int8_t_s_u((g_76 , ((l_77[1] , l_78) != l_78)), g_5[0][0][1])) >= g_31.f1) || p_20))
        { /* block id: 24 */
            int32_t *l_79 = &g_65;
            (*g_80) = l_79;
            (*l_79) = (*g_73);
        }
        else
        { /* block id: 27 */
            uint32_t l_91 = 8UL;
            (*g_81) |= ((*g_73) = p_20);
            l_91 |= ((safe_unary_minus_func_uint32_t_u((safe_add_func_uint8_t_u_u((safe_div_func_uint32_t_u_u((safe_add_func_int16_t_s_s((l_62 == l_90), l_45[0][1])), p_20)), 0x1CL)))) | p_20);
        }
    }
    else
    { /* block id: 32 */
        l_44 = l_45[0][0];
    }
    return (**g_33);
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
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_5[i][j][k], "g_5[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_31.f0, "g_31.f0", print_hash_value);
    transparent_crc(g_31.f1, "g_31.f1", print_hash_value);
    transparent_crc(g_50.f0.f0, "g_50.f0.f0", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_82, "g_82", print_hash_value);
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_116, "g_116", print_hash_value);
    transparent_crc(g_144, "g_144", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
