/* csmith 2.3.0, seed 1037, options: --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 */
/* Native checksums (gcc -m64, gcc -m32): */
#define CSMITH_NATIVE_LP64 0x3C1B2131u
#define CSMITH_NATIVE_ILP32 0x3C1B2131u
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
 * Options:   --seed 1037 --max-funcs 3 --max-block-depth 2 --max-block-size 3 --max-expr-complexity 4 --max-array-len-per-dim 4 --max-struct-fields 4 --max-union-fields 3 -o csmith_1037.orig.c
 * Seed:      1037
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = (-1L);
static uint8_t g_32 = 0x6EL;
static int32_t g_36 = 8L;
static volatile uint16_t g_39[2][2][3] = {{{1UL,1UL,1UL},{9UL,9UL,9UL}},{{1UL,1UL,1UL},{9UL,9UL,9UL}}};
static volatile int32_t g_43 = 1L;/* VOLATILE GLOBAL g_43 */
static volatile int32_t *g_42 = &g_43;
static int64_t g_49 = 0x6CE65C5BCCBF785BLL;
static int64_t g_51 = 0xC87E177106CF3632LL;
static uint32_t g_68 = 1UL;


/* --- FORWARD DECLARATIONS --- */
static uint16_t  func_1(void);
static int32_t  func_5(uint32_t  p_6, uint8_t  p_7);
static int32_t  func_15(int16_t  p_16, uint64_t  p_17, const uint32_t  p_18, uint32_t  p_19);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_36 g_39 g_42 g_43 g_32 g_49 g_51
 * writes: g_2 g_32 g_36 g_39 g_43 g_49 g_68
 */
static uint16_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_10 = 0xF3L;
    int64_t *l_70 = &g_49;
    for (g_2 = 20; (g_2 > 16); g_2 = safe_sub_func_int64_t_s_s(g_2, 9))
    { /* block id: 3 */
        uint64_t l_14 = 0xB16B471DFD947597LL;
        if (func_5((safe_sub_func_uint64_t_u_u(((l_10 != (safe_unary_minus_func_int32_t_s(((safe_add_func_uint32_t_u_u(l_14, func_15((0UL >= 1L), l_14, l_10, g_2))) != l_14)))) && 0xC9L), l_14)), g_2))
        { /* block id: 44 */
            if (l_14)
                break;
        }
        else
        { /* block id: 46 */
            uint32_t *l_67 = &g_68;
            int8_t l_69 = 0L;
            int64_t *l_72 = &g_51;
            int64_t **l_71 = &l_72;
            (*g_42) = (((safe_sub_func_uint32_t_u_u((~((*l_67) = (g_49 & (safe_lshift_func_uint16_t_u_u(g_36, 2))))), ((g_2 > l_69) ^ g_51))) && g_2) <= g_2);
            (*g_42) ^= (l_70 != ((*l_71) = &g_49));
        }
    }
    return g_39[0][1][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_36 g_39 g_42 g_43 g_32
 * writes: g_32 g_36 g_39 g_43 g_49
 */
static int32_t  func_5(uint32_t  p_6, uint8_t  p_7)
{ /* block id: 6 */
    int32_t *l_44 = &g_36;
    int64_t *l_50 = &g_51;
    uint8_t * const l_52[1][3][3] = {{{&g_32,&g_32,&g_32},{(void*)0,&g_32,(void*)0},{&g_32,&g_32,&g_32}}};
    int i, j, k;
    if ((safe_rshift_func_uint8_t_u_u(((-10L) & 0xFF63588CL), (safe_rshift_func_uint8_t_u_s((g_2 == p_6), 1)))))
    { /* block id: 7 */
        const uint32_t l_33 = 4294967295UL;
        for (p_7 = 0; (p_7 <= 59); p_7 = safe_add_func_int16_t_s_s(p_7, 9))
        { /* block id: 10 */
            uint8_t *l_31 = &g_32;
            int32_t l_34 = 0L;
            int32_t *l_35 = &g_36;
            int32_t *l_37 = &g_36;
            int32_t *l_38[3];
            int i;
            for (i = 0; i < 3; i++)
                l_38[i] = &l_34;
            (*l_35) ^= (g_2 | ((safe_mod_func_uint64_t_u_u(((l_34 |= (((*l_31) = ((p_6 == (safe_div_func_int32_t_s_s(p_7, p_6))) && g_2)) > l_33)) | l_33), p_7)) > 5UL));
            g_39[0][1][1]++;
            (*g_42) = (g_42 != &g_43);
        }
        (*g_42) &= (&g_43 == l_44);
        return p_7;
    }
    else
    { /* block id: 19 */
        int16_t l_47 = 1L;
        uint8_t *l_53 = &g_32;
        int32_t *l_55 = &g_2;
        int16_t l_60 = 0xBDEEL;
        for (p_7 = 0; (p_7 < 24); ++p_7)
        { /* block id: 22 */
            (*l_44) ^= p_6;
            (*g_42) = ((*l_44) &= 0x62B0969EL);
        }
        for (g_32 = 0; (g_32 <= 1); g_32 += 1)
        { /* block id: 29 */
            (*l_44) |= 0L;
            return (*g_42);
        }
        if (((*l_44) & l_47))
        { /* block id: 33 */
            int64_t *l_48 = &g_49;
            int32_t l_54 = 1L;
            (*l_44) = (((((*l_48) = g_43) <= ((l_50 == ((l_52[0][0][0] != l_53) , (void*)0)) == g_32)) , l_54) , (*g_42));
            (*g_42) ^= ((void*)0 != l_55);
            (*g_42) = (l_50 != (void*)0);
        }
        else
        { /* block id: 38 */
            int32_t l_61 = (-9L);
            l_61 = (safe_sub_func_int8_t_s_s(((((void*)0 != l_44) == (((safe_add_func_int32_t_s_s((p_7 , 0x5D264A48L), l_60)) ^ 0UL) < p_7)) < p_7), g_32));
            l_44 = &g_36;
        }
    }
    return (*l_44);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t  func_15(int16_t  p_16, uint64_t  p_17, const uint32_t  p_18, uint32_t  p_19)
{ /* block id: 4 */
    int8_t l_20 = 0x35L;
    return l_20;
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
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_39[i][j][k], "g_39[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_49, "g_49", print_hash_value);
    transparent_crc(g_51, "g_51", print_hash_value);
    transparent_crc(g_68, "g_68", print_hash_value);
    csmith_check(crc32_context ^ 0xFFFFFFFFUL);
    return 0;
}
