package dev.vigil.frontend;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lets clang read C that gcc preprocessed ({@code .i} files, as SV-COMP ships them). glibc's
 * headers give gcc forms that clang 19 rejects:
 *
 * <ul>
 *   <li>{@code __attribute__ ((__malloc__ (fclose, 1)))} (gcc 11 and later): the arguments name the
 *       deallocator, a hint for gcc's warnings; a macro drops them, keeping {@code __malloc__};
 *   <li>the types {@code _Float32}, {@code _Float64}, {@code _Float32x}, {@code _Float64x} and
 *       {@code _Float128} (gcc 7 and later), which gcc has built in and clang does not: macros name
 *       the type of the same format on x86 ({@code float}, {@code double}, {@code double}, {@code
 *       long double}, {@code __float128}), so that {@code _Complex _Float32} works too. A file that
 *       declares the type itself (as glibc does for clang) keeps its typedef;
 *   <li>{@code __always_inline__} on glibc's {@code extern} inline wrappers, which clang inlines
 *       even at -O0: with {@code _FORTIFY_SOURCE} their bodies call {@code __memcpy_chk} and pass
 *       gcc's {@code __builtin_va_arg_pack ()}. It becomes {@code __gnu_inline__}, a no-op under
 *       {@code -fgnu89-inline}: such a wrapper is then not inlined and the call reaches the C
 *       library function itself, as gcc may also decide for an {@code extern inline} function.
 * </ul>
 *
 * gcc's {@code __builtin_tgmath} (tgmath.h) has no clang counterpart; a call of it is refused as
 * unsupported.
 *
 * <p>The macros need the preprocessor, so the file is read as C ({@code -x c}), not as preprocessed
 * output. That expands nothing else: a preprocessed file defines no macros, and the only predefined
 * ones outside the reserved names ({@code linux}, {@code unix}, {@code i386}) are undefined, as gcc
 * leaves them in strict modes. Line markers keep every source location.
 */
final class GccOutput {
  private static final Map<String, String> FLOAT_TYPES =
      new TreeMap<>(
          Map.of(
              "_Float32", "float",
              "_Float64", "double",
              "_Float32x", "double",
              "_Float64x", "long double",
              "_Float128", "__float128"));
  private static final Pattern TYPEDEF = Pattern.compile("typedef[^;{}]*\\b(_Float\\d+x?)\\s*;");

  private GccOutput() {}

  static List<String> flags(Path source) throws IOException {
    Set<String> declared = new HashSet<>();
    Matcher m = TYPEDEF.matcher(Files.readString(source, StandardCharsets.ISO_8859_1));
    while (m.find()) {
      declared.add(m.group(1));
    }
    List<String> flags =
        new ArrayList<>(
            List.of(
                "-x", "c", "-D__malloc__(...)=__malloc__", "-D__always_inline__=__gnu_inline__"));
    FLOAT_TYPES.forEach(
        (name, type) -> {
          if (!declared.contains(name)) {
            flags.add("-D" + name + "=" + type);
          }
        });
    flags.addAll(List.of("-Ulinux", "-Uunix", "-Ui386"));
    return flags;
  }
}
