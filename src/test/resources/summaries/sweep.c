/* Every function as an entry (--all-functions --property null-deref): use dereferences what
   pick returns, NULL when k is 0 (use is a callback); pick and main are safe. */
int g;
static int *pick(int k) { return k ? &g : 0; }
int use(int k) { return *pick(k); }
int main(void) { return 0; }
int (*callback)(int) = use;
