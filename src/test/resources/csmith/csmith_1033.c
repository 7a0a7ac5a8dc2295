/* csmith 2.3.0, seed 1033, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xF9B665A9u
#define CSMITH_NATIVE_ILP32 0xF9B665A9u
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
 * Options:   --seed 1033 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1033.orig.c
 * Seed:      1033
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   uint32_t  f0;
   int32_t  f1;
   uint16_t  f2;
};

union U1 {
   signed f0 : 21;
   int64_t  f1;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = (-1L);
static int32_t g_5 = 0L;
static int32_t g_15 = 0L;
static int32_t g_16 = 0xCEE61780L;
static volatile uint32_t g_17 = 0UL;/* VOLATILE GLOBAL g_17 */
static int32_t g_24[1][3] = {{0x5FF44426L,0x5FF44426L,0x5FF44426L}};
static uint32_t g_51 = 0x2B783560L;
static union U1 g_52 = {-1L};
static uint32_t *g_54[2][1][2] = {{{&g_51,&g_51}},{{&g_51,&g_51}}};
static uint32_t * volatile *g_53 = &g_54[1][0][1];
static uint32_t * volatile ** volatile g_56 = &g_53;/* VOLATILE GLOBAL g_56 */
static int8_t g_69[1] = {0x74L};
static int32_t *g_72 = (void*)0;
static int8_t *g_83 = &g_69[0];
static int8_t **g_82 = &g_83;
static int8_t **g_86[3] = {&g_83,&g_83,&g_83};
static volatile union U0 g_88 = {5UL};/* VOLATILE GLOBAL g_88 */
static volatile union U0 * volatile g_87[3][3][3] = {{{&g_88,&g_88,&g_88},{(void*)0,(void*)0,&g_88},{(void*)0,&g_88,&g_88}},{{&g_88,&g_88,&g_88},{(void*)0,&g_88,(void*)0},{(void*)0,&g_88,&g_88}},{{&g_88,&g_88,&g_88},{&g_88,&g_88,&g_88},{&g_88,&g_88,&g_88}}};
static int32_t ** volatile g_92 = &g_72;/* VOLATILE GLOBAL g_92 */


/* --- FORWARD DECLARATIONS --- */
static int8_t  func_1(void);
static int32_t  func_10(int32_t  p_11);
static uint64_t  func_33(int16_t  p_34, int32_t  p_35, int32_t * p_36, union U1  p_37, uint8_t  p_38);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_5 g_17 g_15 g_24 g_52 g_53 g_56 g_69 g_16 g_82 g_52.f1 g_87 g_51 g_92 g_88.f2
 * writes: g_2 g_5 g_17 g_15 g_24 g_51 g_53 g_69 g_72 g_82 g_86 g_52.f1 g_87
 */
static int8_t  func_1(void)
{ /* block id: 0 */
    int16_t l_32 = 1L;
    int32_t l_47 = (-9L);
    int32_t l_48 = (-10L);
    int8_t l_49[1][3][1];
    uint32_t *l_50 = &g_51;
    int32_t l_94 = 0x80DF3AEBL;
    int32_t *l_95 = &g_2;
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 1; k++)
                l_49[i][j][k] = 4L;
        }
    }
    for (g_2 = 27; (g_2 <= (-19)); --g_2)
    { /* block id: 3 */
        uint32_t l_25[2];
        int i;
        for (i = 0; i < 2; i++)
            l_25[i] = 0x3E5EC352L;
        for (g_5 = 27; (g_5 < 4); --g_5)
        { /* block id: 6 */
            int32_t *l_23 = &g_24[0][2];
            (*l_23) &= (safe_mod_func_uint32_t_u_u(g_5, func_10(((safe_div_func_int64_t_s_s(0L, 0x4D1454BCD76CE4A6LL)) <= g_5))));
            if (l_25[0])
                break;
        }
    }
    (*l_95) &= (safe_mod_func_int64_t_s_s((safe_mul_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((l_32 , 0UL), func_33((safe_mod_func_int16_t_s_s((((*l_50) = (safe_add_func_int16_t_s_s((((safe_mul_func_uint16_t_u_u(((safe_div_func_int16_t_s_s(((((l_47 |= l_32) , l_48) != l_32) <= 0x1295L), 65529UL)) <= g_24[0][2]), l_48)) , g_5) > l_48), l_49[0][0][0]))) & l_48), l_48)), g_24[0][0], &l_48, g_52, l_49[0][0][0]))), 65535UL)), l_94));
    return (*l_95);
}


/* ------------------------------------------ */
/* 
 * reads : g_17 g_15 g_2
 * writes: g_17 g_15
 */
static int32_t  func_10(int32_t  p_11)
{ /* block id: 7 */
    int32_t *l_14[3];
    int i;
    for (i = 0; i < 3; i++)
        l_14[i] = &g_15;
    --g_17;
    for (g_15 = 25; (g_15 == 0); g_15--)
    { /* block id: 11 */
        uint64_t l_22 = 1UL;
        l_22 = g_2;
    }
    return g_17;
}


/* ------------------------------------------ */
/* 
 * reads : g_5 g_53 g_56 g_69 g_16 g_17 g_24 g_82 g_52.f1 g_87 g_15 g_51 g_92 g_88.f2
 * writes: g_5 g_53 g_69 g_72 g_82 g_86 g_52.f1 g_87 g_24 g_51
 */
static uint64_t  func_33(int16_t  p_34, int32_t  p_35, int32_t * p_36, union U1  p_37, uint8_t  p_38)
{ /* block id: 21 */
    const int16_t l_80[3] = {0x7957L,0x7957L,0x7957L};
    int32_t *l_90 = &g_24[0][2];
    int8_t **l_91 = &g_83;
    int i;
    for (g_5 = 0; (g_5 >= 0); g_5 -= 1)
    { /* block id: 24 */
        uint32_t * volatile **l_55 = (void*)0;
        int32_t l_63 = 0xC18CC907L;
        int8_t *l_68 = &g_69[0];
        int32_t l_81 = 0xAD933B15L;
        (*g_56) = g_53;
        if ((safe_lshift_func_uint8_t_u_u((((safe_add_func_int16_t_s_s((p_34 &= (safe_add_func_uint8_t_u_u(l_63, (safe_lshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s(((*l_68) &= (4UL != p_37.f0)), 1L)), g_16))))), (-1L))) != p_37.f0) , 255UL), g_17)))
        { /* block id: 28 */
            int32_t *l_71 = &l_63;
            int32_t **l_70[3][4][2] = {{{&l_71,&l_71},{&l_71,(void*)0},{&l_71,&l_71},{&l_71,&l_71}},{{&l_71,&l_71},{&l_71,&l_71},{(void*)0,&l_71},{(void*)0,&l_71}},{{&l_71,(void*)0},{&l_71,&l_71},{&l_71,(void*)0},{&l_71,&l_71}}};
            int i, j, k;
            g_72 = (void*)0;
            l_81 ^= (safe_unary_minus_func_int64_t_s(((*p_36) != ((!g_24[0][1]) & (safe_unary_minus_func_uint64_t_u(((safe_sub_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s((((l_63 & l_63) > l_80[1]) != l_63), p_38)), p_34)) || p_37.f0)))))));
            (*p_36) = (*p_36);
        }
        else
        { /* block id: 32 */
            int8_t ***l_84 = (void*)0;
            int8_t ***l_85 = &g_82;
            g_86[1] = ((*l_85) = g_82);
            if ((*p_36))
                break;
            if ((*p_36))
                continue;
        }
        for (g_52.f1 = 0; (g_52.f1 <= 0); g_52.f1 += 1)
        { /* block id: 40 */
            volatile union U0 * volatile *l_89 = &g_87[0][0][1];
            int i, j;
            (*l_89) = g_87[0][0][1];
            l_90 = (g_24[g_52.f1][(g_5 + 2)] , &g_24[0][2]);
            return g_15;
        }
    }
    if ((((*l_90) = ((void*)0 != l_91)) >= p_38))
    { /* block id: 47 */
        (*p_36) |= g_51;
        return p_35;
    }
    else
    { /* block id: 50 */
        int16_t l_93 = 0x457BL;
        for (g_51 = 0; (g_51 <= 0); g_51 += 1)
        { /* block id: 53 */
            (*g_92) = p_36;
            if ((*p_36))
                break;
            if ((*p_36))
                continue;
        }
        (*l_90) ^= ((((l_93 , &g_53) != &g_53) < p_38) & g_88.f2);
    }
    return g_24[0][0];
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_15, "g_15", print_hash_value);
    transparent_crc(g_16, "g_16", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_24[i][j], "g_24[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_51, "g_51", print_hash_value);
    transparent_crc(g_52.f0, "g_52.f0", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_69[i], "g_69[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_88.f0, "g_88.f0", print_hash_value);
    transparent_crc(g_88.f1, "g_88.f1", print_hash_value);
    transparent_crc(g_88.f2, "g_88.f2", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
