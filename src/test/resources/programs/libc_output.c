// verdict: TRUE
// engines: bmc
// Output functions read their arguments and write none of the program's memory.
#include <stdio.h>
#include <unistd.h>
extern void reach_error(void);
extern FILE *fopen64(const char *, const char *);
extern int _IO_putc(int, FILE *);
int main(void) {
  char s[8] = "hello";
  char buf[8];
  int n = 5;
  printf("%d %s %.3s %*d %.*s %%\n", n, s, s, 4, n, 2, s);
  fprintf(stderr, "%s\n", s);
  dprintf(2, "%c%s\n", 'x', s);
  snprintf(buf, sizeof buf, "%d", n);
  puts(s);
  fputs(s, stdout);
  putchar('a');
  putc('b', stdout);
  _IO_putc('c', stdout);
  fputc('d', stdout);
  fflush(stdout);
  perror(s);
  perror(0);
  fwrite(s, 1, 5, stdout);
  FILE *f = fopen("out.txt", "w");
  FILE *g = fopen64("out.txt", "w");
  if (f != 0) fclose(f);
  if (g != 0) fclose(g);
  if (n != 5 || s[4] != 'o' || s[5] != 0) reach_error();
  return 0;
}
