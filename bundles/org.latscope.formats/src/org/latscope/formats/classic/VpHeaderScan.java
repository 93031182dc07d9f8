// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.classic;

import org.latscope.model.LatencyHeader;

/**
 * Hand-written readers of the header lines every v1.x trace has (version, latency, task,
 * started and ended at), for the forms the tracers print; {@link VpHeaderLines}' regexes read
 * every other form. Each trace has these lines, so on a folder of thousands of traces the
 * regexes were 5% of reading and, compiled for being called that often, a tenth of the JIT's
 * work. A reader accepts a line only where the regex would read it the same way
 * (VpHeaderScanTest compares both on real and damaged lines).
 *
 * <pre>
 * preemption latency trace v1.0.5 on 2.6.9-rc1-VP-R1
 * => started at: kmap_atomic+0x23/0xe0
 *  =>   ended at:   schedule+0x2cd/0x620 &lt;c02d8c8d&gt;
 *  latency: 2888 us, entries: 37 (37)
 *  latency: 415 us, #26/26, CPU#1 | (M:rt VP:0, KP:0, SP:1 HP:1 #P:2)
 *     | task: ksoftirqd/0/4, uid:0 nice:-10 policy:0 rt_prio:0
 *     | task: kjournald-2043 (uid:0 nice:-5 policy:0 rt_prio:0)
 * </pre>
 */
final class VpHeaderScan {

    /** Digits beyond this go to the regex, which fails on them as before. */
    private static final int MAX_DIGITS = 9;

    private VpHeaderScan() {
    }

    /** A latency line's fields; {@code total} is -1 when absent, {@code cpu} too. */
    record Latency(long latencyUs, int recorded, int total, int cpu, String rest) {

        void applyTo(LatencyHeader h) {
            h.setLatencyUs(latencyUs);
            h.setEntriesRecorded(recorded);
            h.setEntriesDeclared(recorded);
            if (total >= 0) {
                h.setEntriesTotal(total);
            }
            if (cpu >= 0) {
                h.setCpu(cpu);
            }
        }
    }

    /**
     * {@code [ws][latency:[ws]]N us, entries: N[ (N)][, CPU#N]rest} or
     * {@code ... N us, #N/N[, CPU#N]rest}.
     *
     * @return the fields, or null when the regex must read the line
     */
    static Latency latency(String s) {
        int n = s.length();
        int i = Text.skipRegexSpace(s, 0, n);
        if (s.startsWith("latency:", i)) { //$NON-NLS-1$
            i = Text.skipRegexSpace(s, i + 8, n);
        }
        int e = digitsEnd(s, i, n);
        if (e == i || !s.startsWith(" us, ", e)) { //$NON-NLS-1$
            return null;
        }
        long latency = Long.parseLong(s, i, e, 10);
        i = e + 5;
        int recorded;
        int total = -1;
        if (s.startsWith("entries: ", i)) { //$NON-NLS-1$
            i += 9;
            e = digitsEnd(s, i, n);
            if (e == i) {
                return null;
            }
            recorded = Integer.parseInt(s, i, e, 10);
            i = e;
            if (s.startsWith(" (", i)) { //$NON-NLS-1$
                int d = digitsEnd(s, i + 2, n);
                if (d > i + 2 && d < n && s.charAt(d) == ')') {
                    total = Integer.parseInt(s, i + 2, d, 10);
                    i = d + 1;
                }
            }
        } else if (i < n && s.charAt(i) == '#') {
            e = digitsEnd(s, i + 1, n);
            if (e == i + 1 || e >= n || s.charAt(e) != '/') {
                return null;
            }
            recorded = Integer.parseInt(s, i + 1, e, 10);
            int d = digitsEnd(s, e + 1, n);
            if (d == e + 1) {
                return null;
            }
            total = Integer.parseInt(s, e + 1, d, 10);
            i = d;
        } else {
            return null;
        }
        int cpu = -1;
        if (s.startsWith(", CPU#", i)) { //$NON-NLS-1$
            int d = digitsEnd(s, i + 6, n);
            if (d > i + 6) {
                cpu = Integer.parseInt(s, i + 6, d, 10);
                i = d;
            }
        }
        return new Latency(latency, recorded, total, cpu, s.substring(i));
    }

    /** A task line's fields: {@code who} as printed ({@code comm/pid}, {@code comm-pid} or a name). */
    record Task(String who, int uid, int nice, int policy, int rtPrio) {
    }

    /**
     * {@code [ws]|[ws]task:[ws]WHO, uid:N nice:N policy:N rt_prio:N} or
     * {@code ... WHO (uid:N nice:N policy:N rt_prio:N)}, fields separated by blanks.
     *
     * @return the fields, or null when the regex must read the line
     */
    static Task task(String s) {
        int n = s.length();
        int i = Text.skipRegexSpace(s, 0, n);
        if (i >= n || s.charAt(i) != '|') {
            return null;
        }
        i = Text.skipRegexSpace(s, i + 1, n);
        if (!s.startsWith("task:", i)) { //$NON-NLS-1$
            return null;
        }
        int whoStart = Text.skipRegexSpace(s, i + 5, n);
        int uid = s.indexOf("uid:", whoStart); //$NON-NLS-1$
        if (uid <= whoStart) {
            return null;
        }
        // the separator before uid: ',' then blanks, or blanks then '('
        int whoEnd;
        if (s.charAt(uid - 1) == '(') {
            whoEnd = skipWhitespaceBack(s, whoStart, uid - 1);
            if (whoEnd == uid - 1) {
                return null;
            }
        } else {
            int k = skipWhitespaceBack(s, whoStart, uid);
            if (k == whoStart || s.charAt(k - 1) != ',') {
                return null;
            }
            whoEnd = k - 1;
        }
        if (whoEnd <= whoStart) {
            return null;
        }
        int[] values = new int[4];
        int p = uid + 4;
        for (int f = 0; f < 4; f++) {
            if (f > 0) {
                int b = Text.skipRegexSpace(s, p, n);
                if (b == p || !s.startsWith(TASK_LABELS[f], b)) {
                    return null;
                }
                p = b + TASK_LABELS[f].length();
            }
            p = Text.skipRegexSpace(s, p, n);
            int digits = f < 2 && p < n && s.charAt(p) == '-' ? p + 1 : p; // uid and nice may be negative
            int d = digitsEnd(s, digits, n);
            if (d == digits) {
                return null;
            }
            values[f] = Integer.parseInt(s, p, d, 10);
            p = d;
        }
        if (p < n && s.charAt(p) == ')') {
            p++;
        }
        if (Text.skipRegexSpace(s, p, n) != n) {
            return null;
        }
        return new Task(s.substring(whoStart, whoEnd), values[0], values[1], values[2], values[3]);
    }

    /**
     * The preemption model and the counts after a latency line's entries, as in
     * {@code (M:rt VP:0, KP:0, SP:1 HP:1 #P:2)} or {@code [VP:0 KP:1 SP:1 HP:1 #CPUS:2]}; null
     * where absent, the last of a repeated field.
     */
    record Fields(String model, Integer vp, Integer kp, Integer sp, Integer hp, Integer cpus) {
    }

    private static final String[] FIELD_NAMES = { "VP", "KP", "SP", "HP", "#P", "#CPUS" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$

    /**
     * What the regexes {@code M:(\w+)} (the first) and {@code (VP|KP|SP|HP|#P|#CPUS):(\d+)}
     * (each, left to right) find in {@code rest}; a value of more than nine digits is left out.
     * Once per trace, but the two regexes were 4% of reading a folder of short v1.1.x traces.
     */
    static Fields fields(String rest) {
        int n = rest.length();
        String model = null;
        for (int m = rest.indexOf("M:"); m >= 0 && model == null; m = rest.indexOf("M:", m + 1)) { //$NON-NLS-1$ //$NON-NLS-2$
            int e = m + 2;
            while (e < n && isWordChar(rest.charAt(e))) {
                e++;
            }
            if (e > m + 2) {
                model = rest.substring(m + 2, e);
            }
        }
        Integer[] values = new Integer[5]; // VP, KP, SP, HP, and #P or #CPUS: both the CPU count
        int i = 0;
        while (i < n) {
            int end = -1;
            for (int f = 0; f < FIELD_NAMES.length && end < 0; f++) {
                String name = FIELD_NAMES[f];
                int colon = i + name.length();
                if (rest.startsWith(name, i) && colon < n && rest.charAt(colon) == ':') {
                    int d = Text.digitsEnd(rest, colon + 1, n);
                    if (d > colon + 1) {
                        end = d;
                        if (d - colon - 1 <= 9) {
                            values[Math.min(f, 4)] = Integer.valueOf(Integer.parseInt(rest, colon + 1, d, 10));
                        }
                    }
                }
            }
            i = end < 0 ? i + 1 : end;
        }
        return new Fields(model, values[0], values[1], values[2], values[3], values[4]);
    }

    /** The regex's {@code \w}: ASCII letters, digits and the underscore. */
    private static boolean isWordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || Text.isDigit(c) || c == '_';
    }

    /** A version line's fields as printed: {@code tracer} and {@code release} null when absent. */
    record Version(String tracer, String version, String release) {
    }

    /**
     * {@code [ws][TRACER ]latency trace vN[.N]...[ on RELEASE][ws]}.
     *
     * @return the fields, or null when the regex must read the line
     */
    static Version version(String s) {
        int n = s.length();
        int i = Text.skipRegexSpace(s, 0, n);
        String tracer = null;
        if (!s.startsWith(LATENCY_TRACE, i)) {
            int e = i;
            while (e < n && !Text.isRegexSpace(s.charAt(e))) {
                e++;
            }
            if (e == i || !s.startsWith(LATENCY_TRACE, e + 1) || s.charAt(e) != ' ') {
                return null;
            }
            tracer = s.substring(i, e);
            i = e + 1;
        }
        int from = i + LATENCY_TRACE.length();
        int e = digitsEnd(s, from, n);
        if (e == from) {
            return null;
        }
        while (e + 1 < n && s.charAt(e) == '.' && Text.isDigit(s.charAt(e + 1))) {
            e = digitsEnd(s, e + 1, n);
        }
        String version = s.substring(from, e);
        String release = null;
        if (s.startsWith(" on ", e)) { //$NON-NLS-1$
            int r = e + 4;
            int end = r;
            while (end < n && !Text.isRegexSpace(s.charAt(end))) {
                end++;
            }
            if (end == r) {
                return null;
            }
            release = s.substring(r, end);
            e = end;
        }
        return Text.skipRegexSpace(s, e, n) == n ? new Version(tracer, version, release) : null;
    }

    private static final String LATENCY_TRACE = "latency trace v"; //$NON-NLS-1$

    /** A started/ended line's fields as printed; the hex fields are null when absent. */
    record At(boolean started, String symbol, String offsetHex, String sizeHex, String addressHex) {
    }

    /**
     * {@code [ws][=>[ws]]started|ended at[:]ws SYMBOL[+0xHEX/0xHEX][ws <HEX>][ws]}.
     *
     * @return the fields, or null when the regex must read the line
     */
    static At at(String s) {
        int n = s.length();
        int i = Text.skipRegexSpace(s, 0, n);
        if (s.startsWith("=>", i)) { //$NON-NLS-1$
            i = Text.skipRegexSpace(s, i + 2, n);
        }
        boolean started = s.startsWith("started at", i); //$NON-NLS-1$
        if (!started && !s.startsWith("ended at", i)) { //$NON-NLS-1$
            return null;
        }
        i += started ? 10 : 8;
        if (i < n && s.charAt(i) == ':') {
            i++;
        }
        int symbol = Text.skipRegexSpace(s, i, n);
        if (symbol == i) {
            return null;
        }
        int e = symbol;
        while (e < n && s.charAt(e) != '+' && !Text.isRegexSpace(s.charAt(e))) {
            e++;
        }
        if (e == symbol) {
            return null;
        }
        String name = s.substring(symbol, e);
        String offset = null;
        String size = null;
        if (e < n && s.charAt(e) == '+') {
            int o = hexEnd(s, e + 3, n);
            if (!s.startsWith("+0x", e) || o == e + 3 || !s.startsWith("/0x", o)) { //$NON-NLS-1$ //$NON-NLS-2$
                return null;
            }
            int z = hexEnd(s, o + 3, n);
            if (z == o + 3) {
                return null;
            }
            offset = s.substring(e + 3, o);
            size = s.substring(o + 3, z);
            e = z;
        }
        String address = null;
        int a = Text.skipRegexSpace(s, e, n);
        if (a > e && a < n && s.charAt(a) == '<') {
            int h = hexEnd(s, a + 1, n);
            if (h == a + 1 || h >= n || s.charAt(h) != '>') {
                return null;
            }
            address = s.substring(a + 1, h);
            e = h + 1;
        }
        return Text.skipRegexSpace(s, e, n) == n ? new At(started, name, offset, size, address) : null;
    }

    /** @return the end of the ASCII hex digits at {@code from} */
    private static int hexEnd(String s, int from, int n) {
        int i = from;
        while (i < n && Text.isHex(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static final String[] TASK_LABELS = { "uid:", "nice:", "policy:", "rt_prio:" }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$

    /** @return the start of the whitespace run that ends at {@code end}, not before {@code from} */
    private static int skipWhitespaceBack(String s, int from, int end) {
        int i = end;
        while (i > from && Text.isRegexSpace(s.charAt(i - 1))) {
            i--;
        }
        return i;
    }

    /** @return the end of the ASCII digits at {@code from}, or {@code from} when more than MAX_DIGITS */
    private static int digitsEnd(String s, int from, int n) {
        int i = Text.digitsEnd(s, from, n);
        return i - from > MAX_DIGITS ? from : i;
    }
}
