// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import java.util.List;

import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * Find by function: the next or previous step of a function after the selected one, through
 * the rows in display order, wrapping at the ends; the step found is selected, its row scrolled
 * into view and the time range moved (or widened) to show it.
 */
final class TimelineFind {

    private final TimelineCanvas canvas;

    TimelineFind(TimelineCanvas canvas) {
        this.canvas = canvas;
    }

    /**
     * @param function a function name
     * @param forward next (true) or previous occurrence
     * @return whether a step was found
     */
    boolean find(String function, boolean forward) {
        List<TraceTimeline> rows = canvas.rows().traceRows();
        if (rows.isEmpty() || function.isEmpty()) {
            return false;
        }
        TimelineMarks marks = canvas.marks();
        int r = Math.max(0, rows.indexOf(marks.row()));
        boolean fromSelection = marks.row() != null && rows.indexOf(marks.row()) >= 0;
        int from = fromSelection ? marks.step() : forward ? -1 : rows.get(r).stepCount();
        for (int tried = 0; tried <= rows.size(); tried++) {
            TraceTimeline row = rows.get(r);
            int step = row.nextStep(function, from, forward);
            if (step >= 0) {
                show(row, step);
                return true;
            }
            r = Math.floorMod(r + (forward ? 1 : -1), rows.size());
            from = forward ? -1 : rows.get(r).stepCount();
        }
        return false;
    }

    /** Selects a step and brings it into view, keeping the zoom where the step fits. */
    void show(TraceTimeline row, int step) {
        canvas.select(row, step);
        canvas.reveal(canvas.rows().indexOf(row));
        TimeWindow window = canvas.window();
        long start = row.stepStartNs(step) - row.startNs();
        long end = row.stepEndNs(step) - row.startNs();
        long span = window.spanNs();
        if (end - start > span) {
            window.set(start - (end - start) / 4, end + (end - start) / 4);
        } else if (start < window.startNs() || end > window.endNs()) {
            long middle = (start + end) / 2;
            window.set(Math.max(0, middle - span / 2), Math.max(0, middle - span / 2) + span);
        }
    }
}
