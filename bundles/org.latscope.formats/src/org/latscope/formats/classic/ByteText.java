// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import static org.latscope.formats.internal.ByteWords.HIGH_BITS;
import static org.latscope.formats.internal.ByteWords.NEWLINES;
import static org.latscope.formats.internal.ByteWords.SPACES;
import static org.latscope.formats.internal.ByteWords.TABS;
import static org.latscope.formats.internal.ByteWords.firstByte;
import static org.latscope.formats.internal.ByteWords.load;
import static org.latscope.formats.internal.ByteWords.repeat;
import static org.latscope.formats.internal.ByteWords.zeroBytes;

/**
 * {@link Text}'s scanning helpers over a range of UTF-8 bytes, for the entry lines of large
 * traces that are scanned without making a {@code String} of each. Every range is
 * {@code [from, to)}; structure characters are ASCII, so bytes and characters agree on them.
 */
final class ByteText {

    private static final long EMS = repeat('m');
    /** {@code )} in every byte. */
    static final long CLOSES = repeat(')');

    private ByteText() {
    }

    static int skipSpaces(byte[] b, int from, int to) {
        int i = from;
        while (i < to && (b[i] == ' ' || b[i] == '\t')) {
            i++;
        }
        return i;
    }

    static int tokenEnd(byte[] b, int from, int to) {
        int i = from;
        // eight bytes a round: a function name is some 16 bytes, and the exit of a byte loop
        // is a branch missed on every name
        for (; i + 8 <= to; i += 8) {
            long word = load(b, i);
            long spaces = word ^ SPACES;
            long tabs = word ^ TABS;
            long found = (zeroBytes(spaces) | zeroBytes(tabs)) & HIGH_BITS;
            if (found != 0) {
                return i + firstByte(found);
            }
        }
        while (i < to && b[i] != ' ' && b[i] != '\t') {
            i++;
        }
        return i;
    }

    /**
     * @param also a byte to stop at too, in every byte of a word ({@link org.latscope.formats.internal.ByteWords#SPACES} for none more)
     * @return the first byte in {@code [from, to)} that is a blank, a newline, NUL, above 127 or
     *         {@code also}'s, -1 when none; eight bytes a round
     */
    static int plainStop(byte[] b, int from, int to, long also) {
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long word = load(b, i);
            long spaces = word ^ SPACES;
            long tabs = word ^ TABS;
            long newlines = word ^ NEWLINES;
            long others = word ^ also;
            // each term exact below its own lowest hit: the lowest bit of all is the first stop
            long found = (zeroBytes(spaces) | zeroBytes(tabs)
                    | zeroBytes(newlines) | zeroBytes(others)
                    | zeroBytes(word) | word) & HIGH_BITS;
            if (found != 0) {
                return i + firstByte(found);
            }
        }
        int stop = (int) (also & 0xFF);
        for (; i < to; i++) {
            int c = b[i];
            if (c == ' ' || c == '\t' || c == '\n' || c <= 0 || c == stop) {
                return i;
            }
        }
        return -1;
    }

    /**
     * @return the first {@code m} at or after {@code from} among the eight bytes there, or -1
     *         when they hold none or the range has fewer than eight bytes
     */
    static int mWithinEight(byte[] b, int from, int to) {
        if (from + 8 > to) {
            return -1;
        }
        long word = load(b, from) ^ EMS;
        long found = zeroBytes(word) & HIGH_BITS;
        return found == 0 ? -1 : from + firstByte(found);
    }

    /**
     * Eight hex digits at {@code from}, the layout of every preempt count, as one word when
     * they are all decimal digits (nearly every count), else digit by digit.
     *
     * @return the value, or -1 when a byte is no hex digit
     */
    static long hex8(byte[] b, int from) {
        long word = load(b, from);
        long low = word & 0x0F0F0F0F0F0F0F0FL;
        if ((word & 0xF0F0F0F0F0F0F0F0L) == 0x3030303030303030L
                && ((low + 0x0606060606060606L) & 0xF0F0F0F0F0F0F0F0L) == 0) {
            long v = Long.reverseBytes(low); // the first digit is the most significant
            v = (v | v >>> 4) & 0x00FF00FF00FF00FFL;
            v = (v | v >>> 8) & 0x0000FFFF0000FFFFL;
            return (v | v >>> 16) & 0xFFFFFFFFL;
        }
        return hex(b, from, from + 8);
    }

    static int numberEnd(byte[] b, int from, int to) {
        int i = from;
        while (i < to && (isDigit(b[i]) || b[i] == '.')) {
            i++;
        }
        return i;
    }

    /** @return the first index of {@code c} in the range, or -1 */
    static int indexOf(byte[] b, char c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /** @return the last index of {@code c} in the range, or -1 */
    static int lastIndexOf(byte[] b, char c, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (b[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /** @return the index of {@code "ms):"} in the range, or -1 */
    static int indexOfMsClose(byte[] b, int from, int to) {
        for (int i = from; i + 4 <= to; i++) {
            if (b[i] == 'm' && b[i + 1] == 's' && b[i + 2] == ')' && b[i + 3] == ':') {
                return i;
            }
        }
        return -1;
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    static boolean isHex(int c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    static boolean allDigits(byte[] b, int from, int to) {
        if (from >= to) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (!isDigit(b[i])) {
                return false;
            }
        }
        return true;
    }

    /** Parses unsigned hex of up to 16 digits; -1 on anything else. */
    static long hex(byte[] b, int from, int to) {
        if (from >= to || to - from > 16) {
            return -1;
        }
        long v = 0;
        for (int i = from; i < to; i++) {
            int c = b[i];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) {
                return -1;
            }
            v = v << 4 | d;
        }
        return v;
    }

    /** Parses an unsigned decimal of up to 18 digits; Long.MIN_VALUE on anything else. */
    static long decimal(byte[] b, int from, int to) {
        if (from >= to || to - from > 18) {
            return Long.MIN_VALUE;
        }
        long v = 0;
        for (int i = from; i < to; i++) {
            int c = b[i];
            if (!isDigit(c)) {
                return Long.MIN_VALUE;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** {@link Text#fixed(String, int, int, int)} over bytes, {@code scaleDigits} at most 9. */
    static long fixed(byte[] b, int from, int to, int scaleDigits) {
        // Traces print three decimals ("0.549"): read them without a loop, whose data-dependent
        // exit the branch predictor misses on every number.
        int dot = to - 4;
        if (scaleDigits >= 3 && dot > from && dot - from <= 12 && b[dot] == '.') {
            int d1 = b[dot + 1] - '0';
            int d2 = b[dot + 2] - '0';
            int d3 = b[dot + 3] - '0';
            if ((d1 | d2 | d3) >= 0 && d1 <= 9 && d2 <= 9 && d3 <= 9) {
                long whole = 0;
                for (int i = from; i < dot; i++) {
                    int d = b[i] - '0';
                    if (d < 0 || d > 9) {
                        return Long.MIN_VALUE;
                    }
                    whole = whole * 10 + d;
                }
                return whole * POW10[scaleDigits] + (d1 * 100 + d2 * 10 + d3) * POW10[scaleDigits - 3];
            }
        }
        int i = from;
        if (i >= to) {
            return Long.MIN_VALUE;
        }
        long whole = 0;
        int digits = 0;
        while (i < to && isDigit(b[i])) {
            whole = whole * 10 + (b[i] - '0');
            i++;
            if (++digits > 12) {
                return Long.MIN_VALUE;
            }
        }
        long fraction = 0;
        int fractionDigits = 0;
        if (i < to && b[i] == '.') {
            i++;
            while (i < to && isDigit(b[i])) {
                if (fractionDigits < scaleDigits) {
                    fraction = fraction * 10 + (b[i] - '0');
                    fractionDigits++;
                }
                i++;
                digits++;
            }
        }
        if (i != to || digits == 0) {
            return Long.MIN_VALUE;
        }
        return whole * POW10[scaleDigits] + fraction * POW10[scaleDigits - fractionDigits];
    }

    private static final long[] POW10 = { 1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
            100_000_000L, 1_000_000_000L };
}
