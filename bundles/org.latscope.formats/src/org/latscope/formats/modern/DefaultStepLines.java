// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.modern;

import org.latscope.formats.spi.FileHead;

/**
 * Which of a head's first lines {@link FtraceDefaultLineParser} reads as steps, and which of
 * those are trace-cmd's {@code funcgraph_} events: the ftrace and function-graph probes both
 * ask, and each parsed every line of the head for it.
 */
final class DefaultStepLines {

    /** The lines the ftrace and function-graph probes read. */
    private static final int MAX_LINES = 300;

    private final boolean[] graphEvent;
    private int candidates;
    private int steps;
    private int graphEvents;

    private DefaultStepLines(HeadLines head) {
        int n = head.count(MAX_LINES);
        graphEvent = new boolean[n];
        FtraceDefaultLineParser parser = new FtraceDefaultLineParser();
        FtraceLine out = new FtraceLine();
        for (int i = 0; i < n; i++) {
            if (head.isCommentOrBlank(i)) {
                continue;
            }
            candidates++;
            String line = head.line(i);
            // a step line has its CPU in brackets: most lines of other formats have none
            if (line.indexOf('[') >= 0 && parse(parser, head, i, out)) {
                steps++;
                if (out.kind == FtraceLine.BodyKind.EVENT && out.name().startsWith("funcgraph_")) { //$NON-NLS-1$
                    graphEvent[i] = true;
                    graphEvents++;
                }
            }
        }
    }

    /** Parses line {@code i} of the head from the head's own bytes. */
    private static boolean parse(FtraceDefaultLineParser parser, HeadLines head, int i, FtraceLine out) {
        out.reset(head.line(i), head.bytes(), head.offset(i));
        return parser.parse(out);
    }

    /**
     * @param head a file's head, shared by the probes of one detection
     * @return what the parser reads of its lines, worked out on the first call of the detection
     */
    static DefaultStepLines of(FileHead head) {
        return head.derived(DefaultStepLines.class, h -> new DefaultStepLines(HeadLines.of(h)));
    }

    /** @return the first lines that are neither comments nor blank */
    int candidates() {
        return candidates;
    }

    /** @return how many of them are step lines */
    int steps() {
        return steps;
    }

    /** @return how many step lines are {@code funcgraph_} events */
    int graphEvents() {
        return graphEvents;
    }

    /** @return whether line {@code i} is a step line of a {@code funcgraph_} event */
    boolean isGraphEvent(int i) {
        return i < graphEvent.length && graphEvent[i];
    }
}
