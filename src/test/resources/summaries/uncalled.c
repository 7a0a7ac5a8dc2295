/* An uncalled function in a program with a bodiless function (--all-functions --property
   null-deref): its callers may be in code Vigil reads without a body, so what it shows only with
   a null box is undecided, not set aside as needing a context no caller gives. */
struct box { int *value; };
extern void log_it(int);
int unused(struct box *b) { return *b->value; }
int main(void) { log_it(1); return 0; }
