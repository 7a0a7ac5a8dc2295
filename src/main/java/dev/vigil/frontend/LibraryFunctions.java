package dev.vigil.frontend;

import dev.vigil.frontend.Conventions.Role;
import dev.vigil.ir.Expr.BinaryOp;
import dev.vigil.ir.Expr.UnaryOp;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The C library functions Vigil models, each with its model: the one list of them (a test runs a
 * program with a verdict for every entry). A program's own definition of such a function wins. A
 * function without a body that is not listed here, nor a verification convention ({@link
 * Conventions}), is unknown: {@link UnknownCalls} says what its calls may do.
 */
final class LibraryFunctions {
  /** How calls of one function are modelled. */
  sealed interface Model {}

  /** Lifted to IR operations by {@link LibraryCalls} or {@link CallLifter} ({@code role}). */
  record Lifted(Role role) implements Model {}

  /** One IR operation on floats (C's semantics of these is that of docs/SEMANTICS.md). */
  record FloatUnary(UnaryOp op) implements Model {}

  record FloatBinary(BinaryOp op) implements Model {}

  /** A C model (a definition in {@code resource}, linked into the program when it is called). */
  record CModel(String resource) implements Model {}

  /**
   * Reads its arguments and changes none of the program's memory (a stream, say, is the library's
   * own); its result, if used, is arbitrary.
   */
  record NoEffect() implements Model {}

  /**
   * The {@code printf} family: reads the strings its format (argument {@code format}) asks for;
   * with a {@code buffer} argument (not -1), writes at most {@code size} bytes there: the exact
   * text if every conversion is plain ({@link FormatStrings#plain}), else arbitrary text. A format
   * that is not a constant, or has {@code %n}, is unsupported.
   */
  record Printf(int format, int buffer, int size) implements Model {}

  /**
   * The {@code scanf} family: the constant format is argument {@code format}; {@code sscanf} reads
   * the string at argument {@code source} (-1: none), the others a stream (stdin, or argument
   * {@code format - 1}). See {@code FormattedCalls} for what each conversion writes. {@code %s} and
   * {@code %[} without a width, or a format that is not a constant, are unsupported.
   */
  record Scanf(int format, int source) implements Model {}

  /** A verdict would need what Vigil does not model: {@code feature} says what. */
  record Unsupported(String feature) implements Model {}

  static final String STRING_MODELS = "libc_models.c";
  static final String EXIT_MODELS = "libc_exit.c";
  static final String SIGNAL_MODELS = "libc_signals.c";
  static final String THREAD_MODELS = "libc_threads.c";
  static final String ARGZ_MODELS = "libc_argz.c";

  private static final Map<String, Model> TABLE = table();

  /**
   * C and POSIX library functions that Vigil does not model but that never run code of the program:
   * none takes a function pointer (directly or in a structure), and none runs a handler (raising a
   * signal, running exit handlers or a thread). Their calls are unknown calls all the same (an
   * arbitrary result, arbitrary contents of the memory they reach), but they do not call back, so a
   * program that takes a function's address may call them ({@link UnknownCalls}). A handler that
   * could run later is only registered through a function not listed here: signal and sigaction are
   * C models (whose runs in which a signal arrives are not explored), pthread_create is
   * unsupported.
   */
  private static final Set<String> RUN_NO_PROGRAM_CODE =
      names(
          """
          open openat creat close write pread pwrite lseek fcntl ioctl dup dup2 pipe fsync ftruncate
          truncate unlink rename mkdir rmdir chdir fchdir chroot chmod fchmod chown fchown umask stat
          fstat lstat access readlink realpath getcwd opendir readdir closedir isatty fdopen fileno
          ftell feof ferror clearerr setvbuf setbuf remove tmpfile mkstemp
          sendfile mmap munmap
          socket bind listen accept accept4 connect shutdown send sendto sendmsg recvmsg setsockopt getsockopt getsockname getpeername socketpair select poll getaddrinfo
          freeaddrinfo gai_strerror getnameinfo gethostbyname gethostbyaddr gethostname getservbyname
          getprotobyname inet_addr inet_aton inet_ntoa inet_ntop inet_pton
          getppid getuid geteuid getgid getegid setuid setgid seteuid setegid setreuid setregid
          setresuid setresgid setgroups initgroups
          setsid setpgid getpgrp getpwnam getpwuid getgrnam getgrgid getlogin waitpid wait execv
          execvp execve execl execlp daemon nice sysconf getrlimit setrlimit uname getenv setenv
          unsetenv putenv openlog syslog closelog setlogmask strerror __errno_location
          vprintf vfprintf vdprintf vsnprintf vsyslog
          sigemptyset sigfillset sigaddset sigdelset sigprocmask
          gettimeofday clock_gettime localtime localtime_r gmtime gmtime_r mktime timegm strftime
          asctime ctime difftime nanosleep tzset times
          pthread_self
          setlocale __ctype_b_loc __ctype_tolower_loc __ctype_toupper_loc
          """);

  /**
   * Functions of {@link #RUN_NO_PROGRAM_CODE} that may write more of the program's memory than the
   * objects their pointer arguments point to: through pointers stored in those objects ({@code
   * recvmsg}'s buffers, some of {@code ioctl}'s requests, the {@code %n} arguments a {@code
   * va_list} points to), or later, through a buffer they keep ({@code setvbuf}, {@code setbuf}).
   * Every other function there reaches of the program's memory only those objects and the library's
   * own globals ({@code environ}): it cannot name the program's globals, and it keeps no pointer of
   * the program between calls.
   */
  private static final Set<String> WRITE_BEYOND_THEIR_ARGUMENTS =
      names("ioctl recvmsg setvbuf setbuf vprintf vfprintf vdprintf vsnprintf vsyslog");

  /**
   * Functions that write only their arguments, with the arguments they may write through (numbered
   * from 0): their other pointer arguments are {@code const} in POSIX (paths, addresses, buffers to
   * send, names to look up), so the function only reads them. A function not listed here may write
   * through every pointer argument.
   */
  private static final Map<String, Set<Integer>> WRITTEN_ARGUMENTS =
      written(
          """
          getaddrinfo: 3
          getnameinfo: 2 4
          getsockopt: 3 4
          getsockname: 1 2
          getpeername: 1 2
          accept: 1 2
          accept4: 1 2
          stat: 1
          lstat: 1
          fstat: 1
          readlink: 1
          realpath: 1
          inet_aton: 1
          inet_pton: 2
          inet_ntop: 2
          strftime: 0
          localtime_r: 1
          gmtime_r: 1
          connect:
          bind:
          send:
          sendto:
          write:
          pwrite:
          setsockopt:
          open:
          openat:
          creat:
          unlink:
          rename:
          mkdir:
          rmdir:
          chdir:
          chroot:
          chmod:
          chown:
          truncate:
          access:
          remove:
          fdopen:
          getenv:
          setenv:
          unsetenv:
          gethostbyname:
          getservbyname:
          getprotobyname:
          getpwnam:
          getgrnam:
          inet_addr:
          localtime:
          gmtime:
          ctime:
          asctime:
          openlog:
          """);

  static {
    for (String name : WRITTEN_ARGUMENTS.keySet()) {
      if (!RUN_NO_PROGRAM_CODE.contains(name) || WRITE_BEYOND_THEIR_ARGUMENTS.contains(name)) {
        throw new IllegalStateException(
            "written arguments of a function not writing only them: " + name);
      }
    }
    if (!RUN_NO_PROGRAM_CODE.containsAll(WRITE_BEYOND_THEIR_ARGUMENTS)) {
      throw new IllegalStateException("functions that write beyond their arguments not listed");
    }
    for (String name : RUN_NO_PROGRAM_CODE) {
      if (TABLE.containsKey(name)) {
        throw new IllegalStateException("modelled and listed as unknown: " + name);
      }
    }
  }

  private LibraryFunctions() {}

  private static Set<String> names(String text) {
    return Set.of(text.strip().split("\\s+"));
  }

  private static Map<String, Set<Integer>> written(String text) {
    Map<String, Set<Integer>> table = new HashMap<>();
    for (String line : text.strip().split("\n")) {
      String[] parts = line.split(":", 2);
      Set<Integer> indices = new HashSet<>();
      for (String i : parts[1].strip().split("\\s+")) {
        if (!i.isEmpty()) {
          indices.add(Integer.parseInt(i));
        }
      }
      table.put(parts[0].strip(), Set.copyOf(indices));
    }
    return Map.copyOf(table);
  }

  /**
   * The arguments (numbered from 0) through which {@code name}, a library function that writes only
   * its arguments, may write; empty if it may write through every pointer argument.
   */
  static Optional<Set<Integer>> writtenArguments(String name) {
    return Optional.ofNullable(WRITTEN_ARGUMENTS.get(name));
  }

  /** Whether {@code name}, a function without a body Vigil does not model, never calls back. */
  static boolean runsNoProgramCode(String name) {
    return RUN_NO_PROGRAM_CODE.contains(name);
  }

  /**
   * Whether {@code name}, a function without a body Vigil does not model, is a library function
   * that writes of the program's memory only the objects its pointer arguments point to (and the
   * library's own globals).
   */
  static boolean writesOnlyItsArguments(String name) {
    return RUN_NO_PROGRAM_CODE.contains(name) && !WRITE_BEYOND_THEIR_ARGUMENTS.contains(name);
  }

  /** The model of {@code name}, if it is a library function Vigil knows. */
  static Optional<Model> model(String name) {
    return Optional.ofNullable(TABLE.get(name));
  }

  /** Every entry, in a fixed order. */
  static Map<String, Model> all() {
    return TABLE;
  }

  /**
   * The functions whose calls need the C models of {@code resource} linked: those modelled there,
   * and, for the string models, the {@code printf} and {@code scanf} families, whose lifted calls
   * read strings with them.
   */
  static List<String> needing(String resource) {
    return TABLE.entrySet().stream()
        .filter(
            e ->
                switch (e.getValue()) {
                  case CModel c -> c.resource().equals(resource);
                  case Printf p -> resource.equals(STRING_MODELS);
                  case Scanf f -> resource.equals(STRING_MODELS);
                  case Lifted l -> false;
                  case FloatUnary u -> false;
                  case FloatBinary b -> false;
                  case NoEffect n -> false;
                  case Unsupported u -> false;
                })
        .map(Map.Entry::getKey)
        .toList();
  }

  /** How the lifter treats a call of {@code name}, a function without a body. */
  static Role role(String name) {
    return switch (TABLE.get(name)) {
      case null -> Role.EXTERNAL;
      case Lifted l -> l.role();
      case FloatUnary u -> Role.FLOAT_UNARY;
      case FloatBinary b -> Role.FLOAT_BINARY;
      case CModel c -> Role.EXTERNAL; // not linked: the lifter never sees one without a body
      case NoEffect n -> Role.NO_EFFECT;
      case Printf p -> Role.PRINTF;
      case Scanf f -> Role.SCANF;
      case Unsupported u -> Role.UNSUPPORTED;
    };
  }

  private static Map<String, Model> table() {
    Map<String, Model> t = new LinkedHashMap<>();
    lifted(t, Role.MALLOC, "malloc");
    lifted(t, Role.CALLOC, "calloc");
    lifted(t, Role.FREE, "free");
    lifted(t, Role.ALLOCA, "alloca", "__builtin_alloca");
    lifted(t, Role.MEMSET, "memset");
    lifted(t, Role.MEMCOPY, "memcpy", "memmove");
    lifted(t, Role.ABORT, "abort", "__builtin_abort");
    lifted(t, Role.EXIT, "exit");
    lifted(t, Role.QUICK_EXIT, "quick_exit");
    lifted(t, Role.TERMINATE, "_Exit", "_exit");
    floatUnary(t, "sqrt", UnaryOp.FSQRT);
    floatUnary(t, "fabs", UnaryOp.FABS);
    floatUnary(t, "floor", UnaryOp.FFLOOR);
    floatUnary(t, "ceil", UnaryOp.FCEIL);
    floatUnary(t, "trunc", UnaryOp.FTRUNC);
    floatUnary(t, "round", UnaryOp.FROUND);
    floatUnary(t, "rint", UnaryOp.FRINT);
    floatUnary(t, "nearbyint", UnaryOp.FRINT);
    floatBinary(t, "fmin", BinaryOp.FMIN);
    floatBinary(t, "fmax", BinaryOp.FMAX);
    floatBinary(t, "copysign", BinaryOp.FCOPYSIGN);
    floatBinary(t, "fmod", BinaryOp.FREM);
    same(
        t,
        new CModel(STRING_MODELS),
        "realloc",
        "strlen",
        "strnlen",
        "strcmp",
        "strncmp",
        "strcpy",
        "strncpy",
        "strcat",
        "strncat",
        "strchr",
        "strrchr",
        "strstr",
        "strspn",
        "strcspn",
        "strpbrk",
        "strtok_r",
        "strtok",
        "strcasecmp",
        "strncasecmp",
        "memcmp",
        "memchr",
        "strdup",
        "abs",
        "labs",
        "llabs",
        "puts",
        "fputs",
        "perror",
        "fwrite",
        "fopen",
        "fclose",
        "fseek",
        "fseeko",
        "fsetpos",
        "rewind",
        "freopen",
        "fgets",
        "fread",
        "getchar",
        "getchar_unlocked",
        "getc",
        "getc_unlocked",
        "_IO_getc",
        "fgetc",
        "fgetc_unlocked",
        "ungetc",
        "getline",
        "getdelim",
        "__getdelim",
        "recv",
        "recvfrom",
        "read",
        "time",
        "htons",
        "ntohs",
        "htonl",
        "ntohl",
        "getopt",
        "getopt_long",
        "getopt_long_only",
        "atoi",
        "atol",
        "atoll",
        "strtol",
        "strtoul",
        "strtoll",
        "strtoull",
        "strtod",
        "strtof",
        // names that glibc's headers use for some of these
        "fopen64",
        "fseeko64",
        "freopen64",
        "__posix_getopt",
        "__isoc23_strtol",
        "__isoc23_strtoul",
        "__isoc23_strtoll",
        "__isoc23_strtoull");
    same(t, new CModel(EXIT_MODELS), "atexit", "at_quick_exit", "error", "error_at_line");
    same(
        t,
        new CModel(SIGNAL_MODELS),
        "signal",
        "bsd_signal",
        "sysv_signal",
        "__sysv_signal",
        "sigaction",
        "raise",
        "kill",
        "killpg",
        "pthread_kill",
        "tgkill",
        "alarm",
        "ualarm",
        "setitimer",
        "timer_settime",
        "pause",
        "sigsuspend",
        "syscall");
    same(
        t,
        new CModel(THREAD_MODELS),
        "pthread_mutex_init",
        "pthread_mutex_lock",
        "pthread_mutex_trylock",
        "pthread_mutex_unlock",
        "pthread_mutex_destroy");
    same(
        t,
        new CModel(ARGZ_MODELS),
        "argz_create",
        "argz_create_sep",
        "argz_count",
        "argz_extract",
        "argz_next",
        "argz_stringify",
        "argz_append",
        "argz_add",
        "__argz_count",
        "__argz_next",
        "__argz_stringify");
    same(t, new Printf(0, -1, -1), "printf");
    same(t, new Printf(1, -1, -1), "fprintf", "dprintf");
    same(t, new Printf(2, 0, 1), "snprintf");
    for (String prefix : List.of("", "__isoc99_", "__isoc23_")) {
      same(t, new Scanf(0, -1), prefix + "scanf");
      same(t, new Scanf(1, -1), prefix + "fscanf");
      same(t, new Scanf(1, 0), prefix + "sscanf");
    }
    same(
        t,
        new NoEffect(),
        "putchar",
        "putc",
        "_IO_putc",
        "fputc",
        "fflush",
        "rand",
        "random",
        "srand",
        "srandom",
        "clock",
        "sleep",
        "usleep",
        "getpid");
    for (String math :
        List.of(
            "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp",
            "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "hypot", "cbrt")) {
      same(t, new NoEffect(), math, math + "f");
    }
    unsupported(t, "threads", "pthread_create", "thrd_create");
    unsupported(t, "processes", "fork", "vfork", "clone");
    unsupported(
        t,
        "setjmp/longjmp",
        "setjmp",
        "_setjmp",
        "__sigsetjmp",
        "sigsetjmp",
        "longjmp",
        "_longjmp",
        "siglongjmp");
    unsupported(t, "fused multiply-add", "fma", "fmaf", "fmal");
    unsupported(t, "gcc's type-generic math", "__builtin_tgmath");
    unsupported(t, "callbacks from the C library", "qsort", "bsearch", "on_exit");
    unsupported(t, "writes of unbounded length", "gets", "sprintf", "vsprintf");
    return Collections.unmodifiableMap(t);
  }

  private static void lifted(Map<String, Model> t, Role role, String... names) {
    same(t, new Lifted(role), names);
  }

  private static void floatUnary(Map<String, Model> t, String name, UnaryOp op) {
    same(t, new FloatUnary(op), name, name + "f");
  }

  private static void floatBinary(Map<String, Model> t, String name, BinaryOp op) {
    same(t, new FloatBinary(op), name, name + "f");
  }

  private static void unsupported(Map<String, Model> t, String feature, String... names) {
    for (String name : names) {
      same(t, new Unsupported(feature + " (" + name + ")"), name);
    }
  }

  private static void same(Map<String, Model> t, Model model, String... names) {
    for (String name : names) {
      if (t.put(name, model) != null) {
        throw new IllegalStateException("listed twice: " + name);
      }
    }
  }
}
