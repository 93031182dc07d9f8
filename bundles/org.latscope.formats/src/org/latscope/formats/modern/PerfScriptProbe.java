// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;
import java.util.function.Supplier;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises {@code perf script} / {@code perf sched script} text: the share of lines of the
 * head that are event lines ({@link PerfScriptLine}), with a bonus for scheduler events.
 */
public final class PerfScriptProbe implements TraceFormatProbe {

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return score(() -> HeadLines.of(head, length, 400));
    }

    @Override
    public int confidence(FileHead head) {
        return score(() -> HeadLines.of(head, 400));
    }

    private int score(Supplier<List<String>> head) {
        try {
            List<String> lines = head.get();
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
