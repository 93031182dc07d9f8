// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.formats.internal.RegexDot;

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
        int dot = firstTime(line);
        if (dot < 0) {
            return null;
        }
        // the regex only where the scan cannot tell: a later time token, a line terminator
        PerfScriptLine scanned = RegexDot.hasLineTerminator(line, 0) ? null : scan(line, dot);
        return scanned != null ? scanned : byRegex(line);
    }

    /** {@link #parse} by {@link #LINE} alone: the reference the scan agrees with (tests). */
    static PerfScriptLine parseByRegex(String line) {
        return firstTime(line) < 0 ? null : byRegex(line);
    }

    /** @return what {@link #LINE} reads of a line that has a time token, or null */
    private static PerfScriptLine byRegex(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return null;
        }
        return of(m.group(1), m.group(3) != null ? m.group(3) : m.group(2), m.group(4), m.group(5), m.group(6), m.group(8),
                m.group(9));
    }

    /** The fields as {@link #LINE}'s groups give them; null when a number is out of range. */
    private static PerfScriptLine of(String comm, String pidText, String cpuText, String secondsText, String fraction,
            String event, String payload) {
        long pid = Tokens.parseLong(pidText);
        long cpu = cpuText == null ? -1 : Tokens.parseLong(cpuText);
        long seconds = Tokens.parseLong(secondsText);
        long nanos = Tokens.parseLong(fraction);
        if (pid < 0 || pid > Integer.MAX_VALUE || seconds < 0 || seconds > Long.MAX_VALUE / 1_000_000_000L || nanos < 0
                || cpu > 65_535) {
            return null;
        }
        for (int i = fraction.length(); i < 9; i++) {
            nanos *= 10;
        }
        return new PerfScriptLine(comm.strip(), (int) pid, (int) cpu, seconds * 1_000_000_000L + nanos, event, payload.strip());
    }

    /**
     * What {@link #LINE} matches, read around the first time token {@link #firstTime} finds: that
     * token fixes the pid and CPU before it, so the lazy comm ends where the regex would end it.
     * A regex match can only start at a later token; when the event after this one is not what
     * the regex wants, the caller asks the regex.
     *
     * @param line a line without line terminators
     * @param dot the first time token's dot
     * @return the fields, or null when the line needs the regex
     */
    private static PerfScriptLine scan(String line, int dot) {
        int n = line.length();
        int f = dot + 1;
        while (digit(line.charAt(f))) {
            f++; // ends at the ':' firstTime saw
        }
        int s = dot;
        while (digit(line.charAt(s - 1))) {
            s--;
        }
        int p = skipSpaceBack(line, s - 1);
        String cpu = null;
        if (line.charAt(p) == ']') {
            int open = p - 1;
            while (digit(line.charAt(open))) {
                open--;
            }
            cpu = line.substring(open + 1, p);
            p = skipSpaceBack(line, open - 1);
        }
        int idStart = p;
        while (digit(line.charAt(idStart - 1))) {
            idStart--;
        }
        String id = line.substring(idStart, p + 1);
        int before = idStart - 1; // whitespace, or the '/' of pid/tid
        if (line.charAt(before) == '/' && before > 0 && digit(line.charAt(before - 1))) {
            int pidStart = before;
            while (pidStart > 0 && digit(line.charAt(pidStart - 1))) {
                pidStart--;
            }
            if (pidStart > 0 && space(line.charAt(pidStart - 1))) {
                before = pidStart - 1; // tid after the pid: the tid is the one kept
            }
        }
        int commEnd = before;
        while (commEnd > 0 && space(line.charAt(commEnd - 1))) {
            commEnd--;
        }
        if (commEnd == 0) {
            // no comm: the regex first gives the leading blanks to \s* and tries every longer
            // comm, which may end at a later time token, before it backtracks to an empty one
            return null;
        }
        int q = f + 1;
        while (q < n && space(line.charAt(q))) {
            q++;
        }
        int category = q;
        while (category < n && (word(line.charAt(category)) || line.charAt(category) == '-')) {
            category++;
        }
        if (category > q && category < n && line.charAt(category) == ':') {
            int event = category + 1;
            while (event < n && word(line.charAt(event))) {
                event++;
            }
            if (event > category + 1 && event < n && line.charAt(event) == ':') {
                return of(line.substring(0, commEnd), id, cpu, line.substring(s, dot), line.substring(dot + 1, f),
                        line.substring(category + 1, event), line.substring(event + 1));
            }
        }
        int event = q;
        while (event < n && word(line.charAt(event))) {
            event++;
        }
        if (event > q && event < n && line.charAt(event) == ':') {
            return of(line.substring(0, commEnd), id, cpu, line.substring(s, dot), line.substring(dot + 1, f),
                    line.substring(q, event), line.substring(event + 1));
        }
        return null;
    }

    /** {@code \w}: {@code [a-zA-Z_0-9]}. */
    private static boolean word(char c) {
        return digit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
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
        return firstTime(line) >= 0;
    }

    /** @return the dot of the first time token {@link #mayMatch} accepts, or -1 */
    private static int firstTime(String line) {
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
            return dot;
        }
        return -1;
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
