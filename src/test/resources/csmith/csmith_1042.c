/* csmith 2.3.0, seed 1042, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x38659329u
#define CSMITH_NATIVE_ILP32 0x38659329u
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
 * Options:   --seed 1042 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1042.orig.c
 * Seed:      1042
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   const uint32_t  f0;
   int8_t * f1;
};

union U1 {
   uint32_t  f0;
};

union U2 {
   volatile uint16_t  f0;
   unsigned f1 : 16;
   int8_t  f2;
};

union U3 {
   int64_t  f0;
   int32_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int8_t g_16 = 0x56L;
static int8_t *g_15[3][1] = {{&g_16},{&g_16},{&g_16}};
static int32_t g_25 = (-1L);
static volatile uint32_t g_27 = 18446744073709551610UL;/* VOLATILE GLOBAL g_27 */
static uint32_t g_38 = 0x752783DEL;
static uint8_t g_47 = 247UL;
static union U3 g_62 = {0xD0585580973F91A6LL};
static union U2 g_67 = {0x04E4L};/* VOLATILE GLOBAL g_67 */
static int32_t * volatile g_75 = (void*)0;/* VOLATILE GLOBAL g_75 */
static int32_t * const  volatile g_76 = &g_25;/* VOLATILE GLOBAL g_76 */
static int64_t g_96 = (-9L);
static uint8_t g_97 = 0xB0L;
static int32_t g_109 = 0xCCAB4487L;
static int16_t g_111 = 0x4ADDL;
static int32_t g_116 = 0x9FFA34A9L;
static volatile union U0 g_117 = {18446744073709551606UL};/* VOLATILE GLOBAL g_117 */


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int32_t  func_2(union U0  p_3);
static int16_t  func_9(int8_t * p_10, int8_t * const  p_11, uint8_t  p_12, int32_t  p_13, int8_t * p_14);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_15 g_16 g_27 g_25 g_38 g_47 g_62 g_67 g_62.f1 g_76 g_97 g_116 g_117 g_109 g_67.f0 g_96
 * writes: g_16 g_27 g_25 g_47 g_62.f1 g_97 g_116
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    union U0 l_4 = {1UL};
    int32_t *l_115 = &g_116;
    uint8_t *l_122 = (void*)0;
    (*l_115) ^= func_2(l_4);
    if (((g_117 , (g_67 , g_109)) >= g_62.f1))
    { /* block id: 55 */
        uint8_t *l_124 = &g_47;
        uint8_t **l_123 = &l_124;
        uint8_t *l_126 = &g_97;
        uint8_t **l_125 = &l_126;
        int32_t l_127 = (-1L);
        l_115 = &g_25;
        (*l_115) &= (safe_div_func_int64_t_s_s((((safe_div_func_int64_t_s_s(g_67.f0, ((l_122 == ((*l_125) = ((((*l_123) = (void*)0) == &g_97) , (void*)0))) & 0x93L))) < g_38) & g_109), l_127));
    }
    else
    { /* block id: 60 */
        uint32_t l_128 = 0x339EC430L;
        if ((*g_76))
        { /* block id: 61 */
            return g_96;
        }
        else
        { /* block id: 63 */
            return l_128;
        }
    }
    return (*l_115);
}


/* ------------------------------------------ */
/* 
 * reads : g_15 g_16 g_27 g_25 g_38 g_47 g_62 g_67 g_62.f1 g_76 g_97
 * writes: g_16 g_27 g_25 g_47 g_62.f1 g_97
 */
static int32_t  func_2(union U0  p_3)
{ /* block id: 1 */
    uint32_t l_21[1][1];
    int8_t * const l_22 = &g_16;
    int8_t *l_23[2][4][1];
    uint32_t *l_37[3];
    int32_t l_39 = 0xFFEAC8E4L;
    const uint32_t l_56 = 0xFACA8A51L;
    int32_t l_68 = 0x6D9E1B0FL;
    union U1 l_85 = {1UL};
    const int32_t *l_103 = (void*)0;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
            l_21[i][j] = 4UL;
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 1; k++)
                l_23[i][j][k] = &g_16;
        }
    }
    for (i = 0; i < 3; i++)
        l_37[i] = &g_38;
    if (((safe_rshift_func_uint16_t_u_s(((l_39 ^= (safe_mod_func_int16_t_s_s(func_9(g_15[1][0], (((safe_mul_func_int16_t_s_s(((safe_mul_func_int8_t_s_s(((g_16 != l_21[0][0]) < 0x81L), 0xA6L)) != l_21[0][0]), l_21[0][0])) < p_3.f0) , l_22), g_16, g_16, l_23[0][1][0]), 65535UL))) <= p_3.f0), p_3.f0)) != g_38))
    { /* block id: 17 */
        uint8_t *l_46 = &g_47;
        int32_t **l_48[2];
        int32_t *l_49 = &l_39;
        int i;
        for (i = 0; i < 2; i++)
            l_48[i] = (void*)0;
        g_25 ^= (safe_sub_func_int8_t_s_s((((safe_add_func_int32_t_s_s((safe_mod_func_int32_t_s_s(((((*l_46) |= (l_21[0][0] , ((&g_38 == (void*)0) & 0x702B5BDDL))) != 255UL) , g_16), 0xBC130268L)), 0x83395465L)) ^ p_3.f0) , (-1L)), 0x56L));
        if (((l_49 = &g_25) == &g_25))
        { /* block id: 21 */
            const uint16_t l_54[2] = {0xBE30L,0xBE30L};
            int32_t l_55 = 0x9103153DL;
            int i;
            (*l_49) ^= ((g_47 , (safe_sub_func_uint32_t_u_u((l_55 |= (((((safe_mul_func_int16_t_s_s(0x1F6CL, (((&g_16 == &g_16) && l_54[1]) >= g_47))) < p_3.f0) , p_3.f0) , l_54[1]) && l_54[1])), p_3.f0))) > l_56);
            (*l_49) &= p_3.f0;
            (*l_49) = g_16;
        }
        else
        { /* block id: 26 */
            int32_t *l_57 = &l_39;
            l_57 = (void*)0;
            (*l_49) |= (safe_div_func_int32_t_s_s((safe_sub_func_uint32_t_u_u((g_62 , (((safe_mod_func_int16_t_s_s(p_3.f0, (safe_div_func_int16_t_s_s(g_27, g_16)))) , g_67) , l_68)), 0xD8B6467BL)), 0xF77FB90EL));
            g_62.f1 &= (((((((*l_22) ^= ((safe_unary_minus_func_uint8_t_u(3UL)) & l_56)) == l_56) <= l_21[0][0]) || 0x77F3L) ^ 0x79L) > g_25);
        }
    }
    else
    { /* block id: 32 */
        const uint32_t l_72 = 1UL;
        uint8_t *l_73 = &g_47;
        int32_t *l_78 = &g_62.f1;
        int32_t **l_77 = &l_78;
        int32_t l_84 = (-3L);
        int32_t l_95[1];
        int16_t l_108 = 7L;
        int i;
        for (i = 0; i < 1; i++)
            l_95[i] = 0x7BEB33E2L;
        if ((safe_mul_func_int8_t_s_s(l_72, ((*l_73) = l_72))))
        { /* block id: 34 */
            int32_t *l_74 = &g_25;
            (*l_74) |= 0xB4A01C31L;
        }
        else
        { /* block id: 36 */
            (*g_76) = p_3.f0;
            l_39 = 0L;
        }
        (*l_77) = &g_25;
        if ((**l_77))
        { /* block id: 41 */
            int32_t l_86 = 0x46366C43L;
            int32_t *l_87 = &g_62.f1;
            int32_t *l_88 = &g_25;
            int32_t *l_89 = &l_39;
            int32_t *l_90 = &l_39;
            int32_t *l_91 = &g_25;
            int32_t *l_92 = &g_62.f1;
            int32_t *l_93 = &g_25;
            int32_t *l_94[1];
            int i;
            for (i = 0; i < 1; i++)
                l_94[i] = &g_25;
            g_62.f1 ^= (((safe_sub_func_int16_t_s_s(((*l_78) ^ (safe_mul_func_uint8_t_u_u(((*l_73) = ((+l_84) != ((l_85 , (void*)0) != &g_47))), l_39))), l_39)) , (*g_76)) == g_16);
            (**l_77) ^= l_56;
            --g_97;
        }
        else
        { /* block id: 46 */
            const int32_t *l_102 = &l_95[0];
            int32_t *l_105 = &l_39;
            int32_t *l_106 = &l_95[0];
            int32_t *l_107[1];
            int16_t l_110 = 0xB992L;
            uint32_t l_112 = 0x2FA3D26DL;
            int i;
            for (i = 0; i < 1; i++)
                l_107[i] = (void*)0;
            (*l_78) = (0x58EAL || (safe_sub_func_uint8_t_u_u((0x6CL < g_27), g_16)));
            if (l_39)
                goto lbl_104;
lbl_104:
            l_103 = l_102;
            l_112--;
        }
    }
    return l_68;
}


/* ------------------------------------------ */
/* 
 * reads : g_16 g_27 g_15 g_25
 * writes: g_16 g_27 g_25
 */
static int16_t  func_9(int8_t * p_10, int8_t * const  p_11, uint8_t  p_12, int32_t  p_13, int8_t * p_14)
{ /* block id: 2 */
    int8_t *l_34 = (void*)0;
    int32_t *l_36[1][1][2];
    int32_t **l_35 = &l_36[0][0][0];
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 2; k++)
                l_36[i][j][k] = &g_25;
        }
    }
    for (g_16 = 0; (g_16 >= 0); g_16 -= 1)
    { /* block id: 5 */
        int32_t *l_24 = &g_25;
        int32_t l_26[4];
        union U0 l_30 = {0x8110CBBBL};
        int i;
        for (i = 0; i < 4; i++)
            l_26[i] = (-10L);
        --g_27;
        for (p_12 = 0; (p_12 <= 0); p_12 += 1)
        { /* block id: 9 */
            uint32_t l_33 = 0x9F2E0723L;
            int i, j;
            (*l_24) = (((l_30 , (safe_add_func_uint64_t_u_u(l_33, ((g_15[(p_12 + 2)][p_12] != l_34) , 1UL)))) | (*l_24)) < l_33);
            return p_12;
        }
    }
    (*l_35) = &g_25;
    return g_25;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_38, "g_38", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_62.f1, "g_62.f1", print_hash_value);
    transparent_crc(g_67.f0, "g_67.f0", print_hash_value);
    transparent_crc(g_67.f2, "g_67.f2", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    transparent_crc(g_97, "g_97", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_116, "g_116", print_hash_value);
    transparent_crc(g_117.f0, "g_117.f0", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
