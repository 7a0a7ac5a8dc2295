/* csmith 2.3.0, seed 1039, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xEB219FBCu
#define CSMITH_NATIVE_ILP32 0xEB219FBCu
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
 * Options:   --seed 1039 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1039.orig.c
 * Seed:      1039
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   int16_t  f0;
};
#pragma pack(pop)

#pragma pack(push)
#pragma pack(1)
struct S1 {
   int32_t  f0;
   uint32_t  f1;
   uint8_t  f2;
   uint32_t  f3;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0xFA5FEF9DL;
static volatile int32_t g_5 = 0x78ABC106L;/* VOLATILE GLOBAL g_5 */
static int32_t g_6[4] = {0xE54EE87FL,0xE54EE87FL,0xE54EE87FL,0xE54EE87FL};
static uint32_t g_10[4][2] = {{0x86524F20L,0x86524F20L},{0x86524F20L,0x86524F20L},{0x86524F20L,0x86524F20L},{0x86524F20L,0x86524F20L}};
static int32_t g_35 = 0x46B7D869L;
static int32_t * volatile g_34[4] = {&g_35,&g_35,&g_35,&g_35};
static int32_t *g_71 = &g_6[1];
static int32_t ** volatile g_70 = &g_71;/* VOLATILE GLOBAL g_70 */
static struct S0 g_74 = {0xF563L};
static struct S0 * volatile g_73 = &g_74;/* VOLATILE GLOBAL g_73 */
static struct S1 g_75 = {0x58CFF8D1L,18446744073709551615UL,0UL,4UL};
static int32_t ** volatile g_97 = &g_71;/* VOLATILE GLOBAL g_97 */
static int32_t ** volatile g_98 = (void*)0;/* VOLATILE GLOBAL g_98 */
static int32_t ** volatile g_99 = &g_71;/* VOLATILE GLOBAL g_99 */


/* --- FORWARD DECLARATIONS --- */
static const struct S1  func_1(void);
static uint32_t * func_14(uint64_t  p_15, uint32_t * p_16, int16_t  p_17, uint32_t * p_18, const uint32_t * p_19);
static struct S1  func_20(uint32_t  p_21, uint32_t * p_22, uint32_t  p_23, uint16_t  p_24);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_10 g_6 g_35 g_70 g_73 g_75 g_97 g_99
 * writes: g_2 g_6 g_10 g_35 g_71 g_74 g_75.f1 g_75.f3
 */
static const struct S1  func_1(void)
{ /* block id: 0 */
    uint32_t *l_77 = &g_10[3][1];
    int32_t l_78 = 0xA377049BL;
    const struct S1 l_100[3][1][1] = {{{{0x9380A508L,18446744073709551611UL,0x3DL,18446744073709551615UL}}},{{{0x9380A508L,18446744073709551611UL,0x3DL,18446744073709551615UL}}},{{{0x9380A508L,18446744073709551611UL,0x3DL,18446744073709551615UL}}}};
    int i, j, k;
    for (g_2 = 0; (g_2 > 22); ++g_2)
    { /* block id: 3 */
        const uint32_t *l_13[3];
        int32_t l_76 = (-1L);
        int i;
        for (i = 0; i < 3; i++)
            l_13[i] = &g_10[1][1];
        for (g_6[1] = 23; (g_6[1] != 23); g_6[1] = safe_add_func_int8_t_s_s(g_6[1], 6))
        { /* block id: 6 */
            uint32_t *l_9 = &g_10[2][0];
            int32_t *l_93 = &l_76;
            (*l_93) = (5UL ^ (l_78 = (((--(*l_9)) && (l_13[1] != (l_9 = func_14((func_20((safe_sub_func_int8_t_s_s(g_10[2][0], g_10[3][0])), &g_10[2][0], g_2, g_6[1]) , l_76), l_77, l_78, &g_10[2][0], &g_10[1][0])))) == l_76)));
        }
        for (g_75.f3 = 20; (g_75.f3 == 37); ++g_75.f3)
        { /* block id: 42 */
            int32_t **l_96 = (void*)0;
            (*g_97) = &l_78;
            (*g_99) = &l_78;
            if (l_76)
                break;
        }
    }
    return l_100[1][0][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_75.f1 g_35
 * writes: g_75.f1 g_35
 */
static uint32_t * func_14(uint64_t  p_15, uint32_t * p_16, int16_t  p_17, uint32_t * p_18, const uint32_t * p_19)
{ /* block id: 23 */
    uint32_t l_86 = 0xF3E9DA84L;
    struct S0 * const l_91[1][1][4] = {{{&g_74,&g_74,&g_74,&g_74}}};
    int i, j, k;
    for (p_15 = 20; (p_15 >= 49); ++p_15)
    { /* block id: 26 */
        int32_t l_92 = 0xD4A0C5CCL;
        for (g_75.f1 = (-23); (g_75.f1 == 34); g_75.f1 = safe_add_func_int64_t_s_s(g_75.f1, 4))
        { /* block id: 29 */
            int32_t *l_83 = &g_35;
            int32_t *l_84 = (void*)0;
            int32_t l_85 = (-10L);
            l_86--;
            l_92 ^= (safe_sub_func_uint16_t_u_u((l_91[0][0][0] == &g_74), (l_91[0][0][0] != (void*)0)));
            (*l_83) ^= p_15;
        }
    }
    return &g_10[1][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_35 g_70 g_73 g_75
 * writes: g_35 g_71 g_74
 */
static struct S1  func_20(uint32_t  p_21, uint32_t * p_22, uint32_t  p_23, uint16_t  p_24)
{ /* block id: 8 */
    const uint32_t l_29[3] = {0xE19F8C51L,0xE19F8C51L,0xE19F8C51L};
    int32_t l_43 = 1L;
    int32_t l_44 = (-5L);
    int32_t l_46[3];
    int32_t l_47 = 0xB372C247L;
    uint64_t l_49 = 0xD1EF091AFF67138DLL;
    int32_t l_66 = 0x5E5E7DF3L;
    struct S0 l_72 = {0x4097L};
    int i;
    for (i = 0; i < 3; i++)
        l_46[i] = 0xC8D67996L;
    for (p_23 = 0; (p_23 > 6); ++p_23)
    { /* block id: 11 */
        uint16_t l_30[4][3] = {{65535UL,65535UL,65535UL},{0UL,65528UL,0UL},{65535UL,65535UL,65535UL},{0UL,65528UL,0UL}};
        int32_t l_45 = (-6L);
        int32_t l_48[3][1];
        int64_t l_65 = (-1L);
        uint16_t l_67 = 0xE7B4L;
        int i, j;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 1; j++)
                l_48[i][j] = 0x13E7BE80L;
        }
        if ((l_30[1][2] ^= (((&p_23 != &p_23) & l_29[1]) < 0x29BFAEADL)))
        { /* block id: 13 */
            uint32_t l_33 = 4294967292UL;
            int32_t *l_36 = &g_35;
            int32_t *l_37 = &g_35;
            int32_t *l_38 = (void*)0;
            int32_t *l_39 = &g_35;
            int32_t *l_40 = &g_35;
            int32_t *l_41 = &g_35;
            int32_t *l_42[3][1][3];
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 1; j++)
                {
                    for (k = 0; k < 3; k++)
                        l_42[i][j][k] = (void*)0;
                }
            }
            (*l_36) |= (safe_div_func_int16_t_s_s(0L, l_33));
            l_49--;
        }
        else
        { /* block id: 16 */
            int32_t *l_52 = &l_48[2][0];
            int32_t *l_53 = &l_44;
            int32_t *l_54 = &l_43;
            int32_t *l_55 = &l_47;
            int32_t *l_56 = &g_35;
            int32_t *l_57 = (void*)0;
            int32_t l_58 = 0L;
            int32_t *l_59 = (void*)0;
            int32_t *l_60 = (void*)0;
            int32_t *l_61 = &l_48[1][0];
            int32_t *l_62 = &l_44;
            int32_t *l_63 = &l_48[2][0];
            int32_t *l_64[3];
            int i;
            for (i = 0; i < 3; i++)
                l_64[i] = &l_47;
            --l_67;
            (*g_70) = &l_58;
        }
        (*g_73) = l_72;
    }
    return g_75;
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
    transparent_crc(g_5, "g_5", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_6[i], "g_6[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_10[i][j], "g_10[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_35, "g_35", print_hash_value);
    transparent_crc(g_74.f0, "g_74.f0", print_hash_value);
    transparent_crc(g_75.f0, "g_75.f0", print_hash_value);
    transparent_crc(g_75.f1, "g_75.f1", print_hash_value);
    transparent_crc(g_75.f2, "g_75.f2", print_hash_value);
    transparent_crc(g_75.f3, "g_75.f3", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
