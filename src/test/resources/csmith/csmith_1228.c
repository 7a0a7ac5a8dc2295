/* csmith 2.3.0, seed 1228, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xC94346ACu
#define CSMITH_NATIVE_ILP32 0xC94346ACu
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
 * Options:   --seed 1228 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1228.orig.c
 * Seed:      1228
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   unsigned f0 : 20;
   unsigned f1 : 25;
   signed f2 : 23;
};

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 6L;
static const struct S0 g_10 = {32,2301,2673};
static int32_t g_17[1] = {0x0F9E3D3BL};
static int8_t g_21 = 0x11L;
static int32_t ** volatile g_42 = (void*)0;/* VOLATILE GLOBAL g_42 */
static uint32_t g_78 = 0x0CDDF05FL;
static struct S0 *g_81[3] = {(void*)0,(void*)0,(void*)0};
static int32_t *g_98 = &g_17[0];
static int32_t ** volatile g_97 = &g_98;/* VOLATILE GLOBAL g_97 */
static struct S0 g_102 = {636,1114,1093};
static struct S0 * volatile g_101 = &g_102;/* VOLATILE GLOBAL g_101 */
static int32_t ** volatile g_106 = &g_98;/* VOLATILE GLOBAL g_106 */
static uint8_t g_118 = 255UL;
static uint64_t g_126[2][3] = {{18446744073709551612UL,18446744073709551612UL,18446744073709551612UL},{18446744073709551612UL,18446744073709551612UL,18446744073709551612UL}};
static int32_t * const  volatile g_137[2] = {&g_2,&g_2};
static int32_t * volatile g_138[4][4] = {{&g_2,(void*)0,(void*)0,&g_2},{&g_2,(void*)0,(void*)0,&g_2},{&g_2,(void*)0,(void*)0,&g_2},{&g_2,(void*)0,(void*)0,&g_2}};


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);
static int32_t  func_5(const struct S0  p_6, int8_t  p_7, int32_t  p_8, int16_t  p_9);
static int64_t  func_26(int8_t  p_27, const int8_t * p_28, struct S0  p_29, uint64_t  p_30, int64_t  p_31);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_10 g_78 g_97 g_101 g_106 g_118 g_126 g_21 g_102.f2 g_98 g_17 g_102
 * writes: g_2 g_17 g_21 g_78 g_81 g_98 g_102 g_118 g_126
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    int64_t l_11 = 0x8FECF7921E124DC4LL;
    int32_t l_18 = (-1L);
    int64_t l_19[4][4][3] = {{{2L,0x22ABF7C2F5A260DFLL,0x626A9D9E177C422DLL},{0L,8L,0x22ABF7C2F5A260DFLL},{0L,0x9281C1D99EA5D840LL,0L},{2L,7L,2L}},{{0L,0x9281C1D99EA5D840LL,0L},{0x22ABF7C2F5A260DFLL,8L,0L},{0L,7L,0x9281C1D99EA5D840LL},{(-10L),(-10L),0x0B63E91CB64B6930LL}},{{0L,0x0B63E91CB64B6930LL,7L},{7L,0x0B63E91CB64B6930LL,0L},{0x0B63E91CB64B6930LL,(-10L),(-10L)},{0x9281C1D99EA5D840LL,7L,0L}},{{2L,0x626A9D9E177C422DLL,7L},{2L,0L,0x0B63E91CB64B6930LL},{0x9281C1D99EA5D840LL,0x54668DACB314B812LL,0x9281C1D99EA5D840LL},{0x0B63E91CB64B6930LL,0L,2L}}};
    struct S0 l_107 = {363,4229,-1465};
    uint32_t *l_116 = &g_78;
    uint8_t *l_117[2][4][3] = {{{(void*)0,&g_118,(void*)0},{&g_118,(void*)0,&g_118},{&g_118,&g_118,&g_118},{&g_118,&g_118,(void*)0}},{{(void*)0,&g_118,&g_118},{&g_118,&g_118,&g_118},{&g_118,(void*)0,&g_118},{(void*)0,&g_118,(void*)0}}};
    int8_t *l_123[3][3];
    int16_t l_124 = (-7L);
    uint64_t *l_125 = &g_126[0][2];
    int32_t *l_144[4] = {&g_2,&g_2,&g_2,&g_2};
    int i, j, k;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
            l_123[i][j] = &g_21;
    }
    for (g_2 = 2; (g_2 > (-8)); g_2--)
    { /* block id: 3 */
        int32_t *l_16[3][3][1] = {{{&g_17[0]},{&g_2},{&g_17[0]}},{{&g_2},{&g_17[0]},{&g_2}},{{&g_17[0]},{&g_2},{&g_17[0]}}};
        int8_t *l_20[3][4] = {{(void*)0,&g_21,(void*)0,&g_21},{(void*)0,&g_21,(void*)0,&g_21},{(void*)0,&g_21,(void*)0,&g_21}};
        int i, j, k;
        if (g_2)
            break;
        g_17[0] = (func_5(g_10, (g_21 = (l_11 & (safe_lshift_func_int16_t_s_s((((l_18 |= (g_17[0] = (safe_rshift_func_int16_t_s_u((l_11 >= 0x3718L), 13)))) || l_19[3][3][1]) <= g_10.f1), g_2)))), l_19[0][2][0], l_19[0][0][1]) || g_10.f0);
        if (l_11)
            continue;
    }
    l_107 = l_107;
    if ((safe_rshift_func_int16_t_s_s(((safe_div_func_int32_t_s_s((((*l_125) |= (safe_sub_func_int64_t_s_s((((safe_mod_func_uint32_t_u_u(((*l_116) = l_18), l_107.f1)) , (g_21 = (((g_118--) ^ (safe_rshift_func_int16_t_s_s(1L, 13))) & l_107.f2))) , l_18), l_124))) > 0x9CF0CBDDEB08E153LL), 0xAAA760A9L)) , g_118), 10)))
    { /* block id: 59 */
        uint32_t l_136[1];
        int i;
        for (i = 0; i < 1; i++)
            l_136[i] = 0UL;
        for (l_11 = 0; (l_11 < 23); ++l_11)
        { /* block id: 62 */
            uint32_t l_135 = 4294967295UL;
            int32_t l_139 = 0xF1D640A9L;
            l_139 = (safe_sub_func_int8_t_s_s((safe_add_func_uint16_t_u_u((g_21 , ((safe_add_func_int16_t_s_s(0L, l_135)) || g_102.f2)), 0x7854L)), l_136[0]));
        }
    }
    else
    { /* block id: 65 */
        int32_t *l_142 = (void*)0;
        int32_t **l_143[3];
        int32_t *l_145 = (void*)0;
        uint32_t l_148 = 0UL;
        int i;
        for (i = 0; i < 3; i++)
            l_143[i] = &l_142;
        if ((safe_sub_func_int16_t_s_s((((l_144[1] = l_142) != l_145) || 0L), (-4L))))
        { /* block id: 67 */
            int32_t *l_146 = &l_18;
            (*g_97) = l_146;
        }
        else
        { /* block id: 69 */
            int32_t *l_147[2];
            int i;
            for (i = 0; i < 2; i++)
                l_147[i] = &g_17[0];
            (*g_106) = l_147[1];
            (*g_97) = l_147[1];
        }
        ++l_148;
        for (g_2 = 3; (g_2 >= 0); g_2 -= 1)
        { /* block id: 76 */
            int i;
            if ((*g_98))
                break;
            l_144[1] = ((safe_mod_func_uint64_t_u_u(0x08710B7D7F6A1A75LL, g_126[0][2])) , (*g_97));
            l_144[1] = (*g_106);
        }
    }
    return (*g_101);
}


/* ------------------------------------------ */
/* 
 * reads : g_10.f2 g_21 g_78 g_97 g_101 g_106
 * writes: g_21 g_78 g_81 g_98 g_102
 */
static int32_t  func_5(const struct S0  p_6, int8_t  p_7, int32_t  p_8, int16_t  p_9)
{ /* block id: 8 */
    const int32_t l_24 = 0xC3592E7BL;
    int16_t l_25 = 0xEB7BL;
    const int8_t *l_32 = &g_21;
    struct S0 l_33 = {601,224,1957};
    int32_t l_100 = 0L;
    l_100 |= ((safe_add_func_uint16_t_u_u(l_24, l_25)) || func_26(g_10.f2, l_32, l_33, l_25, g_10.f2));
    (*g_101) = l_33;
    for (p_9 = 4; (p_9 <= (-17)); p_9 = safe_sub_func_int16_t_s_s(p_9, 2))
    { /* block id: 46 */
        int32_t *l_105[4] = {&g_17[0],&g_17[0],&g_17[0],&g_17[0]};
        int i;
        (*g_106) = (l_105[0] = l_105[0]);
    }
    return p_7;
}


/* ------------------------------------------ */
/* 
 * reads : g_21 g_78 g_97
 * writes: g_21 g_78 g_81 g_98
 */
static int64_t  func_26(int8_t  p_27, const int8_t * p_28, struct S0  p_29, uint64_t  p_30, int64_t  p_31)
{ /* block id: 9 */
    int32_t *l_34[4][3] = {{(void*)0,&g_2,(void*)0},{&g_17[0],&g_17[0],&g_17[0]},{(void*)0,&g_2,(void*)0},{&g_17[0],&g_17[0],&g_17[0]}};
    int8_t *l_53[1];
    int64_t l_76 = 0x32C83D21EB91146BLL;
    int32_t l_92 = 0x33A2A3A7L;
    uint16_t l_93 = 65532UL;
    uint32_t l_99 = 4294967295UL;
    int i, j;
    for (i = 0; i < 1; i++)
        l_53[i] = &g_21;
    if (((p_30 , (void*)0) != l_34[1][2]))
    { /* block id: 10 */
        int8_t l_37 = 0xE0L;
        int32_t l_38 = 0x24E194E4L;
        uint8_t l_39 = 1UL;
        int32_t *l_43 = &g_17[0];
        for (p_30 = 0; (p_30 == 26); p_30 = safe_add_func_int8_t_s_s(p_30, 7))
        { /* block id: 13 */
            ++l_39;
            l_43 = &g_17[0];
        }
    }
    else
    { /* block id: 17 */
        int8_t l_44 = 0x87L;
        int32_t l_45 = (-9L);
        int32_t l_46 = 0x4D73BB84L;
        int32_t l_47 = 0L;
        uint16_t l_48 = 0x0315L;
        struct S0 l_51 = {181,2769,276};
        struct S0 *l_52 = &l_51;
        l_48--;
        (*l_52) = l_51;
    }
    if ((l_53[0] != (void*)0))
    { /* block id: 21 */
        uint32_t l_56 = 0UL;
        int32_t l_59 = 0x2B3FDF2DL;
        int32_t l_60 = 9L;
        int32_t l_64 = 0x6BC5A181L;
        int32_t l_65 = 0xDAAC0CAAL;
        int32_t l_70 = (-1L);
        int64_t l_71[1][1];
        int32_t l_72 = 1L;
        int32_t l_73 = 1L;
        int32_t l_74 = 1L;
        int32_t l_75 = (-3L);
        int32_t l_77 = (-1L);
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_71[i][j] = 0xBAD4E8C809647BF5LL;
        }
        for (g_21 = 0; (g_21 > (-2)); g_21 = safe_sub_func_int64_t_s_s(g_21, 5))
        { /* block id: 24 */
            if (l_56)
                break;
            return p_30;
        }
        for (g_21 = 0; (g_21 > 0); g_21++)
        { /* block id: 30 */
            int32_t l_61[3][1];
            int32_t l_62 = 8L;
            int32_t l_63 = 6L;
            int32_t l_66 = 0x5C7436F4L;
            int32_t l_67 = (-1L);
            int32_t l_68 = 0x05BA9186L;
            int32_t l_69[4][2][3] = {{{0x706CD285L,0xBD60138AL,0x706CD285L},{0xD4CE2787L,0xD4CE2787L,0xD4CE2787L}},{{0x706CD285L,0xBD60138AL,0x706CD285L},{0xD4CE2787L,0xD4CE2787L,0xD4CE2787L}},{{0x706CD285L,0xBD60138AL,0x706CD285L},{0xD4CE2787L,0xD4CE2787L,0xD4CE2787L}},{{0x706CD285L,0xBD60138AL,0x706CD285L},{0xD4CE2787L,0xD4CE2787L,0xD4CE2787L}}};
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 1; j++)
                    l_61[i][j] = 0xF6617FA1L;
            }
            --g_78;
            if (l_67)
                continue;
            return p_31;
        }
    }
    else
    { /* block id: 35 */
        uint64_t l_86 = 0xBD1CFCE029DE2F31LL;
        uint8_t l_87 = 0x45L;
        int32_t l_88 = 1L;
        int32_t l_89 = 0xBBD4C003L;
        int32_t l_90 = 2L;
        int32_t l_91[4][1][1];
        int32_t **l_96 = (void*)0;
        int i, j, k;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 1; k++)
                    l_91[i][j][k] = (-9L);
            }
        }
        p_29.f2 = ((g_81[1] = &p_29) == ((safe_rshift_func_int16_t_s_u((4294967287UL < (safe_div_func_int32_t_s_s((((p_29.f2 >= l_86) , g_78) && l_87), 0x0D3EF503L))), 14)) , &p_29));
        ++l_93;
        (*g_97) = &l_91[3][0][0];
    }
    return l_99;
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
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_10.f0, "g_10.f0", print_hash_value);
    transparent_crc(g_10.f1, "g_10.f1", print_hash_value);
    transparent_crc(g_10.f2, "g_10.f2", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_17[i], "g_17[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_21, "g_21", print_hash_value);
    transparent_crc(g_78, "g_78", print_hash_value);
    transparent_crc(g_102.f0, "g_102.f0", print_hash_value);
    transparent_crc(g_102.f1, "g_102.f1", print_hash_value);
    transparent_crc(g_102.f2, "g_102.f2", print_hash_value);
    transparent_crc(g_118, "g_118", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_126[i][j], "g_126[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
