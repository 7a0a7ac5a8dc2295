/* Null dereferences inside C library models, which have no source position of their own
   (--all-functions --property null-deref): length and compare are a library's interface (no main
   calls them) whose string may be null; each is a report, the second not hidden by the first. */
#include <string.h>
int length(const char *s) { return (int)strlen(s); }
int compare(const char *s) { return strcmp(s, "x"); }
