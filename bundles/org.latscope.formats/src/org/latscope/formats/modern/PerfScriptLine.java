// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One event line of {@code perf script} or {@code perf sched script}:
 * {@code comm pid[/tid] [cpu] seconds: [sched:]event: payload}. The comm may hold spaces;
 * the CPU column is optional ({@code -F} without {@code cpu}); the event may come with its
 * category ({@code sched:sched_switch:}) or without ({@code sched_switch:}).
 *
 * @param comm the task's comm as printed
 * @param pid the pid, or the tid of {@code pid/tid}
 * @param cpu the CPU, or -1
 * @param timeNs the time in nanoseconds
 * @param event the event name without its category
 * @param payload the text after the event name
 */
record PerfScriptLine(String comm, int pid, int cpu, long timeNs, String event, String payload) {

    private static final Pattern LINE = Pattern.compile(
            "^\\s*(.*?)\\s+(\\d+)(?:/(\\d+))?\\s+(?:\\[(\\d+)\\]\\s+)?(\\d+)\\.(\\d{1,9}):\\s+(?:([\\w-]+):)?(\\w+):\\s*(.*)$"); //$NON-NLS-1$

    /**
     * @param line a line without mail quoting
     * @return the parsed line, or null when it is no event line
     */
    static PerfScriptLine parse(String line) {
        if (!mayMatch(line)) {
            return null;
        }
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return null;
        }
        String comm = m.group(1).strip();
        long pid = Tokens.parseLong(m.group(3) != null ? m.group(3) : m.group(2));
        long cpu = m.group(4) == null ? -1 : Tokens.parseLong(m.group(4));
        long seconds = Tokens.parseLong(m.group(5));
        String fraction = m.group(6);
        long nanos = Tokens.parseLong(fraction);
        if (pid < 0 || pid > Integer.MAX_VALUE || seconds < 0 || seconds > Long.MAX_VALUE / 1_000_000_000L || nanos < 0
                || cpu > 65_535) {
            return null;
        }
        for (int i = fraction.length(); i < 9; i++) {
            nanos *= 10;
        }
        return new PerfScriptLine(comm, (int) pid, (int) cpu, seconds * 1_000_000_000L + nanos, m.group(8), m.group(9).strip());
    }

    /**
     * What {@link #LINE} needs, checked without backtracking: a time {@code digits.digits:}
     * preceded by whitespace, before which come, whitespace apart, an optional {@code [digits]}
     * and a pid ({@code digits} or {@code digits/digits}) that whitespace precedes. Lines of
     * other formats (every line of a file's head is offered to the probe) fail here in one pass
     * instead of in the regex's backtracking over the lazy comm.
     *
     * @param line a line without mail quoting
     * @return false when {@link #LINE} cannot match
     */
    static boolean mayMatch(String line) {
        int n = line.length();
        for (int dot = line.indexOf('.'); dot >= 0; dot = line.indexOf('.', dot + 1)) {
            int f = dot + 1;
            while (f < n && digit(line.charAt(f))) {
                f++;
            }
            if (f == dot + 1 || f - dot - 1 > 9 || f + 1 >= n || line.charAt(f) != ':' || !space(line.charAt(f + 1))) {
                continue;
            }
            int s = dot;
            while (s > 0 && digit(line.charAt(s - 1))) {
                s--;
            }
            if (s == dot || s == 0 || !space(line.charAt(s - 1)) || !pidBefore(line, s - 1)) {
                continue;
            }
            return true;
        }
        return false;
    }

    /** Whether {@code ws+ ( [digits] ws+ )?} ending at {@code end} follows {@code ws+ digits(/digits)?}. */
    private static boolean pidBefore(String line, int end) {
        int p = skipSpaceBack(line, end);
        if (p < 0) {
            return false;
        }
        if (pid(line, p)) {
            return true;
        }
        if (line.charAt(p) != ']') {
            return false;
        }
        int q = p - 1;
        while (q >= 0 && digit(line.charAt(q))) {
            q--;
        }
        if (q == p - 1 || q < 1 || line.charAt(q) != '[' || !space(line.charAt(q - 1))) {
            return false;
        }
        q = skipSpaceBack(line, q - 1);
        return q >= 0 && pid(line, q);
    }

    /** The index before the whitespace run ending at {@code end}, or -1. */
    private static int skipSpaceBack(String line, int end) {
        int p = end;
        while (p >= 0 && space(line.charAt(p))) {
            p--;
        }
        return p;
    }

    /** Whether {@code digits} or {@code digits/digits} preceded by whitespace ends at {@code end}. */
    private static boolean pid(String line, int end) {
        int p = end;
        while (p >= 0 && digit(line.charAt(p))) {
            p--;
        }
        if (p == end || p < 0) {
            return false;
        }
        if (line.charAt(p) == '/') {
            int q = p - 1;
            while (q >= 0 && digit(line.charAt(q))) {
                q--;
            }
            if (q < p - 1 && q >= 0 && space(line.charAt(q))) {
                return true;
            }
        }
        return space(line.charAt(p));
    }

    private static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    /** {@code \s}: {@code [ \t\n\x0B\f\r]}. */
    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    /**
     * @param line a line without mail quoting
     * @return the symbol of a call-chain line that follows an event, or null
     */
    static String frame(String line) {
        // ^\s+[0-9a-f]{4,16}\s+(\S+) scanned without a matcher: no backtracking can help that
        // pattern, as each run must end where the next character class begins
        int n = line.length();
        int p = 0;
        while (p < n && space(line.charAt(p))) {
            p++;
        }
        int hex = p;
        while (p < n && (digit(line.charAt(p)) || line.charAt(p) >= 'a' && line.charAt(p) <= 'f')) {
            p++;
        }
        if (hex == 0 || p - hex < 4 || p - hex > 16 || p == n || !space(line.charAt(p))) {
            return null;
        }
        while (p < n && space(line.charAt(p))) {
            p++;
        }
        int symbol = p;
        while (p < n && !space(line.charAt(p))) {
            p++;
        }
        return p == symbol ? null : line.substring(symbol, p);
    }
}
