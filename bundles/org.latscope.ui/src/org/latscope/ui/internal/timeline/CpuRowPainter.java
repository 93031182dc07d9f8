// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import java.util.Set;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.timegraph.CpuIntervals;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * Paints an events capture's rows per CPU ({@link CpuRows}): tasks as boxes in a colour per task
 * with their name where it fits, the idle task as a thin line, softirqs over them and irq
 * handlers on top in the staircase's colours, the time before a CPU's buffer starts shaded.
 * Where a lane's intervals are denser than the pixels it paints that lane from the rows'
 * summary, one column per pixel. Keys another view highlights (a task, a vector, an irq) are
 * painted in the highlight colour, and a highlighted task's wakeups are drawn from wakeup to
 * switch-in, its longest one bold with an arrow.
 */
final class CpuRowPainter {

    private static final int MAX_COLUMNS = 8192;

    private final TimelineColors colors;
    private final byte[] columns = new byte[MAX_COLUMNS];
    /** The highlighted keys of the last rows painted, resolved once per change. */
    private CpuRows hotRows;
    private Set<String> hotKeys = Set.of();
    private boolean[] hot = new boolean[0];

    CpuRowPainter(TimelineColors colors) {
        this.colors = colors;
    }

    void paint(GC gc, TraceTimeline row, TimeWindow window, TimelineMarks marks, int left, int top, int width) {
        CpuRows cpus = row.cpuRows();
        resolveHot(cpus, marks.highlighted());
        long origin = row.startNs();
        long from = origin + window.startNs();
        long to = origin + window.endNs();
        int cols = Math.min(width, MAX_COLUMNS);
        for (int r = 0; r < cpus.cpuCount(); r++) {
            long first = cpus.firstNs(r);
            if (first > from) {
                // before the CPU's buffer starts: shaded, so that it is not taken for an idle CPU
                int x = Math.min(left + width, left + window.x(first - origin, width));
                gc.setBackground(colors.labelBackground);
                gc.fillRectangle(left, CpuRowGeometry.bandTop(top, r), x - left, CpuRowGeometry.CPU_HEIGHT - 1);
            }
            // each lane on its own: a CPU's few long tasks stay named boxes among thousands of softirqs
            boolean summarized = false;
            for (CpuLane lane : CpuLane.values()) {
                if (cpus.lane(r, lane).countStarting(from, to) > cols) {
                    if (!summarized) {
                        cpus.summarize(r, from, to, cols, columns);
                        summarized = true;
                    }
                    paintColumns(gc, top, r, lane, left, cols);
                } else {
                    paintBoxes(gc, cpus, r, lane, window, origin, left, top, width);
                }
            }
            int bottom = CpuRowGeometry.bandTop(top, r) + CpuRowGeometry.CPU_HEIGHT - 1;
            gc.setForeground(colors.rowLine);
            gc.drawLine(left, bottom, left + width, bottom);
        }
        paintWakeups(gc, cpus, window, origin, left, top, width);
        paintSelection(gc, row, cpus, window, marks, left, top, width);
    }

    private void resolveHot(CpuRows cpus, Set<String> keys) {
        if (cpus == hotRows && keys.equals(hotKeys)) {
            return;
        }
        hotRows = cpus;
        hotKeys = keys;
        hot = new boolean[cpus.keyCount()];
        for (String key : keys) {
            int id = cpus.keyId(key);
            if (id >= 0) {
                hot[id] = true;
            }
        }
    }

    private void paintBoxes(GC gc, CpuRows cpus, int r, CpuLane lane, TimeWindow window, long origin, int left,
            int top, int width) {
        CpuIntervals in = cpus.lane(r, lane);
        long from = origin + window.startNs();
        long to = origin + window.endNs();
        int y = CpuRowGeometry.laneTop(top, r, lane);
        int h = CpuRowGeometry.laneHeight(lane);
        int charWidth = (int) Math.ceil(gc.getFontMetrics().getAverageCharacterWidth());
        int textHeight = gc.getFontMetrics().getHeight();
        Color fill = lane == CpuLane.IRQ ? colors.context(NestingContext.HARDIRQ)
                : colors.context(NestingContext.SOFTIRQ);
        for (int i = in.firstEndingAfter(from); i < in.size() && in.beginNs(i) < to; i++) {
            if (in.endNs(i) <= from) {
                continue;
            }
            int x0 = Math.max(left - 1, left + window.x(in.beginNs(i) - origin, width));
            int x1 = Math.min(left + width + 1, left + window.x(in.endNs(i) - origin, width));
            int w = Math.max(1, x1 - x0);
            int key = in.keyId(i);
            if (lane == CpuLane.TASK && cpus.isIdle(key) && !hot[key]) {
                gc.setBackground(colors.idle);
                gc.fillRectangle(x0, y + h / 2 - 1, w, 2);
                continue;
            }
            gc.setBackground(hot[key] ? colors.highlight : lane == CpuLane.TASK ? colors.task(key) : fill);
            gc.fillRectangle(x0, y, w, h);
            if (w > 3) {
                gc.setForeground(colors.boxLine);
                gc.drawRectangle(x0, y, w - 1, h - 1);
            }
            if (lane == CpuLane.TASK && w > charWidth * 3 + 4) {
                String name = cpus.key(key);
                int fit = Math.min(name.length(), (w - 4) / Math.max(1, charWidth));
                String shown = fit >= name.length() ? name : name.substring(0, Math.max(1, fit - 1)) + '\u2026';
                gc.setForeground(colors.text);
                gc.drawText(shown, Math.max(x0, left) + 2, y + (h - textHeight) / 2, true);
            }
        }
    }

    private void paintColumns(GC gc, int top, int r, CpuLane lane, int left, int cols) {
        int y = CpuRowGeometry.laneTop(top, r, lane);
        int h = CpuRowGeometry.laneHeight(lane);
        gc.setBackground(lane == CpuLane.TASK ? colors.boxAlt
                : colors.context(lane == CpuLane.IRQ ? NestingContext.HARDIRQ : NestingContext.SOFTIRQ));
        fillRuns(gc, lane.bit(), 0, left, y, h, cols);
        if (lane == CpuLane.TASK) {
            gc.setBackground(colors.idle);
            fillRuns(gc, CpuRows.IDLE, lane.bit(), left, y + h / 2 - 1, 2, cols);
        }
    }

    /** Fills the runs of columns that have {@code bit} and none of {@code unless}. */
    private void fillRuns(GC gc, int bit, int unless, int left, int y, int h, int cols) {
        int runStart = -1;
        for (int c = 0; c <= cols; c++) {
            boolean filled = c < cols && (columns[c] & bit) != 0 && (columns[c] & unless) == 0;
            if (filled && runStart < 0) {
                runStart = c;
            } else if (!filled && runStart >= 0) {
                gc.fillRectangle(left + runStart, y, c - runStart, h);
                runStart = -1;
            }
        }
    }

    /** A highlighted task's wakeups under its CPU's tasks: a line from wakeup to switch-in. */
    private void paintWakeups(GC gc, CpuRows cpus, TimeWindow window, long origin, int left, int top, int width) {
        if (hotKeys.isEmpty() || cpus.wakeupCount() == 0) {
            return;
        }
        gc.setForeground(colors.wakeup);
        gc.setBackground(colors.wakeup);
        for (int i = 0; i < cpus.wakeupCount(); i++) {
            if (hot[cpus.wakeupKeyId(i)] && cpus.wakeupRow(i) >= 0) {
                drawWakeup(gc, cpus, i, false, window, origin, left, top, width);
            }
        }
        for (String key : hotKeys) {
            int longest = cpus.longestWakeup(key);
            if (longest >= 0 && cpus.wakeupRow(longest) >= 0) {
                drawWakeup(gc, cpus, longest, true, window, origin, left, top, width);
            }
        }
    }

    private static void drawWakeup(GC gc, CpuRows cpus, int i, boolean longest, TimeWindow window, long origin,
            int left, int top, int width) {
        int r = cpus.wakeupRow(i);
        int y = CpuRowGeometry.wakeupY(top, r);
        int x0 = left + window.x(cpus.wakeupBeginNs(i) - origin, width);
        int x1 = left + window.x(cpus.wakeupEndNs(i) - origin, width);
        if (x1 < left - 8 || x0 > left + width + 8) {
            return;
        }
        if (!longest) {
            gc.drawLine(x0, y, Math.max(x0, x1), y);
            return;
        }
        int taskTop = CpuRowGeometry.laneTop(top, r, CpuLane.TASK);
        gc.setLineWidth(2);
        gc.drawLine(x0, taskTop, x0, y + 2); // woken here
        gc.drawLine(x0, y, Math.max(x0, x1 - 5), y);
        gc.setLineWidth(1);
        gc.fillPolygon(new int[] { x1, y, x1 - 6, y - 4, x1 - 6, y + 4 }); // switched in here
        gc.fillRectangle(x1 - 1, taskTop, 2, y - taskTop);
    }

    private void paintSelection(GC gc, TraceTimeline row, CpuRows cpus, TimeWindow window, TimelineMarks marks,
            int left, int top, int width) {
        if (marks.row() != row || marks.step() < 0) {
            return;
        }
        int cpu = row.cpu(marks.step());
        for (int r = 0; r < cpus.cpuCount(); r++) {
            if (cpus.cpu(r) == cpu) {
                int x = left + window.x(row.stepStartNs(marks.step()) - row.startNs(), width);
                int y = CpuRowGeometry.bandTop(top, r);
                gc.setBackground(colors.selection);
                gc.fillRectangle(x - 1, y, 2, CpuRowGeometry.CPU_HEIGHT - 2);
            }
        }
    }
}
