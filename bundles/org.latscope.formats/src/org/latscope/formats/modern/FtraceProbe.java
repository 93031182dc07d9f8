// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;
import java.util.function.Supplier;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises ftrace's default format ({@code TASK-PID [CPU] FLAGS SECONDS: event}) and
 * {@code trace-cmd report} text. Files whose events are mostly trace-cmd's
 * {@code funcgraph_entry}/{@code funcgraph_exit} score lower, so that the function-graph
 * format wins them.
 */
public final class FtraceProbe implements TraceFormatProbe {

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
            FtraceDefaultLineParser parser = new FtraceDefaultLineParser();
            FtraceLine out = new FtraceLine();
            int candidates = 0;
            int steps = 0;
            int graph = 0;
            for (String line : lines) {
                if (HeadLines.isCommentOrBlank(line)) {
                    continue;
                }
                candidates++;
                if (parser.parse(line, out)) {
                    steps++;
                    if (out.kind == FtraceLine.BodyKind.EVENT && out.name().startsWith("funcgraph_")) { //$NON-NLS-1$
                        graph++;
                    }
                }
            }
            boolean header = HeadLines.anyComment(lines, "entries-in-buffer/entries-written") //$NON-NLS-1$
                    || HeadLines.anyComment(lines, "TASK-PID"); //$NON-NLS-1$
            int score = ProbeScore.score(steps, candidates, header);
            return graph * 2 > steps ? Math.min(score, 60) : score;
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
