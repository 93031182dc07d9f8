// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import java.util.List;
import java.util.function.Supplier;

import org.latscope.formats.spi.FileHead;
import org.latscope.formats.spi.TraceFormatProbe;

/**
 * Recognises function_graph output ({@code CPU) DURATION | fn() &#123;}) and
 * {@code trace-cmd report} text made of {@code funcgraph_entry}/{@code funcgraph_exit}.
 */
public final class FunctionGraphProbe implements TraceFormatProbe {

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
            FunctionGraphLineParser parser = new FunctionGraphLineParser();
            FunctionGraphLine out = new FunctionGraphLine();
            FtraceDefaultLineParser prefix = new FtraceDefaultLineParser();
            FtraceLine fields = new FtraceLine();
            int candidates = 0;
            int recognised = 0;
            for (String line : lines) {
                if (HeadLines.isCommentOrBlank(line)) {
                    continue;
                }
                candidates++;
                if (parser.parse(line, out) && out.kind() != FunctionGraphLine.Kind.BANNER) {
                    recognised++;
                } else if (out.kind() == FunctionGraphLine.Kind.BANNER) {
                    candidates--;
                } else if (prefix.parse(line, fields) && fields.kind == FtraceLine.BodyKind.EVENT
                        && fields.name().startsWith("funcgraph_")) { //$NON-NLS-1$
                    recognised++;
                }
            }
            // trace-cmd's funcgraph_entry lines count as recognised lines above
            boolean header = HeadLines.anyComment(lines, "tracer: function_graph") //$NON-NLS-1$
                    || HeadLines.anyComment(lines, "DURATION") && HeadLines.anyComment(lines, "FUNCTION CALLS"); //$NON-NLS-1$ //$NON-NLS-2$
            return ProbeScore.score(recognised, candidates, header);
        } catch (RuntimeException e) {
            return 0;
        }
    }
}
