#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct cell {
  int value;
  struct cell *next;
};
int main(void) {
  struct cell *head = 0;
  for (int i = 0; i < 3; i++) {
    struct cell *c = malloc(sizeof(struct cell));
    if (!c) {
      return 1;
    }
    c->value = __VERIFIER_nondet_int();
    c->next = head;
    head = c;
  }
  int total = 0;
  while (head) {
    struct cell *next = head->next;
    total += head->value;
    free(head);
    head = next;
  }
  return total > 0;
}
