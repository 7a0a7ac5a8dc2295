// verdict: UNKNOWN
// get may return null, any escaped object, or memory Vigil does not model: no verdict.
extern void reach_error(void);
extern char *get(void);
int main(void) { char *s = get(); if (s != 0 && s[0] == 'x') reach_error(); return 0; }
