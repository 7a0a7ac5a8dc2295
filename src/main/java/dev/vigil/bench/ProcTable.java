package dev.vigil.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Linux's process table ({@code /proc}) for the processes of one process group: their CPU
 * time and resident memory. CPU times in {@code /proc/PID/stat} are in clock ticks of USER_HZ,
 * which the kernel's ABI fixes at 100 per second.
 */
final class ProcTable {
  static final double TICKS_PER_SECOND = 100.0;
  private static final Path PROC = Path.of("/proc");

  /**
   * One process. {@code cpuTicks} is its user and system time plus that of its children it has
   * waited for, so that summing over a group counts every process once, alive or reaped.
   */
  record Proc(long pid, char state, long cpuTicks, long rssKb, long peakRssKb) {
    boolean isZombie() {
      return state == 'Z' || state == 'X';
    }
  }

  private ProcTable() {}

  static boolean available() {
    return Files.isReadable(PROC.resolve("self/stat"));
  }

  /** The machine's memory (MemTotal of /proc/meminfo) in kB, or 0 if unknown. */
  static long memoryTotalKb() {
    try {
      for (String line : Files.readAllLines(PROC.resolve("meminfo"))) {
        if (line.startsWith("MemTotal:")) {
          return kb(line);
        }
      }
    } catch (IOException e) {
      // no /proc/meminfo: nothing to warn about
    }
    return 0;
  }

  /** The processes whose process group is {@code pgid}. */
  static List<Proc> group(long pgid) {
    List<Proc> members = new ArrayList<>();
    try (DirectoryStream<Path> dirs =
        Files.newDirectoryStream(PROC, p -> isPid(p.getFileName().toString()))) {
      for (Path dir : dirs) {
        String[] fields = statFields(dir);
        if (fields != null && Long.parseLong(fields[2]) == pgid) {
          long pid = Long.parseLong(dir.getFileName().toString());
          long ticks = 0;
          for (int i = 11; i <= 14; i++) {
            ticks += Long.parseLong(fields[i]);
          }
          long[] memory = memoryKb(dir);
          members.add(new Proc(pid, fields[0].charAt(0), ticks, memory[0], memory[1]));
        }
      }
    } catch (IOException e) {
      // /proc itself cannot be listed: nothing to sample; the caller's limits then act on wall
      // time.
      return List.of();
    }
    return members;
  }

  private static boolean isPid(String name) {
    return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
  }

  /** The fields after the command name (which may contain spaces): state, ppid, pgrp, ... */
  private static String[] statFields(Path dir) {
    String stat;
    try {
      stat = Files.readString(dir.resolve("stat"));
    } catch (IOException e) {
      return null; // the process has gone
    }
    int close = stat.lastIndexOf(')');
    return close < 0 ? null : stat.substring(close + 2).trim().split(" ");
  }

  /** VmRSS and VmHWM (the peak resident set) in kB; zero when gone or a zombie. */
  private static long[] memoryKb(Path dir) {
    long[] result = new long[2];
    try {
      for (String line : Files.readAllLines(dir.resolve("status"))) {
        if (line.startsWith("VmRSS:")) {
          result[0] = kb(line);
        } else if (line.startsWith("VmHWM:")) {
          result[1] = kb(line);
        }
      }
    } catch (IOException e) {
      // gone between reading stat and status
    }
    return result;
  }

  private static long kb(String line) {
    return Long.parseLong(line.replaceAll("[^0-9]", ""));
  }
}
