/* csmith 2.3.0, seed 1035, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x7EC2D036u
#define CSMITH_NATIVE_ILP32 0x7EC2D036u
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
 * Options:   --seed 1035 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1035.orig.c
 * Seed:      1035
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   uint32_t  f0;
   uint64_t  f1;
   uint32_t  f2;
};

/* --- GLOBAL VARIABLES --- */
static int64_t g_4 = 0x95010F7A73D2D672LL;
static struct S0 g_24 = {0xCE34AAFBL,1UL,6UL};
static uint32_t g_30 = 9UL;
static uint32_t g_32[4] = {0x2AFDDF34L,0x2AFDDF34L,0x2AFDDF34L,0x2AFDDF34L};
static int16_t g_34 = 0x83FBL;
static int32_t * volatile g_36 = (void*)0;/* VOLATILE GLOBAL g_36 */
static int32_t g_38[3][3] = {{0x45D07A05L,0x45D07A05L,0x45D07A05L},{0x74600EBEL,(-1L),0x74600EBEL},{0x45D07A05L,0x45D07A05L,0x45D07A05L}};
static struct S0 ** volatile g_45 = (void*)0;/* VOLATILE GLOBAL g_45 */
static int32_t g_51 = 0xD2926A09L;


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static uint8_t  func_2(uint64_t  p_3);
static int64_t  func_11(int8_t  p_12);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_4 g_24 g_30 g_32 g_34 g_38 g_51
 * writes: g_4 g_30 g_32 g_34 g_38 g_24.f1 g_51
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    int32_t l_49 = 0x680DD333L;
    int32_t *l_50[2];
    int i;
    for (i = 0; i < 2; i++)
        l_50[i] = &g_51;
    g_51 |= (func_2(g_4) ^ (safe_rshift_func_int16_t_s_s(l_49, 0)));
    return g_24.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_4 g_24 g_30 g_32 g_34 g_38
 * writes: g_4 g_30 g_32 g_34 g_38 g_24.f1
 */
static uint8_t  func_2(uint64_t  p_3)
{ /* block id: 1 */
    struct S0 *l_44 = (void*)0;
    for (p_3 = 0; (p_3 <= 21); p_3 = safe_add_func_int64_t_s_s(p_3, 4))
    { /* block id: 4 */
        int32_t *l_39 = &g_38[0][2];
        int32_t **l_40 = (void*)0;
        int32_t **l_41 = &l_39;
        for (g_4 = 0; (g_4 <= (-14)); g_4--)
        { /* block id: 7 */
            int32_t *l_37[1];
            int i;
            for (i = 0; i < 1; i++)
                l_37[i] = &g_38[0][2];
            g_38[2][2] |= (safe_mod_func_int64_t_s_s(func_11(p_3), p_3));
        }
        (*l_41) = l_39;
        for (g_24.f1 = 25; (g_24.f1 != 7); g_24.f1 = safe_sub_func_int16_t_s_s(g_24.f1, 2))
        { /* block id: 24 */
            struct S0 **l_46 = &l_44;
            (*l_46) = l_44;
        }
    }
    return g_38[2][0];
}


/* ------------------------------------------ */
/* 
 * reads : g_24 g_30 g_32 g_34
 * writes: g_30 g_32 g_34
 */
static int64_t  func_11(int8_t  p_12)
{ /* block id: 8 */
    uint8_t l_25 = 1UL;
    int32_t l_27[2][1];
    int i, j;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
            l_27[i][j] = (-1L);
    }
    for (p_12 = 0; (p_12 > 19); p_12 = safe_add_func_uint16_t_u_u(p_12, 3))
    { /* block id: 11 */
        int8_t l_23 = (-5L);
        uint8_t *l_26 = &l_25;
        uint32_t *l_28 = (void*)0;
        uint32_t *l_29 = &g_30;
        uint32_t *l_31 = &g_32[3];
        int16_t *l_33 = &g_34;
        int32_t *l_35[1];
        int i;
        for (i = 0; i < 1; i++)
            l_35[i] = &l_27[0][0];
        l_27[0][0] = ((safe_sub_func_int16_t_s_s((safe_div_func_int16_t_s_s((-10L), (((*l_33) |= (((*l_31) |= (((*l_29) ^= ((safe_lshift_func_uint8_t_u_s(((*l_26) = ((safe_rshift_func_int16_t_s_u(((l_23 & ((((((g_24 , 1UL) && g_24.f0) , g_24.f2) == l_25) && g_24.f1) == 0x9FL)) > g_24.f0), g_24.f2)) > l_23)), p_12)) != l_27[0][0])) || g_30)) && l_27[0][0])) , 0xA70AL))), 0x3199L)) && l_27[1][0]);
    }
    return l_27[0][0];
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
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_24.f0, "g_24.f0", print_hash_value);
    transparent_crc(g_24.f1, "g_24.f1", print_hash_value);
    transparent_crc(g_24.f2, "g_24.f2", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_32[i], "g_32[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_34, "g_34", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_38[i][j], "g_38[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_51, "g_51", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
