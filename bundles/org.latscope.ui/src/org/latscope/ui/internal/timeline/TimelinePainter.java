// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.SWT;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.GC;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.RecordLane;
import org.latscope.analysis.timegraph.TickLane;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.ui.internal.Messages;

/**
 * Paints the visible rows: the label column on the left, each row's data to its right. Knows no
 * widget: the canvas, the benchmark and the tests hand it a GC (on screen or on an image).
 * Allocates nothing per step; what a frame needs is prepared when the rows are set.
 */
public final class TimelinePainter {

    /** Width of the label column. */
    public static final int LABEL_WIDTH = 250;

    private final TimelineColors colors;
    private final StepRowPainter steps;
    private final CpuRowPainter cpus;
    private final LanePainter lanes;

    /** @param colors the colours to paint with */
    public TimelinePainter(TimelineColors colors) {
        this.colors = colors;
        this.steps = new StepRowPainter(colors);
        this.cpus = new CpuRowPainter(colors);
        this.lanes = new LanePainter(colors);
    }

    /**
     * For the benchmark's baseline only ({@code releng/scripts/bench timeline}): with false,
     * every step is painted as a box and the staircase from every nesting interval, even where
     * steps are denser than the pixels, as if there were no summary. The default, true, paints
     * such rows from the summary. Public because the benchmark lives in another package.
     *
     * @param use whether rows denser than the pixels are painted from their summary
     */
    public void setUseSummary(boolean use) {
        steps.setUseSummary(use);
    }

    /**
     * Paints the rows that intersect the area.
     *
     * @param gc where to paint
     * @param layout the rows
     * @param window the visible time range
     * @param marks selection and highlights
     * @param width the area's width, label column included
     * @param height the area's height
     * @param scrollY the first visible pixel of the rows
     */
    public void paint(GC gc, TimelineLayout layout, TimeWindow window, TimelineMarks marks, int width, int height,
            int scrollY) {
        gc.setBackground(colors.background);
        gc.fillRectangle(0, 0, width, height);
        int plotWidth = Math.max(1, width - LABEL_WIDTH);
        int first = Math.max(0, layout.rowAt(Math.max(0, scrollY)));
        for (int i = first; i < layout.size(); i++) {
            int top = layout.top(i) - scrollY;
            if (top >= height) {
                break;
            }
            int h = layout.height(i);
            Object entry = layout.entry(i);
            gc.setClipping(LABEL_WIDTH, top, plotWidth, h);
            if (entry instanceof TraceTimeline row && row.cpuRows() != null) {
                cpus.paint(gc, row, window, marks, LABEL_WIDTH, top, plotWidth);
            } else if (entry instanceof TraceTimeline row) {
                steps.paint(gc, row, window, marks, LABEL_WIDTH, top, plotWidth, h);
            } else if (entry instanceof RecordLane lane) {
                lanes.paintRecords(gc, lane, window, LABEL_WIDTH, top, plotWidth, h);
            } else if (entry instanceof TickLane lane) {
                lanes.paintTicks(gc, lane, window, LABEL_WIDTH, top, plotWidth, h);
            }
            gc.setClipping((org.eclipse.swt.graphics.Rectangle) null);
            paintLabel(gc, entry, marks, top, h);
            gc.setForeground(colors.rowLine);
            gc.drawLine(0, top + h - 1, width, top + h - 1);
        }
        gc.setForeground(colors.rowLine);
        gc.drawLine(LABEL_WIDTH - 1, 0, LABEL_WIDTH - 1, height);
    }

    private void paintLabel(GC gc, Object entry, TimelineMarks marks, int top, int h) {
        gc.setClipping(0, top, LABEL_WIDTH - 1, h);
        boolean selected = entry instanceof TraceTimeline row && row == marks.row();
        gc.setBackground(selected ? colors.boxAlt : colors.labelBackground);
        gc.fillRectangle(0, top, LABEL_WIDTH - 1, h);
        int lineHeight = gc.getFontMetrics().getHeight();
        int charWidth = (int) Math.ceil(gc.getFontMetrics().getAverageCharacterWidth());
        CpuRows cpuRows = entry instanceof TraceTimeline row ? row.cpuRows() : null;
        // the CPU labels take the right of the column, next to their rows
        int cpuLabels = cpuRows == null ? 0 : gc.textExtent(NLS.bind(Messages.Timeline_cpu, "000")).x + 8; //$NON-NLS-1$
        String[] lines = RowLabels.lines(entry, (LABEL_WIDTH - 12 - cpuLabels) / Math.max(1, charWidth));
        gc.setForeground(colors.text);
        for (int l = 0; l < lines.length && 3 + l * lineHeight < h; l++) {
            if (l == 1) {
                gc.setForeground(colors.dimText);
            }
            gc.drawText(lines[l], 6, top + 3 + l * lineHeight, SWT.DRAW_TRANSPARENT);
        }
        if (cpuRows != null) {
            gc.setForeground(colors.text);
            for (int r = 0; r < cpuRows.cpuCount(); r++) {
                String label = NLS.bind(Messages.Timeline_cpu, Integer.valueOf(cpuRows.cpu(r)));
                int y = CpuRowGeometry.laneTop(top, r, CpuLane.TASK) + (CpuRowGeometry.TASK_HEIGHT - lineHeight) / 2;
                gc.drawText(label, LABEL_WIDTH - 6 - gc.textExtent(label).x, y, SWT.DRAW_TRANSPARENT);
            }
        }
        gc.setClipping((org.eclipse.swt.graphics.Rectangle) null);
    }
}
