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

    /** A stack line after an event: {@code ffffffff817297f0 __schedule ([kernel.kallsyms])}. */
    private static final Pattern FRAME = Pattern.compile("^\\s+[0-9a-f]{4,16}\\s+(\\S+)"); //$NON-NLS-1$

    /**
     * @param line a line without mail quoting
     * @return the parsed line, or null when it is no event line
     */
    static PerfScriptLine parse(String line) {
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
     * @param line a line without mail quoting
     * @return the symbol of a call-chain line that follows an event, or null
     */
    static String frame(String line) {
        Matcher m = FRAME.matcher(line);
        return m.find() ? m.group(1) : null;
    }
}
