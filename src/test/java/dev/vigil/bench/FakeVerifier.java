package dev.vigil.bench;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Small child programs the runner's tests control: each is a main class run in its own JVM. */
final class FakeVerifier {
  private FakeVerifier() {}

  /** Spins forever: for the CPU-time limit. */
  static final class Loop {
    static volatile long sink;

    public static void main(String[] args) {
      long x = 1;
      while (true) {
        x = x * 6364136223846793005L + 1442695040888963407L;
        sink = x;
      }
    }
  }

  /** Allocates Java heap without end, keeping everything: for -Xmx. */
  static final class HeapHog {
    public static void main(String[] args) {
      List<byte[]> kept = new ArrayList<>();
      while (true) {
        byte[] chunk = new byte[8 << 20];
        java.util.Arrays.fill(chunk, (byte) 1);
        kept.add(chunk);
      }
    }
  }

  /** Allocates native memory without end, as a solver library would: for the resident-set limit. */
  static final class NativeHog {
    public static void main(String[] args) throws Exception {
      Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
      f.setAccessible(true);
      sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
      while (true) {
        long chunk = 8L << 20;
        long address = unsafe.allocateMemory(chunk);
        unsafe.setMemory(address, chunk, (byte) 1);
      }
    }
  }

  /** Waits without using the CPU. */
  static final class Sleeper {
    public static void main(String[] args) throws InterruptedException {
      Thread.sleep(60_000);
    }
  }

  /**
   * Prints the JSON verdict that {@code vigil verify --json} would print, chosen by the task file's
   * name: {@code _false} FALSE(unreach-call), {@code _true} TRUE, otherwise UNKNOWN.
   */
  static final class Canned {
    public static void main(String[] args) throws InterruptedException {
      // Run as long as a real verifier at least: the runner samples memory every 50 ms, and a JVM
      // 25 that only prints exits before the first sample.
      Thread.sleep(300);
      String name = Path.of(args[args.length - 1]).getFileName().toString();
      String verdict =
          name.contains("_false")
              ? "\"result\": \"FALSE(unreach-call)\", \"verdict\": \"false\", \"violated\":"
                  + " \"unreach-call\""
              : name.contains("_true")
                  ? "\"result\": \"TRUE\", \"verdict\": \"true\""
                  : "\"result\": \"UNKNOWN(unsupported: goto at a.c:3)\", \"verdict\": \"unknown\","
                      + " \"reason\": \"unsupported: goto at a.c:3\"";
      System.out.println("{\n  \"task\": \"" + name + "\",\n  " + verdict + "\n}");
    }
  }
}
