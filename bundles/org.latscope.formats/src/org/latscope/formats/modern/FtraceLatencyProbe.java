// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;
import java.util.function.Supplier;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatscopeFactory;

/**
 * Recognises ftrace's latency format (it gives way, at 80, to the -rt patch's
 * {@code preemption latency trace} of the vp-latency family): a {@code latency trace v1.1} header or its column
 * legend, and above all step lines that {@link FtraceLatencyLineParser} reads (a
 * {@code trace_pipe} stream has no header).
 */
public final class FtraceLatencyProbe implements TraceFormatProbe {

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return score(() -> HeadLines.of(head, length, 300));
    }

    @Override
    public int confidence(FileHead head) {
        return score(() -> HeadLines.of(head, 300));
    }

    private int score(Supplier<List<String>> head) {
        try {
            List<String> lines = head.get();
            FtraceLatencyLineParser parser = new FtraceLatencyLineParser();
            FtraceLine out = new FtraceLine();
            int candidates = 0;
            int steps = 0;
            FtraceHeaderParser headers = new FtraceHeaderParser();
            LatencyHeader scratch = LatscopeFactory.eINSTANCE.createLatencyHeader();
            for (String line : lines) {
                if (HeadLines.isCommentOrBlank(line) || line.trim().startsWith("=>")) { //$NON-NLS-1$
                    continue;
                }
                // parsed once: the parser keeps nothing between lines
                boolean step = parser.parse(line, out);
                if (!step && headers.parse(line, scratch, false)) {
                    continue;
                }
                candidates++;
                if (step) {
                    steps++;
                }
            }
            boolean header = HeadLines.anyComment(lines, " latency trace v1.1") //$NON-NLS-1$
                    || HeadLines.anyComment(lines, "cmd     pid"); //$NON-NLS-1$
            int score = ProbeScore.score(steps, candidates, header);
            // "preemption latency trace" is the -rt patch's tracer (2004-2006), read by the vp-latency
            // family; this reader reads it too, but defers to it.
            return HeadLines.any(lines, "preemption latency trace v") ? Math.min(score, 80) : score; //$NON-NLS-1$
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
