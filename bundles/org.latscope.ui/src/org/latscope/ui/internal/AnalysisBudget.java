// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.List;

import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;

/**
 * How much of a file the explorer's analyses (its timeline and overview) can take with the memory
 * left, decided before they run: a reader stops at a nearly full heap, and a file read whole just
 * under that limit can leave its analyses too little room (a gigabyte of v1.0.5 traces with
 * -Xmx1g: 838 MB of traces, and 494 MB of timeline rows to add). Dropping items from the end of
 * the file frees their step tables and spares their rows, so the most that fit is where the rows
 * still needed meet the room left plus what the dropped items free.
 */
final class AnalysisBudget {

    /** What the overview keeps an item, at most (measured: 24 bytes a v1.0.5 trace). */
    static final long OVERVIEW_BYTES = 64;

    /**
     * What a latency trace holds besides its step table, at least: its header, the header's code
     * addresses and names (a heap histogram of a gigabyte of v1.0.5 traces: about 950 bytes a
     * trace).
     */
    static final long TRACE_BYTES = 512;

    /** The share of the heap the analyses may fill, in percent: the readers stop at 85. */
    static final int LIMIT_PERCENT = 92;

    private AnalysisBudget() {
    }

    /**
     * @param contents a file's items, in file order
     * @param headroom the bytes that may still be kept
     * @return how many leading items the analyses can take: all of them when they fit
     */
    static int itemsThatFit(List<? extends TraceContent> contents, long headroom) {
        long most = 0;
        for (TraceContent content : contents) {
            most += OVERVIEW_BYTES + (content instanceof LatencyTrace trace ? TimelineAnalysis.rowBytesAtMost(trace) : 0);
        }
        if (most <= headroom) {
            return contents.size(); // the usual case, without a pass over every step
        }
        long need = 0;
        for (TraceContent content : contents) {
            need += cost(content);
        }
        long room = headroom;
        int keep = contents.size();
        while (keep > 0 && need > room) {
            TraceContent dropped = contents.get(--keep);
            need -= cost(dropped);
            room += freed(dropped);
        }
        return keep;
    }

    private static long cost(TraceContent content) {
        return OVERVIEW_BYTES + (content instanceof LatencyTrace trace ? TimelineAnalysis.rowBytes(trace) : 0);
    }

    /** What dropping an item frees at least: a trace's step table and header. */
    private static long freed(TraceContent content) {
        return content instanceof LatencyTrace trace ? TRACE_BYTES + (trace.getSteps() == null ? 0 : trace.getSteps().residentBytes()) : 0;
    }
}
