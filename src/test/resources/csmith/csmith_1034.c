/* csmith 2.3.0, seed 1034, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x46A55D7Cu
#define CSMITH_NATIVE_ILP32 0x46A55D7Cu
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
 * Options:   --seed 1034 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1034.orig.c
 * Seed:      1034
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static volatile int32_t *g_7 = (void*)0;
static uint8_t g_11[3] = {255UL,255UL,255UL};
static int32_t g_24 = 0x84225189L;
static int32_t *g_25 = &g_24;
static uint8_t g_34 = 4UL;
static int32_t g_48 = 0x5E2623EEL;
static volatile uint64_t g_55 = 0x51DBD7CCF76E5F37LL;/* VOLATILE GLOBAL g_55 */
static int32_t g_70 = (-7L);
static uint8_t g_71 = 0x08L;


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static int32_t * func_2(int64_t  p_3);
static int64_t  func_4(uint8_t  p_5);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_7 g_11 g_24 g_25 g_48 g_55 g_71
 * writes: g_24 g_25 g_11 g_48 g_55 g_71
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    uint32_t l_6[1];
    int32_t *l_60 = &g_24;
    int32_t *l_61 = (void*)0;
    int32_t *l_62 = &g_48;
    int32_t *l_63 = &g_24;
    int32_t *l_64 = &g_24;
    int32_t *l_65 = &g_24;
    int32_t *l_66 = &g_48;
    int32_t *l_67 = &g_48;
    int32_t *l_68 = &g_48;
    int32_t *l_69[1][3];
    int i, j;
    for (i = 0; i < 1; i++)
        l_6[i] = 0UL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
            l_69[i][j] = &g_48;
    }
    l_60 = func_2(func_4((l_6[0] == (((void*)0 != g_7) < 0x9E672CA3L))));
    g_71++;
    return g_11[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_55
 * writes: g_55
 */
static int32_t * func_2(int64_t  p_3)
{ /* block id: 23 */
    int32_t *l_54[2];
    int i;
    for (i = 0; i < 2; i++)
        l_54[i] = &g_48;
    --g_55;
    for (p_3 = 0; (p_3 >= 21); ++p_3)
    { /* block id: 27 */
        return &g_48;
    }
    return l_54[0];
}


/* ------------------------------------------ */
/* 
 * reads : g_11 g_24 g_25 g_48
 * writes: g_24 g_25 g_11 g_48
 */
static int64_t  func_4(uint8_t  p_5)
{ /* block id: 1 */
    uint8_t *l_10[2];
    int32_t l_12 = 9L;
    uint32_t l_13 = 7UL;
    uint8_t **l_22 = &l_10[0];
    int32_t *l_23 = &g_24;
    uint64_t l_36 = 0UL;
    int i;
    for (i = 0; i < 2; i++)
        l_10[i] = &g_11[0];
    (*l_23) &= ((safe_sub_func_uint64_t_u_u(((l_13++) | ((safe_lshift_func_uint8_t_u_s(((l_12 && ((safe_lshift_func_int8_t_s_s((0xBDE6L != (((*l_22) = &p_5) != (void*)0)), 5)) < g_11[0])) <= l_12), l_12)) < l_12)), p_5)) & g_11[1]);
    g_25 = &g_24;
    for (l_13 = 20; (l_13 < 31); l_13++)
    { /* block id: 8 */
        int32_t *l_32 = (void*)0;
        if ((*g_25))
        { /* block id: 9 */
            uint8_t *l_33 = &g_34;
            int32_t *l_35[1];
            int i;
            for (i = 0; i < 1; i++)
                l_35[i] = &g_24;
            (*g_25) ^= ((safe_rshift_func_uint8_t_u_s((++(**l_22)), (l_32 == (void*)0))) > (l_33 != &g_34));
            l_36--;
            return p_5;
        }
        else
        { /* block id: 14 */
            uint8_t l_44 = 252UL;
            int32_t *l_45 = &l_12;
            int32_t *l_46 = (void*)0;
            int32_t *l_47 = &g_48;
            int8_t l_53[2];
            int i;
            for (i = 0; i < 2; i++)
                l_53[i] = 8L;
            (*g_25) = ((*l_47) &= (safe_mul_func_int8_t_s_s((!(1L & g_24)), ((safe_div_func_int16_t_s_s(((((*l_45) ^= ((((l_44 && (*l_23)) , l_44) | g_11[0]) >= g_24)) , g_24) != 0xF9L), 0x02EEL)) < 0xDA50E28AB82AEC7FLL))));
            (*l_45) &= ((safe_lshift_func_uint8_t_u_u((&g_48 != &g_48), 4)) , (safe_rshift_func_uint8_t_u_s(249UL, (*l_23))));
            if (l_53[0])
                break;
        }
    }
    return p_5;
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
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_11[i], "g_11[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_48, "g_48", print_hash_value);
    transparent_crc(g_55, "g_55", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_71, "g_71", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
