// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.latscope.analysis.timegraph.RecordLane;
import org.latscope.analysis.timegraph.TickLane;
import org.latscope.analysis.timegraph.TimelineLane;
import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * The rows of the timeline, top to bottom, and where each one is: the lanes of records and log
 * lines first, then one row per latency trace in the chosen order. A row's height grows when
 * it is expanded; an events capture's row holds a band per CPU. Pure arithmetic, no widgets.
 */
public final class TimelineLayout {

    /** A trace row's height; its staircase shares it with the step boxes. */
    public static final int ROW_HEIGHT = 58;
    /** An expanded trace row's height. */
    public static final int EXPANDED_HEIGHT = 150;
    /** A lane's height. */
    public static final int LANE_HEIGHT = 34;

    private final List<Object> entries = new ArrayList<>();
    private final Set<Object> expanded = new HashSet<>();
    private int[] tops = new int[1];
    /** The lanes, before the trace rows. */
    private int laneCount;
    /** Whether some trace row holds rows per CPU, and so has a height of its own. */
    private boolean perCpu;

    /**
     * @param lanes record and tick lanes, shown first
     * @param rows trace rows in display order
     */
    public void setEntries(List<? extends TimelineLane> lanes, List<TraceTimeline> rows) {
        entries.clear();
        entries.addAll(lanes);
        entries.addAll(rows);
        laneCount = lanes.size();
        perCpu = false;
        for (TraceTimeline row : rows) {
            if (row.cpuRows() != null) {
                perCpu = true;
                break;
            }
        }
        if (!expanded.isEmpty()) { // a set of every entry only when some are expanded: refreshed 4 times a second while loading
            expanded.retainAll(new HashSet<>(entries));
        }
        relayout();
    }

    private void relayout() {
        if (tops.length < entries.size() + 1) {
            tops = new int[entries.size() + 1];
        }
        int y = 0;
        // nothing expanded: the heights follow from the index, and no entry is looked at (each a
        // cache miss: 100,000 rows refreshed 4 times a second while a folder loads)
        boolean uniform = expanded.isEmpty() && !perCpu;
        for (int i = 0; i < entries.size(); i++) {
            tops[i] = y;
            y += uniform ? (i < laneCount ? LANE_HEIGHT : ROW_HEIGHT) : height(entries.get(i));
        }
        tops[entries.size()] = y;
    }

    private int height(Object entry) {
        if (entry instanceof TraceTimeline row && row.cpuRows() != null) {
            return CpuRowGeometry.rowHeight(row.cpuRows().cpuCount());
        }
        if (entry instanceof TraceTimeline) {
            return expanded.contains(entry) ? EXPANDED_HEIGHT : ROW_HEIGHT;
        }
        return expanded.contains(entry) ? LANE_HEIGHT * 3 : LANE_HEIGHT;
    }

    /** @return how many rows there are */
    public int size() {
        return entries.size();
    }

    /** @return row {@code i}: a {@link TraceTimeline}, {@link RecordLane} or {@link TickLane} */
    public Object entry(int i) {
        return entries.get(i);
    }

    /** @return the index of a row, -1 if it is not shown */
    public int indexOf(Object entry) {
        return entries.indexOf(entry);
    }

    /** @return the top of row {@code i}, in pixels from the first row's top */
    public int top(int i) {
        return tops[i];
    }

    /** @return the height of row {@code i} */
    public int height(int i) {
        return tops[i + 1] - tops[i];
    }

    /** @return the height of all rows together */
    public int totalHeight() {
        return tops[entries.size()];
    }

    /**
     * @param y a position in pixels from the first row's top
     * @return the row there, -1 below the last
     */
    public int rowAt(int y) {
        if (y < 0 || y >= totalHeight()) {
            return -1;
        }
        int i = Arrays.binarySearch(tops, 0, entries.size() + 1, y);
        return i >= 0 ? i : -i - 2;
    }

    /** @param i a row whose height toggles between normal and expanded */
    public void toggleExpanded(int i) {
        Object entry = entries.get(i);
        if (!expanded.remove(entry)) {
            expanded.add(entry);
        }
        relayout();
    }

    /** @return whether row {@code i} is expanded */
    public boolean isExpanded(int i) {
        return expanded.contains(entries.get(i));
    }

    /** @return the trace rows in display order */
    public List<TraceTimeline> traceRows() {
        List<TraceTimeline> rows = new ArrayList<>();
        for (Object entry : entries) {
            if (entry instanceof TraceTimeline row) {
                rows.add(row);
            }
        }
        return rows;
    }
}
