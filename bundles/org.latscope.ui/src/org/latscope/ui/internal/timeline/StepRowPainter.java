// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.graphics.GC;
import org.latscope.analysis.timegraph.SummaryColumns;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.steps.DelayMark;

/**
 * Paints one trace row: the steps as boxes from their timestamp to the next step's, the function
 * inside when it fits, delay marks, the started-at and ended-at points, and under the boxes the
 * nesting staircase (preemption depth at the bottom, soft irq above it, hard irq on top, NMI and
 * PREEMPT_ACTIVE as bands). Where steps are denser than the pixels, both come from the trace's
 * {@link org.latscope.analysis.timegraph.StepSummary}, one column per pixel.
 */
final class StepRowPainter {

    /** Widest a column may be in the summary: every pixel its own column. */
    private static final int MAX_COLUMNS = 8192;

    private final TimelineColors colors;
    private final SummaryColumns columns = new SummaryColumns(MAX_COLUMNS);
    private final StaircasePainter staircase;
    private boolean useSummary = true;

    StepRowPainter(TimelineColors colors) {
        this.colors = colors;
        this.staircase = new StaircasePainter(colors);
    }

    /** @param use false paints every step even where they are denser than the pixels (benchmark baseline) */
    void setUseSummary(boolean use) {
        useSummary = use;
    }

    void paint(GC gc, TraceTimeline row, TimeWindow window, TimelineMarks marks, int left, int top, int width,
            int height) {
        RowGeometry g = RowGeometry.of(row, top, height);
        long origin = row.startNs();
        long from = origin + window.startNs();
        long to = origin + window.endNs();
        int cols = Math.min(width, MAX_COLUMNS);
        if (useSummary && row.needsSummary(from, to, cols)) {
            columns.setColumns(cols);
            row.summary().query(from, to, columns);
            paintColumns(gc, row, g, window, left, width, origin);
            staircase.paintColumns(gc, columns, g, left, width);
        } else {
            paintSteps(gc, row, g, window, marks, left, width, origin);
            staircase.paintIntervals(gc, row.nesting(), g, window, left, width, origin);
        }
        paintSelection(gc, row, g, window, marks, left, width, origin);
        paintEnds(gc, row, g, window, left, width);
    }

    private void paintSteps(GC gc, TraceTimeline row, RowGeometry g, TimeWindow window, TimelineMarks marks, int left,
            int width, long origin) {
        int charWidth = (int) Math.ceil(gc.getFontMetrics().getAverageCharacterWidth());
        int textHeight = gc.getFontMetrics().getHeight();
        long end = origin + window.endNs();
        int n = row.stepCount();
        // boxes of a pixel or two are painted as one run: thousands of sub-pixel steps cost one call
        int runX0 = Integer.MIN_VALUE;
        int runX1 = Integer.MIN_VALUE;
        int lastMarkX = Integer.MIN_VALUE;
        for (int i = Math.max(0, row.firstStepEndingAfter(origin + window.startNs())); i < n; i++) {
            long start = row.stepStartNs(i);
            if (start >= end) {
                break;
            }
            if (!row.isDrawable(i)) {
                continue;
            }
            int x0 = left + window.x(start - origin, width);
            int x1 = left + window.x(row.stepEndNs(i) - origin, width);
            int w = Math.max(1, x1 - x0);
            DelayMark mark = row.delayMark(i);
            if (mark.ordinal() >= DelayMark.OVER_10_US.ordinal() && mark.ordinal() <= DelayMark.OVER_1_S.ordinal()
                    && x0 != lastMarkX) {
                gc.setBackground(colors.delay());
                gc.fillRectangle(x0, g.boxTop() - 3, Math.max(2, w), 3);
                lastMarkX = x0;
            }
            String function = w <= 2 && marks.highlighted().isEmpty() ? null : row.function(i);
            boolean hot = function != null && marks.highlighted().contains(function);
            if (w <= 2 && !hot) {
                if (x0 > runX1) {
                    fillRun(gc, g, runX0, runX1);
                    runX0 = x0;
                }
                runX1 = Math.max(runX1, x0 + w);
                continue;
            }
            gc.setBackground(hot ? colors.highlight : (i & 1) == 0 ? colors.box : colors.boxAlt);
            gc.fillRectangle(x0, g.boxTop(), w, g.boxHeight());
            if (w > 3) {
                gc.setForeground(colors.boxLine);
                gc.drawRectangle(x0, g.boxTop(), w - 1, g.boxHeight() - 1);
            }
            if (function != null && w > charWidth * 3 + 4) {
                int fit = Math.min(function.length(), (w - 4) / Math.max(1, charWidth));
                gc.setForeground(colors.text);
                String shown = fit >= function.length() ? function : function.substring(0, Math.max(1, fit - 1)) + '\u2026';
                gc.drawText(shown, Math.max(x0, left) + 2, g.boxTop() + (g.boxHeight() - textHeight) / 2, true);
            }
        }
        fillRun(gc, g, runX0, runX1);
    }

    private void fillRun(GC gc, RowGeometry g, int x0, int x1) {
        if (x0 != Integer.MIN_VALUE && x1 > x0) {
            gc.setBackground(colors.boxAlt);
            gc.fillRectangle(x0, g.boxTop(), x1 - x0, g.boxHeight());
        }
    }

    private void paintColumns(GC gc, TraceTimeline row, RowGeometry g, TimeWindow window, int left, int width,
            long origin) {
        int cols = columns.columns();
        int runStart = -1;
        gc.setBackground(colors.boxAlt);
        for (int c = 0; c <= cols; c++) {
            boolean filled = c < cols && columns.stepCount(c) > 0;
            if (filled && runStart < 0) {
                runStart = c;
            } else if (!filled && runStart >= 0) {
                gc.fillRectangle(left + runStart, g.boxTop(), c - runStart, g.boxHeight());
                runStart = -1;
            }
        }
        gc.setBackground(colors.delay());
        for (int c = 0; c < cols; c++) {
            DelayMark mark = columns.delayMark(c);
            if (mark.ordinal() >= DelayMark.OVER_10_US.ordinal() && mark.ordinal() <= DelayMark.OVER_1_S.ordinal()) {
                gc.fillRectangle(left + c, g.boxTop() - 3, 1, 3);
            }
        }
        // the longest steps stay boxes with their names, however far out the zoom
        int charWidth = (int) Math.ceil(gc.getFontMetrics().getAverageCharacterWidth());
        for (int c = 0; c < cols; c++) {
            int step = columns.longestStep(c);
            if (step < 0) {
                continue;
            }
            int x0 = left + window.x(row.stepStartNs(step) - origin, width);
            int x1 = left + window.x(row.stepEndNs(step) - origin, width);
            if (x1 - x0 < 3) {
                continue;
            }
            gc.setBackground(colors.box);
            gc.fillRectangle(x0, g.boxTop(), x1 - x0, g.boxHeight());
            gc.setForeground(colors.boxLine);
            gc.drawRectangle(x0, g.boxTop(), x1 - x0 - 1, g.boxHeight() - 1);
            String function = row.function(step);
            if (function != null && x1 - x0 > charWidth * function.length() + 4) {
                gc.setForeground(colors.text);
                gc.drawText(function, x0 + 2, g.boxTop() + (g.boxHeight() - gc.getFontMetrics().getHeight()) / 2, true);
            }
        }
    }

    private void paintSelection(GC gc, TraceTimeline row, RowGeometry g, TimeWindow window, TimelineMarks marks,
            int left, int width, long origin) {
        if (marks.row() != row || marks.step() < 0) {
            return;
        }
        int x0 = left + window.x(row.stepStartNs(marks.step()) - origin, width);
        int x1 = left + window.x(row.stepEndNs(marks.step()) - origin, width);
        gc.setForeground(colors.selection);
        gc.setLineWidth(2);
        gc.drawRectangle(x0, g.boxTop() - 1, Math.max(2, x1 - x0), g.boxHeight() + 1);
        gc.setLineWidth(1);
    }

    /** Started-at and ended-at: a triangle at each end of the critical section. */
    private void paintEnds(GC gc, TraceTimeline row, RowGeometry g, TimeWindow window, int left, int width) {
        int xs = left + window.x(0, width);
        int xe = left + window.x(row.spanNs(), width);
        int y = g.boxTop() + g.boxHeight();
        if (row.startedAt() != null && xs >= left - 6 && xs <= left + width) {
            gc.setBackground(colors.startMark);
            gc.fillPolygon(new int[] { xs, y - 6, xs + 6, y, xs, y + 6 });
        }
        if (row.endedAt() != null && xe >= left && xe <= left + width + 6) {
            gc.setBackground(colors.endMark);
            gc.fillPolygon(new int[] { xe, y - 6, xe - 6, y, xe, y + 6 });
        }
    }
}
