// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.internal;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

/**
 * A small streaming reader of tar archives (ustar, GNU long names, pax {@code path}): entry
 * after entry, each readable through a stream bounded to its size. Nothing is extracted.
 */
public final class TarReader {

    private static final int BLOCK = 512;

    /**
     * One entry: its name, size, whether it is a regular file and when it was last modified (ms
     * since the epoch, 0 when the header gives none).
     */
    public record Entry(String name, long size, boolean file, long modifiedMillis) {
    }

    private final InputStream in;
    private final byte[] header = new byte[BLOCK];
    /** The name of the entry last returned, null before the first. */
    private String current;
    private long remaining;
    private long padding;

    /** @param in the (decompressed) archive stream */
    public TarReader(InputStream in) {
        this.in = in;
    }

    /**
     * Skips the rest of the current entry and reads the next header.
     *
     * @return the next entry, or null at the end of the archive
     * @throws IOException when the archive is truncated or damaged
     */
    public Entry next() throws IOException {
        skip(remaining + padding);
        remaining = 0;
        padding = 0;
        String longName = null;
        long paxMillis = -1;
        while (true) {
            if (!readBlock()) {
                return null;
            }
            if (isZero(header)) {
                return null;
            }
            if (!checksumOk()) {
                throw current == null ? new UnreadableInput(Messages.format("tar.badFirstHeader")) //$NON-NLS-1$
                        : new UnreadableInput(Messages.format("tar.badHeader", current)); //$NON-NLS-1$
            }
            long size = octal(header, 124, 12);
            char type = (char) header[156];
            if (type == 'L' || type == 'x') {
                byte[] data = in.readNBytes((int) Math.min(size, 1 << 20));
                if (data.length < size) {
                    throw truncated();
                }
                skip(pad(size));
                if (type == 'L') {
                    longName = cString(data, 0, data.length);
                } else {
                    String records = new String(data, StandardCharsets.UTF_8);
                    String path = paxValue(records, "path"); //$NON-NLS-1$
                    if (path != null) {
                        longName = path;
                    }
                    paxMillis = paxMillis(paxValue(records, "mtime")); //$NON-NLS-1$
                }
                continue;
            }
            String name = cString(header, 0, 100);
            if (header[257] == 'u' && header[258] == 's' && header[259] == 't' && header[260] == 'a'
                    && header[261] == 'r') {
                String prefix = cString(header, 345, 155);
                if (!prefix.isEmpty()) {
                    name = prefix + "/" + name; //$NON-NLS-1$
                }
            }
            if (longName != null) {
                name = longName;
            }
            remaining = size;
            padding = pad(size);
            long millis = paxMillis >= 0 ? paxMillis : Math.max(0, octal(header, 136, 12)) * 1000;
            current = name;
            return new Entry(name, size, type == '0' || type == 0 || type == '7', millis);
        }
    }

    /** @return a stream over the current entry's bytes; closing it does nothing */
    public InputStream entryStream() {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                if (remaining <= 0) {
                    return -1;
                }
                int b = in.read();
                if (b < 0) {
                    throw truncated();
                }
                remaining--;
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (remaining <= 0) {
                    return -1;
                }
                int n = in.read(b, off, (int) Math.min(len, remaining));
                if (n < 0) {
                    throw truncated();
                }
                remaining -= n;
                return n;
            }

            @Override
            public void close() {
                // the archive stream stays open for the next entry
            }
        };
    }

    /** @return the truncation, naming the entry by its path in the archive */
    private UnreadableInput truncated() {
        return current == null ? new UnreadableInput(Messages.format("tar.truncatedFirst")) //$NON-NLS-1$
                : new UnreadableInput(Messages.format("tar.truncated", current)); //$NON-NLS-1$
    }

    private static long pad(long size) {
        long r = size % BLOCK;
        return r == 0 ? 0 : BLOCK - r;
    }

    private boolean readBlock() throws IOException {
        int n = in.readNBytes(header, 0, BLOCK);
        if (n == 0) {
            return false;
        }
        if (n < BLOCK) {
            throw truncated();
        }
        return true;
    }

    private void skip(long bytes) throws IOException {
        long left = bytes;
        while (left > 0) {
            long n = in.skip(left);
            if (n <= 0) {
                if (in.read() < 0) {
                    throw truncated();
                }
                n = 1;
            }
            left -= n;
        }
    }

    private boolean checksumOk() {
        long stored = octal(header, 148, 8);
        long sum = 0;
        for (int i = 0; i < BLOCK; i++) {
            sum += i >= 148 && i < 156 ? ' ' : header[i] & 0xff;
        }
        return stored == sum;
    }

    private static boolean isZero(byte[] block) {
        for (byte b : block) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    private static long octal(byte[] b, int off, int len) {
        long v = 0;
        for (int i = off; i < off + len; i++) {
            int c = b[i];
            if (c == 0 || c == ' ') {
                if (v != 0) {
                    break;
                }
                continue;
            }
            if (c < '0' || c > '7') {
                break;
            }
            v = v * 8 + (c - '0');
        }
        return v;
    }

    private static String cString(byte[] b, int off, int len) {
        int end = off;
        while (end < off + len && b[end] != 0) {
            end++;
        }
        return new String(b, off, end - off, StandardCharsets.UTF_8);
    }

    private static String paxValue(String records, String key) {
        for (String record : records.split("\\n")) { //$NON-NLS-1$
            int space = record.indexOf(' ');
            if (space > 0 && record.startsWith(key + "=", space + 1)) { //$NON-NLS-1$
                return record.substring(space + key.length() + 2);
            }
        }
        return null;
    }

    /** A pax {@code mtime} is decimal seconds with an optional fraction: {@code 1101392580.5}. */
    private static long paxMillis(String mtime) {
        if (mtime == null) {
            return -1;
        }
        try {
            return Math.max(0, new BigDecimal(mtime.trim()).movePointRight(3).longValue());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
