// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises ftrace's default format ({@code TASK-PID [CPU] FLAGS SECONDS: event}) and
 * {@code trace-cmd report} text. Files whose events are mostly trace-cmd's
 * {@code funcgraph_entry}/{@code funcgraph_exit} score lower, so that the function-graph
 * format wins them.
 */
public final class FtraceProbe implements TraceFormatProbe {

    /** The most lines of the head this probe reads. */
    private static final int MAX_LINES = 300;

    @Override
    public int confidence(byte[] head, int length, String fileName) {
        return confidence(new FileHead(head, length, fileName));
    }

    @Override
    public int confidence(FileHead head) {
        return score(head);
    }

    /** @return the most {@link ProbeScore#score} gives */
    @Override
    public int maxConfidence() {
        return ProbeScore.MAX;
    }

    private static int score(FileHead file) {
        try {
            HeadLines head = HeadLines.of(file);
            DefaultStepLines steps = DefaultStepLines.of(file);
            boolean header = head.anyComment(MAX_LINES, "entries-in-buffer/entries-written") //$NON-NLS-1$
                    || head.anyComment(MAX_LINES, "TASK-PID"); //$NON-NLS-1$
            int score = ProbeScore.score(steps.steps(), steps.candidates(), header);
            return steps.graphEvents() * 2 > steps.steps() ? Math.min(score, 60) : score;
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
