/* csmith 2.3.0, seed 1026, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xB850D655u
#define CSMITH_NATIVE_ILP32 0xB850D655u
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
 * Options:   --seed 1026 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1026.orig.c
 * Seed:      1026
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   int8_t  f0;
   volatile int16_t  f1;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static int32_t g_3 = 0L;
static int32_t g_7 = 0x58A835A2L;
static volatile uint32_t g_17 = 0x3D21462CL;/* VOLATILE GLOBAL g_17 */
static volatile uint16_t g_21[4] = {0x36EFL,0x36EFL,0x36EFL,0x36EFL};
static struct S0 g_24[4][4] = {{{0xACL,0L},{0xDFL,0xDDFDL},{-8L,0xF7CFL},{0x81L,2L}},{{0xACL,0L},{-8L,0xF7CFL},{0xACL,0L},{1L,0x4028L}},{{0xDFL,0xDDFDL},{0x81L,2L},{1L,0x4028L},{1L,0x4028L}},{{-8L,0xF7CFL},{-8L,0xF7CFL},{1L,0xA019L},{0x81L,2L}}};


/* --- FORWARD DECLARATIONS --- */
static struct S0  func_1(void);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_3 g_17 g_21 g_24
 * writes: g_3 g_17 g_21
 */
static struct S0  func_1(void)
{ /* block id: 0 */
    uint16_t l_2[4] = {3UL,3UL,3UL,3UL};
    int32_t l_12 = 0x8D19C921L;
    int32_t l_15 = 0x6D21CD43L;
    int32_t l_16 = 0x3A4D1B40L;
    int32_t l_20[2][4][4] = {{{8L,8L,1L,0L},{0xD17017A6L,7L,0xD17017A6L,1L},{0xD17017A6L,1L,1L,0xD17017A6L},{8L,1L,0L,1L}},{{1L,7L,0L,0L},{8L,8L,0xD17017A6L,7L},{0L,8L,0L,0xD17017A6L},{0L,0xD17017A6L,0xD17017A6L,0L}}};
    int i, j, k;
    for (g_3 = 0; g_3 < 4; g_3 += 1)
    {
        l_2[g_3] = 0UL;
    }
    for (g_3 = 0; (g_3 > 26); g_3 = safe_add_func_uint32_t_u_u(g_3, 1))
    { /* block id: 4 */
        int32_t *l_6 = &g_7;
        int32_t *l_8 = (void*)0;
        int32_t *l_9 = &g_7;
        int32_t *l_10 = (void*)0;
        int32_t *l_11 = &g_7;
        int32_t *l_13 = (void*)0;
        int32_t *l_14[4] = {&g_7,&g_7,&g_7,&g_7};
        int i;
        --g_17;
        ++g_21[0];
    }
    return g_24[1][0];
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
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_21[i], "g_21[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_24[i][j].f0, "g_24[i][j].f0", print_hash_value);
            transparent_crc(g_24[i][j].f1, "g_24[i][j].f1", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
