/* A function that dereferences what a helper may return as null: checked from lookup with an
   arbitrary context (--entry lookup, --property null-deref), the dereference at line 13 is a null
   dereference when the list has no node with v and g_mode > 3. */
#include <stdlib.h>
struct node { int val; struct node *next; };
int g_mode;
static struct node *find(struct node *n, int v) {
  while (n) { if (n->val == v) return n; n = n->next; }
  return NULL;
}
int lookup(struct node *head, int v) {
  struct node *hit = find(head, v);
  if (g_mode > 3) return hit->val;   /* null deref when not found */
  return hit ? hit->val : -1;
}
int safe(int *p, int k) { return k > 0 ? p[0] : 0; }
int main(void) { return 0; }
