// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import static org.latscope.formats.modern.FtraceBodyParser.skipSpaces;

/**
 * Parses one line of ftrace's default format and of {@code trace-cmd report},
 * {@code TASK-PID [(TGID)] [CPU] [FLAGS] SECONDS: body}, by hand-written scanning:
 *
 * <pre>
 *             java-9240    [001] d.h..   273.924508: hrtimer_expire_entry: ...
 *  C1 CompilerThre-9255    [001] d..2.   273.925074: sched_switch: ...
 *             bash-3997  [01]   240.132281:   3997:120:R   +  4055:120:R
 *  trace-cmd-12697 [000] 11303.928103: funcgraph_entry:       0.187 us   |  f();
 * </pre>
 *
 * The task column is not cut, so the comm may hold spaces and dashes; the pid is the number
 * after the last dash before the CPU bracket.
 */
public final class FtraceDefaultLineParser {

    private final FtraceBodyParser body = new FtraceBodyParser();

    /**
     * @param line a line
     * @param out receives the fields
     * @return whether the line is a default-format step line
     */
    public boolean parse(String line, FtraceLine out) {
        out.reset(line);
        return parse(out);
    }

    /**
     * @param out the line, just reset, and what receives its fields
     * @return whether the line is a default-format step line
     */
    boolean parse(FtraceLine out) {
        if (!prefix(out)) {
            return false;
        }
        body.parse(out);
        return true;
    }

    /** Parses everything up to the body; leaves {@code out.bodyStart} after the time's colon. */
    private static boolean prefix(FtraceLine out) {
        byte[] s = out.bytes;
        int from = out.start;
        int n = out.end;
        int b = indexOf(s, '[', from, n);
        int close = -1;
        int cpu = 0;
        while (b >= 0) {
            int i = b + 1;
            cpu = 0;
            while (i < n && isDigit(s[i]) && i - b < 6) {
                cpu = cpu * 10 + (s[i] - '0');
                i++;
            }
            if (i > b + 1 && i < n && s[i] == ']') {
                close = i;
                break;
            }
            b = indexOf(s, '[', b + 1, n);
        }
        if (close < 0 || b == from) {
            return false;
        }
        int pe = b;
        while (pe > from && s[pe - 1] == ' ') {
            pe--;
        }
        if (pe > from && s[pe - 1] == ')') { // (TGID) column
            int open = lastIndexOf(s, '(', from, pe - 1);
            if (open < 0) {
                return false;
            }
            pe = open;
            while (pe > from && s[pe - 1] == ' ') {
                pe--;
            }
        }
        int ps = pe;
        int pid = 0;
        int scale = 1;
        while (ps > from && isDigit(s[ps - 1]) && pe - ps < 9) {
            pid += (s[ps - 1] - '0') * scale;
            scale *= 10;
            ps--;
        }
        if (ps == pe || ps == from || s[ps - 1] != '-') {
            return false;
        }
        int i = skipSpaces(s, close + 1, n);
        int tokenEnd = tokenEnd(s, i, n);
        int flagsStart = i;
        int flagsEnd = i;
        if (!(tokenEnd < n && s[tokenEnd] == ':' && isTimestamp(s, i, tokenEnd))) {
            flagsEnd = tokenEnd;
            i = skipSpaces(s, tokenEnd, n);
            tokenEnd = tokenEnd(s, i, n);
            if (tokenEnd >= n || s[tokenEnd] != ':' || !isTimestamp(s, i, tokenEnd)
                    || flagsEnd - flagsStart > 10) {
                return false;
            }
        }
        out.timeNs = secondsToNs(s, i, tokenEnd);
        out.commStart = skipSpaces(s, from, ps - 1);
        out.commEnd = ps - 1;
        out.pid = pid;
        out.cpu = cpu;
        out.flagsStart = flagsStart;
        out.flagsEnd = flagsEnd;
        out.mark = ' ';
        out.bodyStart = tokenEnd + 1;
        return true;
    }

    /** @return the end of the token at {@code from}: the next blank or colon */
    private static int tokenEnd(byte[] s, int from, int n) {
        int i = from;
        while (i < n && s[i] != ' ' && s[i] != ':') {
            i++;
        }
        return i;
    }

    private static boolean isTimestamp(byte[] s, int from, int to) {
        int dot = -1;
        for (int i = from; i < to; i++) {
            int c = s[i];
            if (c == '.') {
                if (dot >= 0) {
                    return false;
                }
                dot = i;
            } else if (!isDigit(c)) {
                return false;
            }
        }
        return to > from && dot != from && dot != to - 1 && to - from < 22;
    }

    /** {@link #secondsToNs(String, int, int)} over the bytes of a checked timestamp. */
    private static long secondsToNs(byte[] s, int from, int to) {
        long seconds = 0;
        int i = from;
        while (i < to && s[i] != '.') {
            seconds = seconds * 10 + (s[i] - '0');
            i++;
        }
        if (i == to) {
            return seconds;
        }
        long fraction = 0;
        int digits = 0;
        for (i++; i < to; i++) {
            if (digits < 9) {
                fraction = fraction * 10 + (s[i] - '0');
                digits++;
            }
        }
        return seconds * 1_000_000_000L + fraction * POW10[9 - digits];
    }

    private static final long[] POW10 = { 1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
            100_000_000L, 1_000_000_000L };

    private static int indexOf(byte[] s, char c, int from, int end) {
        for (int i = from; i < end; i++) {
            if (s[i] == c) {
                return i;
            }
        }
        return -1;
    }

    private static int lastIndexOf(byte[] s, char c, int from, int before) {
        for (int i = before; i >= from; i--) {
            if (s[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /** @return {@code 273.924508} as 273924508000 ns; a timestamp without dot is read as nanoseconds */
    static long secondsToNs(String s, int from, int to) {
        long seconds = 0;
        int i = from;
        while (i < to && s.charAt(i) != '.') {
            seconds = seconds * 10 + (s.charAt(i) - '0');
            i++;
        }
        if (i == to) {
            return seconds;
        }
        long fraction = 0;
        int digits = 0;
        for (i++; i < to; i++) {
            if (digits < 9) {
                fraction = fraction * 10 + (s.charAt(i) - '0');
                digits++;
            }
        }
        while (digits < 9) {
            fraction *= 10;
            digits++;
        }
        return seconds * 1_000_000_000L + fraction;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
