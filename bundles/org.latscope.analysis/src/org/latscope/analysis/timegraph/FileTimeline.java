// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.latscope.analysis.timeline.FileCaptures;

/**
 * The timeline of one trace file, from {@link TimelineAnalysis#file}: usable on its own (an
 * editor shows files as they arrive) and merged in set order by {@link TimelineAnalysis#report}.
 */
public final class FileTimeline {

    /**
     * Longest latency first; a stable sort keeps ties in the order they were read. The order an
     * editor shows files in while they arrive (the set's order, {@link TimelineOrder#LATENCY}, is
     * known once every file is read).
     */
    public static final Comparator<TraceTimeline> BY_LATENCY = Comparator.comparingLong(TraceTimeline::latencyNs).reversed();

    private final List<TraceTimeline> rows;
    private final List<TraceTimeline> byLatency;
    private final List<TimelineLane> lanes;
    final FileCaptures captures;

    FileTimeline(List<TraceTimeline> rows, List<TimelineLane> lanes, FileCaptures captures) {
        this.rows = List.copyOf(rows);
        // sorted here, on the thread that read the file: 290,000 reports of one file took the
        // editor's UI thread 200 ms to sort as they arrived
        List<TraceTimeline> sorted = new ArrayList<>(rows);
        sorted.sort(BY_LATENCY);
        this.byLatency = List.copyOf(sorted);
        this.lanes = List.copyOf(lanes);
        this.captures = captures;
    }

    /** @return a row per latency trace with steps, in file order */
    public List<TraceTimeline> rows() {
        return rows;
    }

    /** @return the rows by {@link #BY_LATENCY} */
    public List<TraceTimeline> rowsByLatency() {
        return byLatency;
    }

    /** @return a lane per irq-off list, worst-N table and printk log, in file order */
    public List<TimelineLane> lanes() {
        return lanes;
    }
}
