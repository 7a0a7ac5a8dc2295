// verdict: TRUE
// glibc's argz vectors: runs of separators count as one, a leading one makes no empty piece and a
// trailing one an empty last piece; extract, next, stringify, add, append and create agree with them.
#define _GNU_SOURCE
#include <argz.h>
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char *argz = NULL;
  size_t len = 0;
  if (argz_create_sep(" get  a b ", ' ', &argz, &len) != 0) return 0;
  if (len != 9 || argz_count(argz, len) != 4) reach_error();
  char *argv[5];
  argz_extract(argz, len, argv);
  if (strcmp(argv[0], "get") != 0 || strcmp(argv[1], "a") != 0) reach_error();
  if (strcmp(argv[2], "b") != 0 || argv[3][0] != '\0' || argv[4] != NULL) reach_error();
  char *e = argz_next(argz, len, NULL);
  if (e != argv[0] || argz_next(argz, len, e) != argv[1]) reach_error();
  if (argz_next(argz, len, argv[3]) != NULL) reach_error();
  if (argz_add(&argz, &len, "c") != 0) return 0;
  if (len != 11 || argz_count(argz, len) != 5) reach_error();
  if (argz_append(&argz, &len, "d\0e", 4) != 0) return 0;
  if (len != 15 || argz_count(argz, len) != 7) reach_error();
  argz_stringify(argz, len, ',');
  if (strcmp(argz, "get,a,b,,c,d,e") != 0) reach_error();
  free(argz);
  char *none = (char *) 1;
  if (argz_create_sep("", ' ', &none, &len) != 0 || none != NULL || len != 0) reach_error();
  char *words[] = {"x", "", "yz", NULL};
  if (argz_create(words, &argz, &len) != 0) return 0;
  if (len != 6 || argz_count(argz, len) != 3 || strcmp(argz + 3, "yz") != 0) reach_error();
  free(argz);
  return 0;
}
