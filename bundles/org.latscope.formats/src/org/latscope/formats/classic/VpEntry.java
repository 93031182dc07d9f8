// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.internal.RegexDot;
import org.latscope.formats.spi.AsciiLine;

/**
 * One scanned entry line of a voluntary-preempt / -rt latency trace, reused from line to
 * line. Three layouts:
 * <ul>
 * <li>v1.0: {@code 0.000ms (+0.000ms): page_address (kmap_high)};</li>
 * <li>v1.0.2 to v1.0.7: {@code [path:][pid ]00000001 0.000ms (+0.549ms): fn (parent) [n]},
 * 7 or 8 hex digits of preempt count; pseudo-entries {@code (4) ((0))};</li>
 * <li>v1.1.x: {@code kswapd0-100   0Dnh2    4us+: fn (parent)}.</li>
 * </ul>
 */
final class VpEntry {

    enum Layout {
        V10, V10X, V11
    }

    private static final Pattern V11 = Pattern
            .compile("^\\s*(.*?)-(\\d+)\\s+(\\d{1,3})([A-Za-z.][A-Za-z.\\d]{3,7})\\s+(\\d+)(?:us|\\u00b5s|\\ufffds)(.)?:\\s?(.*)$"); //$NON-NLS-1$

    /** Start and end of the V11 regex's seven groups (-1 for an absent mark), reused per line. */
    private final int[] v11 = new int[14];

    Layout layout;
    String prefix;
    int pid;
    int count;
    long timeNs;
    long deltaNs;
    /** The UTF-8 bytes holding the function and parent ranges. */
    byte[] call;
    int functionFrom;
    int functionTo;
    /** -1 when there is no parent range (none, or {@link #parentText} holds a wrapped one). */
    int parentFrom = -1;
    int parentTo;
    boolean hasFunction;
    String parentText;
    int mcount;
    String pseudo;
    String comm;
    int cpu;
    String flags;
    char mark;
    String rest;

    /** @return the function name (allocates; for rare paths and tests) */
    String function() {
        return hasFunction ? text(call, functionFrom, functionTo) : null;
    }
    /** The entry lacks its {@code (parent)}, which may be wrapped onto the next line. */
    boolean parentMissing;

    /**
     * @param s a line
     * @return true when {@code s} is an entry; the fields then describe it
     */
    boolean scan(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return scan(b, 0, b.length, s);
    }

    /**
     * Scans an entry line from its bytes, allocating nothing for the common v1.0.x entry; the
     * ranges then point into {@code line}'s array, valid while the line source keeps it.
     *
     * @param line a plain ASCII line
     * @return true when the line is an entry; the fields then describe it
     */
    boolean scan(AsciiLine line) {
        return scan(line.array(), line.offset(), line.offset() + line.length(), null);
    }

    /**
     * Scans an entry line from its UTF-8 bytes; the ranges then point into {@code b}.
     *
     * @param b holds the line's bytes
     * @param from where the line starts in {@code b}
     * @param to where it ends
     * @param text the line as a String when the caller has one, else null
     * @return true when the line is an entry
     */
    boolean scan(byte[] b, int from, int to, String text) {
        int p = ByteText.skipSpaces(b, from, to);
        if (p >= to) {
            return false;
        }
        int c = b[p];
        if (ByteText.isHex(c) || c == '/' || c < 0 || Character.isLetter(c)) {
            if (scanV10(b, p, to)) {
                return true;
            }
        }
        // header lines come here too, several per trace: the regex only runs on lines it can match
        if (!mayBeV11(b, from, to)) {
            return false;
        }
        return scanV11(text != null ? text : new String(b, from, to - from, StandardCharsets.UTF_8));
    }

    /**
     * A necessary condition for the {@link #V11} regex, checked on the bytes: somewhere a
     * {@code -} then digits (the pid), blanks, one to three digits (the CPU) and a flag
     * character. No header line of a v1.x trace has it, save a negative nice value.
     */
    static boolean mayBeV11(byte[] b, int from, int to) {
        for (int i = ByteText.indexOf(b, '-', from, to); i >= 0; i = ByteText.indexOf(b, '-', i + 1, to)) {
            int p = i + 1;
            while (p < to && ByteText.isDigit(b[p])) {
                p++;
            }
            if (p == i + 1) {
                continue;
            }
            int blanks = p;
            while (p < to && Text.isRegexSpace((char) b[p])) {
                p++;
            }
            if (p == blanks) {
                continue;
            }
            int cpu = p;
            while (p < to && p - cpu < 3 && ByteText.isDigit(b[p])) {
                p++;
            }
            if (p > cpu && p < to && isFlagStart((char) b[p])) {
                return true;
            }
        }
        return false;
    }

    /** @return whether the v1.1.x regex matches {@code s} (for tests of {@link #mayBeV11}) */
    static boolean matchesV11(String s) {
        return V11.matcher(s).matches();
    }

    private boolean scanV10(byte[] b, int start, int n) {
        prefix = null;
        pid = -1;
        count = 0;
        if (scanCanonical(b, start, n)) {
            return true;
        }
        int p = start;
        int e1 = ByteText.tokenEnd(b, p, n);
        // grep output: path:entry (the first colon, when it lies in the first token)
        int colon = ByteText.indexOf(b, ':', p, e1);
        if (colon > p && colon + 1 < n && ByteText.isHex(b[colon + 1])
                && ByteText.lastIndexOf(b, '/', p, colon) >= p && !endsWithMs(b, p, e1)) {
            prefix = text(b, p, colon);
            p = colon + 1;
            e1 = ByteText.tokenEnd(b, p, n);
        }
        int timeStart;
        int timeEnd;
        if (endsWithMs(b, p, e1)) {
            layout = Layout.V10;
            timeStart = p;
            timeEnd = e1;
        } else {
            int p2 = ByteText.skipSpaces(b, e1, n);
            int e2 = ByteText.tokenEnd(b, p2, n);
            if (endsWithMs(b, p2, e2)) {
                long hex = ByteText.hex(b, p, e1);
                if (hex < 0 || e1 - p < 7 || e1 - p > 8) {
                    return false;
                }
                count = (int) hex;
            } else {
                int p3 = ByteText.skipSpaces(b, e2, n);
                int e3 = ByteText.tokenEnd(b, p3, n);
                long hex = ByteText.hex(b, p2, e2);
                if (!endsWithMs(b, p3, e3) || !ByteText.allDigits(b, p, e1) || hex < 0 || e2 - p2 < 7
                        || e2 - p2 > 8) {
                    return false;
                }
                pid = (int) ByteText.decimal(b, p, e1);
                count = (int) hex;
                p2 = p3;
                e2 = e3;
            }
            layout = Layout.V10X;
            timeStart = p2;
            timeEnd = e2;
        }
        timeNs = ByteText.fixed(b, timeStart, timeEnd - 2, 6);
        if (timeNs == Long.MIN_VALUE) {
            return false;
        }
        // " (+0.549ms): "
        int q = ByteText.skipSpaces(b, timeEnd, n);
        if (q + 1 >= n || b[q] != '(' || b[q + 1] != '+') {
            return false;
        }
        int close = ByteText.indexOfMsClose(b, q, n);
        if (close < 0) {
            return false;
        }
        deltaNs = ByteText.fixed(b, q + 2, close, 6);
        if (deltaNs == Long.MIN_VALUE) {
            return false;
        }
        return scanCall(b, ByteText.skipSpaces(b, close + 4, n), n);
    }

    /**
     * The layout of nearly every v1.0.2+ entry, {@code 00000001 0.000ms (+0.549ms): call}
     * (eight hex digits, single blanks), read in one pass with fixed positions; anything else
     * goes to the general scan, which reads these lines the same way.
     */
    private boolean scanCanonical(byte[] b, int p, int n) {
        int call = canonicalPrefix(b, p, n);
        return call >= 0 && scanCall(b, call, n);
    }

    /**
     * Reads {@code 00000001 0.000ms (+0.549ms): } of {@link #scanCanonical} and sets layout,
     * count, time and delta; {@code n} may lie past the line's end (see {@link #scanInPlace}):
     * a newline before it fails one of the tests on the way.
     *
     * @return where the call starts, -1 when the line has no such prefix
     */
    private int canonicalPrefix(byte[] b, int p, int n) {
        if (p + 9 >= n || b[p + 8] != ' ') {
            return -1;
        }
        long hex = ByteText.hex8(b, p);
        int t = p + 9;
        // the ms ends the number: found eight bytes at a time when the number is short, as it is
        int m = ByteText.mWithinEight(b, t, n);
        if (m < 0) {
            m = ByteText.numberEnd(b, t, n);
        }
        if (hex < 0 || m + 5 > n || m == t || !ByteText.isDigit(b[m - 1]) || b[m] != 'm' || b[m + 1] != 's'
                || b[m + 2] != ' ' || b[m + 3] != '(' || b[m + 4] != '+') {
            return -1;
        }
        int d = m + 5;
        int dm = ByteText.mWithinEight(b, d, n);
        if (dm < 0) {
            dm = ByteText.numberEnd(b, d, n);
        }
        if (dm + 4 > n || b[dm] != 'm' || b[dm + 1] != 's' || b[dm + 2] != ')' || b[dm + 3] != ':') {
            return -1;
        }
        long time = ByteText.fixed(b, t, m, 6);
        long delta = ByteText.fixed(b, d, dm, 6);
        if (time == Long.MIN_VALUE || delta == Long.MIN_VALUE) {
            return -1;
        }
        layout = Layout.V10X;
        count = (int) hex;
        timeNs = time;
        deltaNs = delta;
        return ByteText.skipSpaces(b, dm + 4, n);
    }

    /**
     * Set by {@link #scanInPlace} when it read a line; the caller clears it before each offer.
     */
    boolean inPlace;

    /**
     * A {@link org.latscope.formats.spi.LineScanner}: reads the canonical v1.0.2+ entry
     * {@code 00000001 0.000ms (+0.549ms): fn (parent)} where the line source holds it and
     * finds its newline on the way, setting the fields as {@link #scan(AsciiLine)} sets them
     * for that line. Any other line, or one with more blanks, an {@code [n]}, a carriage
     * return, a byte beyond ASCII, is declined and read as usual.
     *
     * @return the index of the line's newline, -1 when declined
     */
    int scanInPlace(byte[] b, int from, int to) {
        if (from + 9 >= to || !ByteText.isHex(b[from])) {
            return -1;
        }
        prefix = null;
        pid = -1;
        count = 0;
        int call = canonicalPrefix(b, from, to);
        if (call < 0 || call >= to || b[call] == '(') {
            return -1;
        }
        int fnEnd = ByteText.plainStop(b, call, to, org.latscope.formats.internal.ByteWords.SPACES);
        if (fnEnd <= call || b[fnEnd] != ' ' || fnEnd + 2 >= to || b[fnEnd + 1] != '(') {
            return -1;
        }
        int close = ByteText.plainStop(b, fnEnd + 2, to, ByteText.CLOSES);
        if (close < 0 || b[close] != ')' || close + 1 >= to || b[close + 1] != '\n') {
            return -1;
        }
        this.call = b;
        hasFunction = true;
        functionFrom = call;
        functionTo = fnEnd;
        parentFrom = fnEnd + 2;
        parentTo = close;
        parentText = null;
        pseudo = null;
        mcount = -1;
        parentMissing = false;
        inPlace = true;
        return close + 1;
    }

    /** {@code fn (parent) [n]} or a pseudo-entry {@code (4) ((0))}; sets ranges, allocates nothing. */
    private boolean scanCall(byte[] b, int from, int to) {
        call = b;
        hasFunction = false;
        parentFrom = -1;
        parentText = null;
        pseudo = null;
        mcount = -1;
        parentMissing = false;
        int end = to;
        while (end > from && (b[end - 1] == ' ' || b[end - 1] == '\t')) {
            end--;
        }
        if (from >= end) {
            return false;
        }
        if (b[from] == '(') {
            pseudo = text(b, from, end);
            return true;
        }
        // [n] at the end
        if (b[end - 1] == ']') {
            int open = ByteText.lastIndexOf(b, '[', from + 1, end - 1);
            if (open > from && ByteText.allDigits(b, open + 1, end - 1)) {
                mcount = (int) ByteText.decimal(b, open + 1, end - 1);
                end = open;
                while (end > from && b[end - 1] == ' ') {
                    end--;
                }
            }
        }
        int fnEnd = ByteText.tokenEnd(b, from, end);
        hasFunction = true;
        functionFrom = from;
        functionTo = fnEnd;
        int p = ByteText.skipSpaces(b, fnEnd, end);
        if (p >= end) {
            parentMissing = true;
            return true;
        }
        if (b[p] == '(' && b[end - 1] == ')') {
            parentFrom = p + 1;
            parentTo = end - 1;
        } else {
            pseudo = text(b, p, end);
        }
        return true;
    }

    private static String text(byte[] b, int from, int to) {
        return new String(b, from, to - from, StandardCharsets.UTF_8);
    }

    /**
     * Takes a wrapped {@code (parent)} (and {@code [n]}) from the next line.
     *
     * @param s the next line
     * @return true when it was the missing parent
     */
    boolean takeWrappedParent(String s) {
        String t = s.strip();
        int end = t.length();
        int marker = -1;
        if (end > 0 && t.charAt(end - 1) == ']') {
            int open = t.lastIndexOf('[');
            if (open > 0 && Text.allDigits(t, open + 1, end - 1)) {
                marker = (int) Text.decimal(t, open + 1, end - 1);
                t = t.substring(0, open).strip();
                end = t.length();
            }
        }
        if (end < 3 || t.charAt(0) != '(' || t.charAt(end - 1) != ')' || t.indexOf(' ') >= 0) {
            return false;
        }
        parentText = t.substring(1, end - 1);
        if (marker >= 0) {
            mcount = marker;
        }
        parentMissing = false;
        return true;
    }

    private boolean scanV11(String s) {
        return scanV11(s, false);
    }

    /**
     * Reads a v1.1.x entry, by hand where the line has no line terminator in it (the regex's
     * {@code .} stops at one), else with the {@link #V11} regex; both read a line alike
     * (VpEntryTest compares them). The regex was the largest single cost of reading a v1.1.x trace.
     *
     * @param byRegex whether to use the regex in any case (for tests)
     */
    boolean scanV11(String s, boolean byRegex) {
        if (s.indexOf('s') < 0) {
            return false; // every time unit the regex knows ends in s
        }
        int[] at = v11;
        if (byRegex || RegexDot.hasLineTerminator(s, 0)) {
            Matcher m = V11.matcher(s);
            if (!m.matches()) {
                return false;
            }
            for (int g = 1; g <= 7; g++) {
                at[2 * g - 2] = m.start(g);
                at[2 * g - 1] = m.end(g);
            }
        } else if (!matchV11(s, at)) {
            return false;
        }
        if (at[3] - at[2] > 9) {
            return false; // no pid has more digits; Integer.parseInt would throw
        }
        layout = Layout.V11;
        prefix = null;
        comm = s.substring(at[0], at[1]).strip();
        pid = Integer.parseInt(s, at[2], at[3], 10);
        cpu = Integer.parseInt(s, at[4], at[5], 10);
        flags = s.substring(at[6], at[7]);
        timeNs = Text.decimal(s, at[8], at[9]) * 1000;
        deltaNs = Long.MIN_VALUE;
        mark = at[10] < 0 ? ' ' : s.charAt(at[10]);
        rest = s.substring(at[12], at[13]);
        byte[] restBytes = rest.getBytes(StandardCharsets.UTF_8);
        if (!scanCall(restBytes, 0, restBytes.length)) {
            return false;
        }
        return hasFunction || pseudo != null;
    }

    /**
     * The {@link #V11} regex by hand: the comm runs to the first {@code -} after which the rest
     * matches (the regex's lazy group); pid, CPU, flags and time are maximal runs, as the
     * regex's backtracking cannot make a shorter one match.
     */
    private static boolean matchV11(String s, int[] at) {
        int n = s.length();
        int from = Text.skipRegexSpace(s, 0, n);
        for (int dash = s.indexOf('-', from); dash >= 0; dash = s.indexOf('-', dash + 1)) {
            if (matchV11After(s, dash + 1, n, at)) {
                at[0] = from;
                at[1] = dash;
                return true;
            }
        }
        return false;
    }

    private static boolean matchV11After(String s, int p, int n, int[] at) {
        int pidEnd = Text.digitsEnd(s, p, n);
        int cpu = Text.skipRegexSpace(s, pidEnd, n);
        if (pidEnd == p || cpu == pidEnd) {
            return false;
        }
        int cpuEnd = Text.digitsEnd(s, cpu, n);
        if (cpuEnd == cpu || cpuEnd - cpu > 3 || cpuEnd >= n || !isFlagStart(s.charAt(cpuEnd))) {
            return false;
        }
        int flagsEnd = cpuEnd + 1;
        while (flagsEnd < n && (isFlagStart(s.charAt(flagsEnd)) || Text.isDigit(s.charAt(flagsEnd)))) {
            flagsEnd++;
        }
        int time = Text.skipRegexSpace(s, flagsEnd, n);
        if (flagsEnd - cpuEnd < 4 || flagsEnd - cpuEnd > 8 || time == flagsEnd) {
            return false;
        }
        int timeEnd = Text.digitsEnd(s, time, n);
        int unitEnd = s.startsWith("us", timeEnd) || s.startsWith("\u00b5s", timeEnd) || s.startsWith("\ufffds", timeEnd) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                ? timeEnd + 2 : -1;
        if (timeEnd == time || unitEnd < 0) {
            return false;
        }
        // (.)?: takes a mark when a colon follows it, else the colon comes at once
        int mark = -1;
        int colon = unitEnd;
        if (unitEnd + 1 < n && s.charAt(unitEnd + 1) == ':') {
            mark = unitEnd;
            colon = unitEnd + 1;
        } else if (unitEnd >= n || s.charAt(unitEnd) != ':') {
            return false;
        }
        int rest = colon + 1 < n && Text.isRegexSpace(s.charAt(colon + 1)) ? colon + 2 : colon + 1;
        at[2] = p;
        at[3] = pidEnd;
        at[4] = cpu;
        at[5] = cpuEnd;
        at[6] = cpuEnd;
        at[7] = flagsEnd;
        at[8] = time;
        at[9] = timeEnd;
        at[10] = mark;
        at[11] = mark < 0 ? -1 : mark + 1;
        at[12] = rest;
        at[13] = n;
        return true;
    }

    private static boolean isFlagStart(char c) {
        return c == '.' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    private static boolean endsWithMs(byte[] b, int from, int to) {
        return to - from >= 3 && b[to - 1] == 's' && b[to - 2] == 'm' && ByteText.isDigit(b[to - 3]);
    }
}
