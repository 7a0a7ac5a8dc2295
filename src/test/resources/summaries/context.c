/* The context of entries other than main (--all-functions --property null-deref): a callback's
   pointer argument may be null; a function only called directly gets a fresh object as large as
   its field accesses, and a pointer global points to one. handler may pass null to width (line
   10); first reads the global name, null until main sets it (line 13), which only main's run
   shows; big_z reads a field 400 bytes in, within its object. */
struct big { int a[100]; int z; };
struct conn { int fd; struct conn *next; };
static char *name;
static char buffer[8];
static int width(struct conn *c) { return c->fd; }
int handler(struct conn *c) { return width(c) + 1; }
int big_z(struct big *b) { return b->z; }
int first(void) { return name[0]; }
int main(void) {
  struct big b = {{0}, 1};
  struct conn c = {1, 0};
  int r = first();
  name = buffer;
  return r + big_z(&b) + width(&c);
}
int (*hook)(struct conn *) = handler;
