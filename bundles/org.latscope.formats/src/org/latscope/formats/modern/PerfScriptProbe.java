// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises {@code perf script} / {@code perf sched script} text: the share of lines of the
 * head that are event lines ({@link PerfScriptLine}), with a bonus for scheduler events.
 */
public final class PerfScriptProbe implements TraceFormatProbe {

    /** The most lines of the head this probe reads. */
    private static final int MAX_LINES = 400;

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        return score(HeadLines.of(head));
    }

    /** @return the most {@link ProbeScore#score} gives */
    @Override
    public int maxConfidence() {
        return ProbeScore.MAX;
    }

    private static int score(HeadLines head) {
        try {
            int recognised = 0;
            int candidates = 0;
            boolean sched = false;
            for (int i = 0, n = head.count(MAX_LINES); i < n; i++) {
                String line = Quoting.unquote(head.line(i));
                if (line.isBlank() || PerfScriptLine.frame(line) != null) {
                    continue;
                }
                candidates++;
                PerfScriptLine event = PerfScriptLine.parse(line);
                if (event != null) {
                    recognised++;
                    sched |= event.event().startsWith("sched_"); //$NON-NLS-1$
                }
            }
            return ProbeScore.score(recognised, candidates, sched && recognised >= 2);
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
