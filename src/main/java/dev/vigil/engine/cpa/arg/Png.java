package dev.vigil.engine.cpa.arg;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;

/** The PNG encoding of an RGB picture (8 bits per channel, no filter), with java.util.zip only. */
final class Png {
  private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

  private Png() {}

  /** {@code rows[y][x]} is the colour 0xRRGGBB of pixel (x, y); all rows are equally long. */
  static byte[] encode(int[][] rows) throws IOException {
    int height = rows.length;
    int width = rows[0].length;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(SIGNATURE);
    ByteArrayOutputStream header = new ByteArrayOutputStream();
    DataOutputStream h = new DataOutputStream(header);
    h.writeInt(width);
    h.writeInt(height);
    h.write(new byte[] {8, 2, 0, 0, 0}); // 8-bit RGB, deflate, no filter method, no interlace
    chunk(out, "IHDR", header.toByteArray());
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    try (DeflaterOutputStream z = new DeflaterOutputStream(data)) {
      byte[] line = new byte[1 + 3 * width]; // filter type 0, then the pixels
      for (int[] row : rows) {
        for (int x = 0; x < width; x++) {
          line[1 + 3 * x] = (byte) (row[x] >> 16);
          line[2 + 3 * x] = (byte) (row[x] >> 8);
          line[3 + 3 * x] = (byte) row[x];
        }
        z.write(line);
      }
    }
    chunk(out, "IDAT", data.toByteArray());
    chunk(out, "IEND", new byte[0]);
    return out.toByteArray();
  }

  private static void chunk(ByteArrayOutputStream out, String type, byte[] body)
      throws IOException {
    DataOutputStream d = new DataOutputStream(out);
    byte[] name = type.getBytes(StandardCharsets.US_ASCII);
    d.writeInt(body.length);
    d.write(name);
    d.write(body);
    CRC32 crc = new CRC32();
    crc.update(name);
    crc.update(body);
    d.writeInt((int) crc.getValue());
  }
}
