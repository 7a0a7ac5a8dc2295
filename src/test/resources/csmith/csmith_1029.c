/* csmith 2.3.0, seed 1029, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0xFB3ACA66u
#define CSMITH_NATIVE_ILP32 0xFB3ACA66u
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
 * Options:   --seed 1029 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1029.orig.c
 * Seed:      1029
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
struct S0 {
   int32_t  f0;
   volatile uint8_t  f1;
   int64_t  f2;
   volatile int32_t  f3;
};

/* --- GLOBAL VARIABLES --- */
static uint32_t g_9 = 8UL;
static int32_t g_12 = 0x32A17D0BL;
static int32_t * volatile g_11 = &g_12;/* VOLATILE GLOBAL g_11 */
static int8_t g_26[4][3][2] = {{{0xA4L,0xB9L},{0xA4L,0xA4L},{0xA4L,0xB9L}},{{0xA4L,0xA4L},{0xA4L,0xB9L},{0xA4L,0xA4L}},{{0xA4L,0xB9L},{0xA4L,0xA4L},{0xA4L,0xB9L}},{{0xA4L,0xA4L},{0xA4L,0xB9L},{0xA4L,0xA4L}}};
static int64_t g_27 = 0xB1D70F3F85024D8FLL;
static int32_t * volatile g_28 = &g_12;/* VOLATILE GLOBAL g_28 */
static int32_t ** volatile g_33 = (void*)0;/* VOLATILE GLOBAL g_33 */
static volatile int32_t g_42 = (-1L);/* VOLATILE GLOBAL g_42 */
static volatile uint64_t g_43 = 0x3CD51DC99B0BF199LL;/* VOLATILE GLOBAL g_43 */
static const int32_t **g_54[1][2][2] = {{{(void*)0,(void*)0},{(void*)0,(void*)0}}};
static const int32_t ***g_53 = &g_54[0][0][1];
static volatile uint16_t g_56[4][3][4] = {{{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL}},{{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL}},{{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL}},{{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL},{1UL,0x98AEL,0x98AEL,1UL}}};
static struct S0 g_59 = {0x9ED05CE6L,0x1DL,-5L,-1L};/* VOLATILE GLOBAL g_59 */
static struct S0 * volatile g_60[2][1] = {{(void*)0},{(void*)0}};


/* --- FORWARD DECLARATIONS --- */
static int16_t  func_1(void);
static struct S0  func_2(uint16_t  p_3, const uint64_t  p_4, uint64_t  p_5, uint8_t  p_6);
static int32_t  func_23(int8_t  p_24);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_11 g_12 g_26 g_28 g_43 g_56 g_59
 * writes: g_12 g_26 g_27 g_43 g_53 g_56 g_59
 */
static int16_t  func_1(void)
{ /* block id: 0 */
    uint16_t l_7 = 0xD270L;
    struct S0 *l_61 = &g_59;
    (*l_61) = func_2((l_7 ^ (~(g_9 ^ (!(18446744073709551609UL || g_9))))), g_9, g_9, g_9);
    return l_7;
}


/* ------------------------------------------ */
/* 
 * reads : g_11 g_12 g_9 g_26 g_28 g_43 g_56 g_59
 * writes: g_12 g_26 g_27 g_43 g_53 g_56
 */
static struct S0  func_2(uint16_t  p_3, const uint64_t  p_4, uint64_t  p_5, uint8_t  p_6)
{ /* block id: 1 */
    int32_t *l_22[2];
    const int32_t ***l_51 = (void*)0;
    int8_t l_55 = (-1L);
    int i;
    for (i = 0; i < 2; i++)
        l_22[i] = &g_12;
lbl_49:
    (*g_11) ^= p_3;
    for (p_5 = 0; (p_5 >= 54); p_5 = safe_add_func_int64_t_s_s(p_5, 5))
    { /* block id: 5 */
        int8_t l_17 = 0xA4L;
        int32_t *l_18[1][1][2];
        int32_t **l_19 = &l_18[0][0][0];
        int32_t *l_21 = &g_12;
        int32_t **l_20 = &l_21;
        int8_t *l_25[3];
        const int32_t ****l_52[3];
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 2; k++)
                    l_18[i][j][k] = (void*)0;
            }
        }
        for (i = 0; i < 3; i++)
            l_25[i] = &l_17;
        for (i = 0; i < 3; i++)
            l_52[i] = &l_51;
        (*g_11) |= (safe_sub_func_int16_t_s_s(l_17, ((((((*l_20) = ((*l_19) = l_18[0][0][0])) != l_22[1]) ^ 0x5BL) , &g_12) == &g_12)));
        if (func_23((g_27 = (g_26[1][1][0] |= (g_9 == p_6)))))
        { /* block id: 24 */
            int32_t l_41 = (-1L);
            (*g_28) |= (safe_mod_func_int8_t_s_s((p_4 < (safe_lshift_func_int16_t_s_s((3L >= (safe_add_func_uint16_t_u_u(l_41, 0x8178L))), p_5))), g_26[2][1][1]));
            --g_43;
        }
        else
        { /* block id: 27 */
            uint64_t l_46 = 7UL;
            int32_t *l_50 = &g_12;
            --l_46;
            if (p_6)
                goto lbl_49;
            (*l_20) = l_50;
        }
        g_53 = l_51;
    }
    g_56[2][2][3]--;
    return g_59;
}


/* ------------------------------------------ */
/* 
 * reads : g_11 g_12 g_28
 * writes: g_12
 */
static int32_t  func_23(int8_t  p_24)
{ /* block id: 11 */
    int32_t *l_34 = &g_12;
    (*g_28) = (*g_11);
    for (p_24 = 18; (p_24 <= 12); p_24 = safe_sub_func_uint32_t_u_u(p_24, 9))
    { /* block id: 15 */
        for (g_12 = 0; (g_12 == (-21)); g_12--)
        { /* block id: 18 */
            return p_24;
        }
        l_34 = &g_12;
    }
    return (*g_11);
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
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_12, "g_12", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_26[i][j][k], "g_26[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_27, "g_27", print_hash_value);
    transparent_crc(g_42, "g_42", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_56[i][j][k], "g_56[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_59.f0, "g_59.f0", print_hash_value);
    transparent_crc(g_59.f1, "g_59.f1", print_hash_value);
    transparent_crc(g_59.f2, "g_59.f2", print_hash_value);
    transparent_crc(g_59.f3, "g_59.f3", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
