// verdict: TRUE
// engines: bmc
// Input functions write only the objects they are given.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/socket.h>
extern void reach_error(void);
extern int __isoc99_scanf(const char *, ...);
extern int __isoc99_fscanf(FILE *, const char *, ...);
extern int __isoc99_sscanf(const char *, const char *, ...);
extern int __isoc23_scanf(const char *, ...);
extern int __isoc23_fscanf(FILE *, const char *, ...);
extern int __isoc23_sscanf(const char *, const char *, ...);
extern int _IO_getc(FILE *);
int main(void) {
  int keep = 9;
  int *kp = &keep;
  int i;
  long l;
  double d;
  float f;
  char w[4];
  char c;
  void *p;
  char line[16];
  scanf("%d %ld %lf %f %3s %c %p %*d", &i, &l, &d, &f, w, &c, &p);
  fscanf(stdin, "%hhd %3[a-z]", &c, w);
  sscanf("12", "%d", &i);
  __isoc99_scanf("%d", &i);
  __isoc99_fscanf(stdin, "%d", &i);
  __isoc99_sscanf("1", "%d", &i);
  __isoc23_scanf("%d", &i);
  __isoc23_fscanf(stdin, "%d", &i);
  __isoc23_sscanf("1", "%d", &i);
  i = getchar() + getc(stdin) + _IO_getc(stdin) + fgetc(stdin);
  i = getchar_unlocked() + getc_unlocked(stdin) + fgetc_unlocked(stdin);
  fgets(line, sizeof line, stdin);
  fread(line, 1, sizeof line, stdin);
  read(0, line, 4);
  recv(0, line, 4, 0);
  recvfrom(0, line, 4, 0, 0, 0);
  char *got = 0;
  size_t got_size = 0;
  getdelim(&got, &got_size, ',', stdin);
  free(got);
  time_t now;
  time(&now);
  time(0);
  if (*kp != 9) reach_error();
  return 0;
}
