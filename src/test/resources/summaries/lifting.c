/* Violations that need an entry's context are lifted to the callers (--all-functions
   --property null-deref). peek and get read a box's value, null only in a context their callers
   may not give: empty's box is empty (a report from empty), main's box holds a value (get's is
   set aside). crash needs nothing of its context; handler is a callback; unused is never called;
   deep's only caller, slow, is a callback not decided. */
struct box { int *value; };
int seven = 7;
static int peek(struct box *b) { return *b->value; }
static int get(struct box *b) { return *b->value + 1; }
static int crash(void) { int *p = 0; return *p; }
static int empty(void) { struct box b = {0}; return peek(&b); }
int handler(struct box *b) { return *b->value; }
int unused(struct box *b) { return *b->value; }
static int deep(struct box *b) { return *b->value; }
static int slow(void) { struct box b = {&seven}; return deep(&b); }
int (*hook)(struct box *) = handler;
int (*later)(void) = slow;
int main(void) {
  struct box b = {&seven};
  int r = get(&b);
  if (r == 100) {
    r += empty() + crash();
  }
  return r;
}
