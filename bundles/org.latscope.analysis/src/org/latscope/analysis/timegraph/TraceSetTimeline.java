// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.latscope.analysis.timeline.Capture;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.model.TraceContent;

/**
 * The timeline of a trace set, from {@link TimelineAnalysis#report}: a row per latency trace
 * with steps, a lane per irq-off list, worst-N table and printk log, and the capture timeline
 * that places the rows in time. Immutable.
 */
public final class TraceSetTimeline {

    private final List<TraceTimeline> rows;
    private final List<TimelineLane> lanes;
    private final CaptureTimeline captures;
    private final Map<TraceTimeline, Integer> order = new IdentityHashMap<>();
    private final Map<TraceContent, Long> offsets = new IdentityHashMap<>();

    TraceSetTimeline(List<TraceTimeline> rows, List<TimelineLane> lanes, CaptureTimeline captures) {
        this.rows = List.copyOf(rows);
        this.lanes = List.copyOf(lanes);
        this.captures = captures;
        for (int i = 0; i < this.rows.size(); i++) {
            order.put(this.rows.get(i), Integer.valueOf(i));
        }
        for (Capture c : captures.captures()) {
            offsets.put(c.content(), Long.valueOf(c.offsetNs()));
        }
    }

    /** @return the rows in set order */
    public List<TraceTimeline> rows() {
        return rows;
    }

    /**
     * @param order an order
     * @return the rows in that order
     */
    public List<TraceTimeline> rows(TimelineOrder order) {
        List<TraceTimeline> sorted = new ArrayList<>(rows);
        sorted.sort(order.comparator(this));
        return List.copyOf(sorted);
    }

    /** @return the lanes in set order */
    public List<TimelineLane> lanes() {
        return lanes;
    }

    /** @return the capture timeline of the set's contents */
    public CaptureTimeline captures() {
        return captures;
    }

    /**
     * @param row one of the rows
     * @return its capture time after the set's first capture, -1 when it has none
     */
    public long captureOffsetNs(TraceTimeline row) {
        Long offset = offsets.get(row.trace());
        return offset == null ? -1 : offset.longValue();
    }

    /**
     * @param row a row
     * @return its index in set order, -1 when it is not one of this timeline's rows
     */
    public int indexOf(TraceTimeline row) {
        Integer index = order.get(row);
        return index == null ? -1 : index.intValue();
    }
}
