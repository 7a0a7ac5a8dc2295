// verdict: UNKNOWN call_it
// call_it may call bad.
extern void reach_error(void);
extern void call_it(void (*f)(void));
void bad(void) { reach_error(); }
int main(void) { call_it(bad); return 0; }
