// A small account model with an off-by-one bug: Vigil finds the input that reaches reach_error.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int balance = 100;

void withdraw(int amount) {
  if (amount > 0 && amount <= balance + 1) { // bug: should be amount <= balance
    balance -= amount;
  }
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  withdraw(n);
  if (balance < 0) {
    reach_error();
  }
  return 0;
}
