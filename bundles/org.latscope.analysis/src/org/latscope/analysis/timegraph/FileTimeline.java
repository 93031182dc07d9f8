// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.List;

import org.latscope.analysis.timeline.FileCaptures;

/**
 * The timeline of one trace file, from {@link TimelineAnalysis#file}: usable on its own (an
 * editor shows files as they arrive) and merged in set order by {@link TimelineAnalysis#report}.
 */
public final class FileTimeline {

    private final List<TraceTimeline> rows;
    private final List<TimelineLane> lanes;
    final FileCaptures captures;

    FileTimeline(List<TraceTimeline> rows, List<TimelineLane> lanes, FileCaptures captures) {
        this.rows = List.copyOf(rows);
        this.lanes = List.copyOf(lanes);
        this.captures = captures;
    }

    /** @return a row per latency trace with steps, in file order */
    public List<TraceTimeline> rows() {
        return rows;
    }

    /** @return a lane per irq-off list, worst-N table and printk log, in file order */
    public List<TimelineLane> lanes() {
        return lanes;
    }
}
