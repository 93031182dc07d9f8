// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;

import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatscopeFactory;

/**
 * Recognises ftrace's latency format: a {@code latency trace v1.1} header or its column
 * legend, and above all step lines that {@link FtraceLatencyLineParser} reads (a
 * {@code trace_pipe} stream has no header).
 */
public final class FtraceLatencyProbe implements TraceFormatProbe {

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        try {
            List<String> lines = HeadLines.of(head, length, 300);
            FtraceLatencyLineParser parser = new FtraceLatencyLineParser();
            FtraceLine out = new FtraceLine();
            int candidates = 0;
            int steps = 0;
            FtraceHeaderParser headers = new FtraceHeaderParser();
            LatencyHeader scratch = LatscopeFactory.eINSTANCE.createLatencyHeader();
            for (String line : lines) {
                if (HeadLines.isCommentOrBlank(line) || line.trim().startsWith("=>") //$NON-NLS-1$
                        || !parser.parse(line, out) && headers.parse(line, scratch, false)) {
                    continue;
                }
                candidates++;
                if (parser.parse(line, out)) {
                    steps++;
                }
            }
            boolean header = HeadLines.any(lines, " latency trace v1.1") //$NON-NLS-1$
                    || HeadLines.any(lines, "cmd     pid"); //$NON-NLS-1$
            return ProbeScore.score(steps, candidates, header);
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
