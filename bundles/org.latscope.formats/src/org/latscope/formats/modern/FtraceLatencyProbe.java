// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

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

    /** The most lines of the head this probe reads. */
    private static final int MAX_LINES = 300;

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

    /** {@code line.trim().startsWith("=>")} without a trimmed copy of every line. */
    private static boolean isStackLine(String line) {
        int p = 0;
        while (p < line.length() && line.charAt(p) <= ' ') {
            p++;
        }
        return line.startsWith("=>", p); //$NON-NLS-1$
    }

    private static int score(HeadLines head) {
        try {
            FtraceLatencyLineParser parser = new FtraceLatencyLineParser();
            FtraceLine out = new FtraceLine();
            int n = head.count(MAX_LINES);
            // parsed once: the parser keeps nothing between lines; a step line has a colon
            boolean[] step = new boolean[n];
            int steps = 0;
            for (int i = 0; i < n; i++) {
                String line = head.line(i);
                if (!head.isCommentOrBlank(i) && !isStackLine(line) && line.indexOf(':') >= 0
                        && parse(parser, head, i, out)) {
                    step[i] = true;
                    steps++;
                }
            }
            boolean header = head.anyComment(MAX_LINES, " latency trace v1.1") //$NON-NLS-1$
                    || head.anyComment(MAX_LINES, "cmd     pid"); //$NON-NLS-1$
            // without a step the other lines cannot change the score: most files of a folder
            // are in other formats, and telling header lines apart is the costly part
            int candidates = steps == 0 ? 0 : steps + others(head, n, step);
            int score = ProbeScore.score(steps, candidates, header);
            // "preemption latency trace" is the -rt patch's tracer (2004-2006), read by the vp-latency
            // family; this reader reads it too, but defers to it.
            return head.any(MAX_LINES, "preemption latency trace v") ? Math.min(score, 80) : score; //$NON-NLS-1$
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** Parses line {@code i} of the head from the head's own bytes. */
    private static boolean parse(FtraceLatencyLineParser parser, HeadLines head, int i, FtraceLine out) {
        out.reset(head.line(i), head.bytes(), head.offset(i));
        return parser.parse(out);
    }

    /** @return the lines that are neither steps, comments, stack lines nor ftrace header lines */
    private static int others(HeadLines head, int n, boolean[] step) {
        FtraceHeaderParser headers = new FtraceHeaderParser();
        LatencyHeader scratch = LatscopeFactory.eINSTANCE.createLatencyHeader();
        int others = 0;
        for (int i = 0; i < n; i++) {
            String line = head.line(i);
            if (!step[i] && !head.isCommentOrBlank(i) && !isStackLine(line) && !isHeader(headers, line, scratch)) {
                others++;
            }
        }
        return others;
    }

    /**
     * A header line whose number does not fit its field counts as no header line, as in the
     * classic probes: the reader names it in a diagnostic; thrown here, it took the probe off
     * the file, and a file without a step line is not asked at all.
     */
    private static boolean isHeader(FtraceHeaderParser headers, String line, LatencyHeader scratch) {
        try {
            return headers.parse(line, scratch, false);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
