// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.testdata;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Writes ustar entries for tests, including names a safe writer would refuse. */
public final class TarWriter {

    private TarWriter() {
    }

    /**
     * Writes one regular file entry; end the archive with two zero blocks.
     *
     * @param out the archive
     * @param name the entry's name as stored, even {@code ../x} or {@code /etc/x}
     * @param data its bytes
     * @throws IOException when {@code out} fails
     */
    public static void entry(OutputStream out, String name, byte[] data) throws IOException {
        entry(out, name, data, 0);
    }

    /**
     * Writes one regular file entry with a modification time.
     *
     * @param out the archive
     * @param name the entry's name as stored
     * @param data its bytes
     * @param mtimeSeconds its modification time, seconds since the epoch
     * @throws IOException when {@code out} fails
     */
    public static void entry(OutputStream out, String name, byte[] data, long mtimeSeconds) throws IOException {
        byte[] h = new byte[512];
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(n, 0, h, 0, Math.min(100, n.length));
        octal(h, 100, 8, 0644);
        octal(h, 108, 8, 0);
        octal(h, 116, 8, 0);
        octal(h, 124, 12, data.length);
        octal(h, 136, 12, mtimeSeconds);
        h[156] = '0';
        System.arraycopy("ustar\u000000".getBytes(StandardCharsets.US_ASCII), 0, h, 257, 8);
        for (int i = 148; i < 156; i++) {
            h[i] = ' ';
        }
        long sum = 0;
        for (byte b : h) {
            sum += b & 0xff;
        }
        octal(h, 148, 7, sum);
        out.write(h);
        out.write(data);
        int pad = (512 - data.length % 512) % 512;
        out.write(new byte[pad]);
    }

    private static void octal(byte[] h, int off, int len, long value) {
        String s = Long.toOctalString(value);
        StringBuilder b = new StringBuilder();
        for (int i = s.length(); i < len - 1; i++) {
            b.append('0');
        }
        b.append(s);
        byte[] digits = b.toString().getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(digits, 0, h, off, Math.min(len - 1, digits.length));
        h[off + len - 1] = 0;
    }
}
