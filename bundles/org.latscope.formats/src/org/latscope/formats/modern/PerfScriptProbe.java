// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;

import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises {@code perf script} / {@code perf sched script} text: the share of lines of the
 * head that are event lines ({@link PerfScriptLine}), with a bonus for scheduler events.
 */
public final class PerfScriptProbe implements TraceFormatProbe {

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        try {
            List<String> lines = HeadLines.of(head, length, 400);
            int recognised = 0;
            int candidates = 0;
            boolean sched = false;
            for (String raw : lines) {
                String line = Quoting.unquote(raw);
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
