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
        if (!prefix(line, out)) {
            return false;
        }
        body.parse(out);
        return true;
    }

    /** Parses everything up to the body; leaves {@code out.bodyStart} after the time's colon. */
    boolean prefix(String s, FtraceLine out) {
        int n = s.length();
        int b = s.indexOf('[');
        int close = -1;
        int cpu = 0;
        while (b >= 0) {
            int i = b + 1;
            cpu = 0;
            while (i < n && isDigit(s.charAt(i)) && i - b < 6) {
                cpu = cpu * 10 + (s.charAt(i) - '0');
                i++;
            }
            if (i > b + 1 && i < n && s.charAt(i) == ']') {
                close = i;
                break;
            }
            b = s.indexOf('[', b + 1);
        }
        if (close < 0 || b == 0) {
            return false;
        }
        int pe = b;
        while (pe > 0 && s.charAt(pe - 1) == ' ') {
            pe--;
        }
        if (pe > 0 && s.charAt(pe - 1) == ')') { // (TGID) column
            int open = s.lastIndexOf('(', pe - 1);
            if (open < 0) {
                return false;
            }
            pe = open;
            while (pe > 0 && s.charAt(pe - 1) == ' ') {
                pe--;
            }
        }
        int ps = pe;
        int pid = 0;
        int scale = 1;
        while (ps > 0 && isDigit(s.charAt(ps - 1)) && pe - ps < 9) {
            pid += (s.charAt(ps - 1) - '0') * scale;
            scale *= 10;
            ps--;
        }
        if (ps == pe || ps == 0 || s.charAt(ps - 1) != '-') {
            return false;
        }
        int i = skipSpaces(s, close + 1, n);
        int tokenEnd = i;
        while (tokenEnd < n && s.charAt(tokenEnd) != ' ' && s.charAt(tokenEnd) != ':') {
            tokenEnd++;
        }
        int flagsStart = i;
        int flagsEnd = i;
        if (!(tokenEnd < n && s.charAt(tokenEnd) == ':' && isTimestamp(s, i, tokenEnd))) {
            flagsEnd = tokenEnd;
            i = skipSpaces(s, tokenEnd, n);
            tokenEnd = i;
            while (tokenEnd < n && s.charAt(tokenEnd) != ' ' && s.charAt(tokenEnd) != ':') {
                tokenEnd++;
            }
            if (tokenEnd >= n || s.charAt(tokenEnd) != ':' || !isTimestamp(s, i, tokenEnd)
                    || flagsEnd - flagsStart > 10) {
                return false;
            }
        }
        out.timeNs = secondsToNs(s, i, tokenEnd);
        out.commStart = skipSpaces(s, 0, ps - 1);
        out.commEnd = ps - 1;
        out.pid = pid;
        out.cpu = cpu;
        out.flagsStart = flagsStart;
        out.flagsEnd = flagsEnd;
        out.mark = ' ';
        out.bodyStart = tokenEnd + 1;
        return true;
    }

    private static boolean isTimestamp(String s, int from, int to) {
        int dot = -1;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
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

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
