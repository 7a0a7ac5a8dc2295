extern void reach_error(void);
/* Whether the error is reached depends only on the uninitialised bytes of a, which a witness
   cannot fix: a replay that reads them as zero misses the error. */
int main(void) {
  int a[4];
  int b[4];
  for (int i = 0; i < 4; i++) {
    b[i] = 0;
  }
  if (a[2] != b[2]) {
    reach_error();
  }
  return 0;
}
