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

    /** What {@link #compactTask} read of a task: its pid, its priority and the first character of its state. */
    static final class Task {
        long pid;
        long prio;
        int state;
    }

    /**
     * trace-cmd's compact form of a task, {@code comm:pid [prio] state}, as the model's
     * {@code CompactSched} reads it (the comm and prio stripped, the pid the digits after the
     * comm's last colon), read for the fields its {@code key=value} form would give: the pid,
     * the prio as {@link EventFields#number} reads it, the state's first character (0 when none).
     *
     * @return false when the text is not that form, or its pid has more than 18 digits
     */
    static boolean compactTask(byte[] s, int from, int to, Task out) {
        int open = -1;
        for (int i = from; i + 1 < to; i++) {
            if (s[i] == ' ' && s[i + 1] == '[') {
                open = i;
                break;
            }
        }
        if (open < 0) {
            return false;
        }
        int close = -1;
        for (int i = open; i < to; i++) {
            if (s[i] == ']') {
                close = i;
                break;
            }
        }
        if (close < 0) {
            return false;
        }
        int hs = strip(s, from, open);
        int he = stripEnd(s, hs, open);
        int colon = -1;
        for (int i = he - 1; i >= hs; i--) {
            if (s[i] == ':') {
                colon = i;
                break;
            }
        }
        if (colon <= hs || colon == he - 1 || he - colon - 1 > 18) {
            return false;
        }
        long pid = 0;
        for (int i = colon + 1; i < he; i++) {
            if (s[i] < '0' || s[i] > '9') {
                return false;
            }
            pid = pid * 10 + (s[i] - '0');
        }
        int ps = strip(s, open + 2, close);
        int pe = stripEnd(s, ps, close);
        boolean negative = ps < pe && s[ps] == '-';
        int i = negative ? ps + 1 : ps;
        int digits = i;
        long prio = 0;
        while (i < pe && s[i] >= '0' && s[i] <= '9' && i - digits < 18) {
            prio = prio * 10 + (s[i++] - '0');
        }
        int rs = strip(s, close + 1, to);
        int re = stripEnd(s, rs, to);
        out.pid = pid;
        out.prio = i == digits ? EventFields.MISSING : negative ? -prio : prio;
        out.state = rs < re ? s[rs] : 0;
        return true;
    }

    /** @return whether {@code s[from, to)} holds {@code c} */
    static boolean contains(byte[] s, int from, int to, char c) {
        for (int i = from; i < to; i++) {
            if (s[i] == c) {
                return true;
            }
        }
        return false;
    }

    /** @return where {@code ==>} starts in {@code s[from, to)}, or -1 */
    static int arrow(byte[] s, int from, int to) {
        for (int i = from; i + 2 < to; i++) {
            if (s[i] == '=' && s[i + 1] == '=' && s[i + 2] == '>') {
                return i;
            }
        }
        return -1;
    }

    /** @return the first index at or after {@code from} that is no whitespace, as {@link String#strip()} has it */
    private static int strip(byte[] s, int from, int to) {
        int i = from;
        while (i < to && Character.isWhitespace(s[i])) {
            i++;
        }
        return i;
    }

    /** @return the end of {@code s[from, to)} without trailing whitespace */
    private static int stripEnd(byte[] s, int from, int to) {
        int i = to;
        while (i > from && Character.isWhitespace(s[i - 1])) {
            i--;
        }
        return i;
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
