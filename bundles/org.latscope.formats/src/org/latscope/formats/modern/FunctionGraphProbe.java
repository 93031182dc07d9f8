// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises function_graph output ({@code CPU) DURATION | fn() &#123;}) and
 * {@code trace-cmd report} text made of {@code funcgraph_entry}/{@code funcgraph_exit}.
 */
public final class FunctionGraphProbe implements TraceFormatProbe {

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
            FunctionGraphLineParser parser = new FunctionGraphLineParser();
            FunctionGraphLine out = new FunctionGraphLine();
            DefaultStepLines prefix = DefaultStepLines.of(file);
            int candidates = 0;
            int recognised = 0;
            for (int i = 0, n = head.count(MAX_LINES); i < n; i++) {
                if (head.isCommentOrBlank(i)) {
                    continue;
                }
                candidates++;
                if (parser.parse(head.line(i), out) && out.kind() != FunctionGraphLine.Kind.BANNER) {
                    recognised++;
                } else if (out.kind() == FunctionGraphLine.Kind.BANNER) {
                    candidates--;
                } else if (prefix.isGraphEvent(i)) {
                    recognised++;
                }
            }
            // trace-cmd's funcgraph_entry lines count as recognised lines above
            boolean header = head.anyComment(MAX_LINES, "tracer: function_graph") //$NON-NLS-1$
                    || head.anyComment(MAX_LINES, "DURATION") && head.anyComment(MAX_LINES, "FUNCTION CALLS"); //$NON-NLS-1$ //$NON-NLS-2$
            return ProbeScore.score(recognised, candidates, header);
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
