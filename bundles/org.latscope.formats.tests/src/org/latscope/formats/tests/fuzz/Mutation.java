// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * The damage the fuzz properties and the fuzz campaign do to real samples. Each kind takes the
 * sample, a second sample (for splices) and a random source that picks positions and sizes;
 * the fuzz tests pass a seeded {@link Random} so that a failing try names its seed.
 */
public enum Mutation {

    /** One to eight bytes replaced by random bytes. */
    BYTE_FLIPS {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            byte[] out = a.clone();
            for (int k = 1 + r.nextInt(8); k > 0 && out.length > 0; k--) {
                out[r.nextInt(out.length)] ^= (byte) (1 + r.nextInt(255));
            }
            return out;
        }
    },
    /** The sample cut at any byte. */
    TRUNCATION {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            return java.util.Arrays.copyOf(a, r.nextInt(a.length + 1));
        }
    },
    /** The head of one sample followed by the tail of another (of another format, mostly). */
    SPLICE {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            int cutA = r.nextInt(a.length + 1);
            int cutB = r.nextInt(b.length + 1);
            return concat(java.util.Arrays.copyOf(a, cutA), java.util.Arrays.copyOfRange(b, cutB, b.length));
        }
    },
    /** A line of 5 MB (one repeated character, or a repeated line of the sample joined) inserted. */
    LONG_LINE {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            byte[] line = new byte[LONG_LINE_BYTES];
            byte[] motif = r.nextBoolean() ? new byte[] { (byte) " x9(:|-".charAt(r.nextInt(7)) } : firstLine(a, r);
            for (int i = 0; i < line.length; i++) {
                byte c = motif[i % motif.length];
                line[i] = c == '\n' || c == '\r' ? (byte) ' ' : c;
            }
            return insert(a, lineStart(a, r.nextInt(a.length + 1)), concat(line, new byte[] { '\n' }));
        }
    },
    /** Line ends turned into CR LF or lone CR, and NUL bytes inserted. */
    CR_LF_NUL {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            ByteArrayOutputStream out = new ByteArrayOutputStream(a.length + 64);
            int mode = r.nextInt(3);
            for (byte c : a) {
                if (c == '\n' && r.nextInt(4) == 0) {
                    if (mode == 0) {
                        out.write('\r');
                        out.write('\n');
                    } else if (mode == 1) {
                        out.write('\r');
                    } else {
                        out.write(0);
                        out.write('\n');
                    }
                } else {
                    out.write(c);
                }
                if (r.nextInt(512) == 0) {
                    out.write(0);
                }
            }
            return out.toByteArray();
        }
    },
    /** Invalid UTF-8 (lone continuation bytes, overlong forms, surrogates, 0xFF) inserted. */
    INVALID_UTF8 {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            byte[][] bad = { { (byte) 0x80 }, { (byte) 0xC3 }, { (byte) 0xC0, (byte) 0xAF },
                    { (byte) 0xED, (byte) 0xA0, (byte) 0x80 }, { (byte) 0xFF, (byte) 0xFE },
                    { (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80 }, { (byte) 0xE2, (byte) 0x82 } };
            byte[] out = a;
            for (int k = 1 + r.nextInt(6); k > 0; k--) {
                out = insert(out, r.nextInt(out.length + 1), bad[r.nextInt(bad.length)]);
            }
            return out;
        }
    },
    /** Numbers replaced by numbers past 64 bits (decimal, negative, hex, with a fraction). */
    HUGE_NUMBERS {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            String[] huge = { "18446744073709551616", "99999999999999999999999999", "-9223372036854775809",
                    "ffffffffffffffffffff", "0x1ffffffffffffffff", "340282366920938463463374607431768211457.123",
                    "9223372036854775808", "2147483648" };
            String text = new String(a, StandardCharsets.ISO_8859_1);
            StringBuilder out = new StringBuilder(text.length() + 256);
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (Character.isDigit(c)) {
                    int end = i;
                    while (end < text.length() && Character.isLetterOrDigit(text.charAt(end))) {
                        end++;
                    }
                    out.append(r.nextInt(3) == 0 ? huge[r.nextInt(huge.length)] : text.substring(i, end));
                    i = end;
                } else {
                    out.append(c);
                    i++;
                }
            }
            return out.toString().getBytes(StandardCharsets.ISO_8859_1);
        }
    },
    /** Lines quoted as in mail, up to 20 levels deep, in one style or mixed. */
    DEEP_QUOTING {
        @Override
        byte[] apply(byte[] a, byte[] b, Random r) {
            int depth = 1 + r.nextInt(MAX_QUOTING);
            String[] styles = { "> ", ">", "> > ", " >", ">> " };
            String text = new String(a, StandardCharsets.ISO_8859_1);
            StringBuilder out = new StringBuilder(text.length() * 2);
            boolean mixed = r.nextBoolean();
            String style = styles[r.nextInt(styles.length)];
            for (String line : text.split("\n", -1)) {
                for (int d = 0; d < depth; d++) {
                    out.append(mixed ? styles[r.nextInt(styles.length)] : style);
                }
                out.append(line).append('\n');
            }
            return out.toString().getBytes(StandardCharsets.ISO_8859_1);
        }
    };

    /** The length of the long lines inserted. */
    public static final int LONG_LINE_BYTES = 5 * 1024 * 1024;

    /** The deepest mail quoting produced. */
    public static final int MAX_QUOTING = 20;

    /**
     * @param sample the sample to damage
     * @param other a second sample, the tail of a splice
     * @param random picks positions and sizes
     * @return a new array, the damaged copy
     */
    public byte[] mutate(byte[] sample, byte[] other, Random random) {
        return apply(sample, other, random);
    }

    abstract byte[] apply(byte[] a, byte[] b, Random r);

    static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static byte[] insert(byte[] a, int at, byte[] what) {
        byte[] out = new byte[a.length + what.length];
        System.arraycopy(a, 0, out, 0, at);
        System.arraycopy(what, 0, out, at, what.length);
        System.arraycopy(a, at, out, at + what.length, a.length - at);
        return out;
    }

    static int lineStart(byte[] a, int at) {
        int i = at;
        while (i > 0 && a[i - 1] != '\n') {
            i--;
        }
        return i;
    }

    static byte[] firstLine(byte[] a, Random r) {
        int start = lineStart(a, r.nextInt(a.length + 1));
        int end = start;
        while (end < a.length && a[end] != '\n') {
            end++;
        }
        return end > start ? java.util.Arrays.copyOfRange(a, start, end + (end < a.length ? 1 : 0)) : new byte[] { 'x' };
    }
}
