/* Every function as an entry (--all-functions --property null-deref): use dereferences what
   pick returns, NULL when k is 0, as main's call gives it (g is 0); pick is safe. */
int g;
static int *pick(int k) { return k ? &g : 0; }
int use(int k) { return *pick(k); }
int main(void) { return use(g); }
