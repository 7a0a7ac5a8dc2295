/*
 * getopt, getopt_long and getopt_long_only (C models) as glibc's: each call's result, optind,
 * optopt, optarg (which element, at which offset), the long option's index and the flag it sets,
 * then the order the call left argv in.
 */
#include <getopt.h>
#include <string.h>
#include "difftest.h"

#define ELEMENTS 8

static int flag;
static const struct option options[] = {
    {"verbose", no_argument, &flag, 7},     {"name", required_argument, 0, 'n'},
    {"level", optional_argument, 0, 'l'},   {"nap", no_argument, 0, 'N'},
    {"vers", no_argument, 0, 'V'},          {"all", no_argument, 0, 'a'},
    {"alias", required_argument, &flag, 3}, {0, 0, 0, 0}};

/* Each command line ends with a null pointer; no string repeats within one. */
static const char *const cases[][ELEMENTS] = {
    {"p", "-a", "-b", "x", 0},
    {"p", "x", "-ab", "y", "-c", 0},
    {"p", "-bfoo", "-b", "bar", 0},
    {"p", "-b", 0},
    {"p", "-c", "-cz", "w", 0},
    {"p", "-q", "-:", "-;", 0},
    {"p", "x", "--", "-a", 0},
    {"p", "x", "y", "-a", "--", "-b", 0},
    {"p", "--verbose", "--name=me", "--name", "you", 0},
    {"p", "--verb", "--na", "z", "--nam=", 0},
    {"p", "--ver", "--a", "--al", 0},
    {"p", "--level", "--level=3", "--lev", "4", 0},
    {"p", "--name", 0},
    {"p", "--all=x", "--bogus", "-", 0},
    {"p", "-W", "name", "q", "-Wall", 0},
    {"p", "-Wverb", "-W", 0},
    {"p", "-name", "x", "-all", "-ab", "-verbose", 0},
    {"p", "-n", "-", "--", 0},
    {"p", 0},
    {"p", "a", "b", "-a", "c", "-b", "d", 0},
    {"p", "--", 0},
    {"p", "x", "-c", "--=1", "-Wnap=2", 0},
};

static const char *const optstrings[] = {"ab:c::W;n:", "+ab:c::", "-ab:c::", ":ab:c::n:"};

/* Which element of the original command line s points into, and where (255 for null). */
static long long where(const char *const *original, const char *s) {
  if (s == 0) {
    return 255;
  }
  for (int k = 0; original[k] != 0; k++) {
    size_t n = strlen(original[k]);
    for (size_t j = 0; j <= n; j++) {
      if (s == original[k] + j) {
        return k * 16 + (long long) j;
      }
    }
  }
  return 254;
}

int main(void) {
  int lines = sizeof cases / sizeof cases[0];
  int strings = sizeof optstrings / sizeof optstrings[0];
  for (int i = 0; i < lines; i++) {
    for (int s = 0; s < strings; s++) {
      for (int mode = 0; mode < 3; mode++) {
        char *argv[ELEMENTS];
        int argc = 0;
        while (cases[i][argc] != 0) {
          argv[argc] = (char *) cases[i][argc];
          argc++;
        }
        argv[argc] = 0;
        optind = 0;
        opterr = 0;
        flag = 0;
        for (int call = 0; call < 10; call++) {
          int index = -1;
          optopt = 0;
          int c = mode == 0   ? getopt(argc, argv, optstrings[s])
                  : mode == 1 ? getopt_long(argc, argv, optstrings[s], options, &index)
                              : getopt_long_only(argc, argv, optstrings[s], options, &index);
          long long packed = (long long) (c + 1) * 16 + optind;
          packed = packed * 512 + (optopt & 0x1ff);
          packed = packed * 256 + where(cases[i], optarg);
          packed = (packed * 16 + (index + 1)) * 16 + flag;
          out_i(packed);
          if (c == -1) {
            break;
          }
        }
        long long order = 0;
        for (int k = 0; k < argc; k++) {
          order = order * 16 + where(cases[i], argv[k]) / 16;
        }
        out_i(order);
      }
    }
  }
  return 0;
}
