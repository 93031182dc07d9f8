// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises {@code perf sched latency} tables by their header row, quoted or not, or by rows
 * pasted without it ({@code | avg: ... | max: ...}).
 */
public final class PerfSchedProbe implements TraceFormatProbe {

    /** The most lines of the head this probe reads. */
    private static final int MAX_LINES = 200;

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        return score(HeadLines.of(head));
    }

    @Override
    public int maxConfidence() {
        return 95;
    }

    private static int score(HeadLines head) {
        try {
            int score = 0;
            for (int i = 0, n = head.count(MAX_LINES); i < n; i++) {
                // no needle starts or ends with a blank: the line is not stripped (a copy per line)
                String line = Quoting.unquote(head.line(i));
                if (line.startsWith("Task", firstNonBlank(line)) && line.contains("| Switches |") //$NON-NLS-1$ //$NON-NLS-2$
                        && line.contains("delay")) { //$NON-NLS-1$
                    score = Math.max(score, 95);
                } else if (line.contains("| avg:") && line.contains("| max:")) { //$NON-NLS-1$ //$NON-NLS-2$
                    score = Math.max(score, 85);
                } else if (isCommand(line)) {
                    score = Math.max(score, 50);
                }
            }
            return score;
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** @return where {@link String#strip()} would start the line */
    private static int firstNonBlank(String line) {
        int p = 0;
        while (p < line.length() && Character.isWhitespace(line.charAt(p))) {
            p++;
        }
        return p;
    }

    /** A shell command line ({@code $ perf sched latency}, {@code root@host:~# perf sched latency -s max}), not prose naming it. */
    private static boolean isCommand(String line) {
        int at = line.indexOf("perf sched latency"); //$NON-NLS-1$
        if (at < 0) {
            return false;
        }
        String before = line.substring(0, at).strip();
        return before.isEmpty() || before.endsWith("$") || before.endsWith("#"); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
