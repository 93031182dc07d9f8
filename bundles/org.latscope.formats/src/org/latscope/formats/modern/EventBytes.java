// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.nio.charset.StandardCharsets;

import org.latscope.model.events.EventFields;

/**
 * {@link EventFields} over a range of ASCII bytes, the payload of a line the reader has not
 * made a String of: the same keys found at the same places, the same numbers. Every method
 * gives what its {@code EventFields} namesake gives for the range's text.
 */
final class EventBytes {

    private EventBytes() {
    }

    /** @return the key as bytes, for the lookups */
    static byte[] key(String key) {
        return key.getBytes(StandardCharsets.US_ASCII);
    }

    /** @return where {@code key} starts at the start of a word of {@code s[from, to)}, or -1 */
    static int keyAt(byte[] s, int from, int to, byte[] key) {
        int last = to - key.length;
        byte first = key[0];
        for (int at = from; at <= last; at++) {
            if (s[at] != first || at > from && s[at - 1] != ' ' && s[at - 1] != '\t' && s[at - 1] != '[') {
                continue;
            }
            int k = 1;
            while (k < key.length && s[at + k] == key[k]) {
                k++;
            }
            if (k == key.length) {
                return at;
            }
        }
        return -1;
    }

    /** @return the decimal number after {@code key} (a sign allowed), or {@link EventFields#MISSING} */
    static long number(byte[] s, int from, int to, byte[] key) {
        int at = keyAt(s, from, to, key);
        if (at < 0) {
            return EventFields.MISSING;
        }
        int i = at + key.length;
        while (i < to && s[i] == ' ') {
            i++;
        }
        boolean negative = i < to && s[i] == '-';
        if (negative) {
            i++;
        }
        int start = i;
        long v = 0;
        while (i < to && s[i] >= '0' && s[i] <= '9' && i - start < 18) {
            v = v * 10 + (s[i++] - '0');
        }
        return i == start ? EventFields.MISSING : negative ? -v : v;
    }

    /** Returned by {@link #hex} when the key is missing. */
    static final long NO_KEY = Long.MIN_VALUE;
    /** Returned by {@link #hex} when the value is no plain hexadecimal number: the text must be read. */
    static final long NOT_HEX = Long.MIN_VALUE + 1;

    /**
     * @return the word after {@code key} (up to a blank or {@code ]}) read as an unsigned
     *         hexadecimal number, {@code 0x} allowed: {@link #NO_KEY} when the key is missing,
     *         {@link #NOT_HEX} when the word is empty, too long or holds other characters
     */
    static long hex(byte[] s, int from, int to, byte[] key) {
        int at = keyAt(s, from, to, key);
        if (at < 0) {
            return NO_KEY;
        }
        int i = at + key.length;
        if (i + 1 < to && s[i] == '0' && s[i + 1] == 'x') {
            i += 2;
        }
        int start = i;
        long v = 0;
        for (; i < to && s[i] != ' ' && s[i] != '\t' && s[i] != ']'; i++) {
            int c = s[i];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0 || i - start >= 16) {
                return NOT_HEX;
            }
            v = v << 4 | d;
        }
        return i == start ? NOT_HEX : v;
    }
}
