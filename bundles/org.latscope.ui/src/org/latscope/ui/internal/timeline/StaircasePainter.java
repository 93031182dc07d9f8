// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.graphics.GC;
import org.latscope.analysis.nesting.ContextNesting;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.timegraph.SummaryColumns;

/**
 * Paints the nesting staircase of a trace row: preemption depth at the bottom, soft irq depth
 * stacked on it and hard irq depth on top, each context in its colour, with NMI and
 * PREEMPT_ACTIVE as thin bands above. Zoomed in it walks the nesting intervals that
 * {@link org.latscope.analysis.nesting.NestingAnalysis} computed; zoomed out it paints the
 * summary's deepest level per pixel column. Adjacent equal stretches are painted as one.
 */
final class StaircasePainter {

    /** Bottom to top. */
    static final NestingContext[] STACK = { NestingContext.PREEMPT, NestingContext.SOFTIRQ, NestingContext.HARDIRQ };
    private static final NestingContext[] ALL = NestingContext.values();

    private final TimelineColors colors;
    private final int[] cursor = new int[ALL.length];
    private final int[] depth = new int[ALL.length];
    private final int[] pending = new int[ALL.length];

    StaircasePainter(TimelineColors colors) {
        this.colors = colors;
    }

    void paintIntervals(GC gc, NestingProfile profile, RowGeometry g, TimeWindow window, int left, int width,
            long origin) {
        if (profile == null) {
            return;
        }
        long from = origin + window.startNs();
        long to = origin + window.endNs();
        for (NestingContext c : ALL) {
            cursor[c.ordinal()] = Math.max(0, profile.context(c).firstIntervalEndingAfter(from));
        }
        int pendingX = Integer.MIN_VALUE;
        long t = from;
        while (t < to) {
            long next = to;
            for (NestingContext c : ALL) {
                ContextNesting nesting = profile.context(c);
                int k = c.ordinal();
                int i = cursor[k];
                while (i < nesting.intervalCount() && nesting.endNs(i) <= t) {
                    i++;
                }
                cursor[k] = i;
                if (i >= nesting.intervalCount()) {
                    depth[k] = 0;
                } else if (nesting.startNs(i) <= t) {
                    depth[k] = nesting.depth(i);
                    next = Math.min(next, nesting.endNs(i));
                } else {
                    depth[k] = 0;
                    next = Math.min(next, nesting.startNs(i));
                }
            }
            int x = left + window.x(t - origin, width);
            if (pendingX == Integer.MIN_VALUE) {
                System.arraycopy(depth, 0, pending, 0, depth.length);
                pendingX = x;
            } else if (x == pendingX) {
                // changes within one pixel: the pixel shows the deepest of them
                for (int k = 0; k < depth.length; k++) {
                    pending[k] = Math.max(pending[k], depth[k]);
                }
            } else if (!java.util.Arrays.equals(depth, pending)) {
                paintStretch(gc, g, pending, pendingX, x);
                System.arraycopy(depth, 0, pending, 0, depth.length);
                pendingX = x;
            }
            t = next;
        }
        if (pendingX != Integer.MIN_VALUE) {
            paintStretch(gc, g, pending, pendingX, left + window.x(to - origin, width));
        }
    }

    void paintColumns(GC gc, SummaryColumns columns, RowGeometry g, int left, int width) {
        int cols = Math.min(width, columns.columns());
        int runStart = -1;
        for (int c = 0; c <= cols; c++) {
            boolean same = runStart >= 0 && c < cols;
            if (same) {
                for (NestingContext k : ALL) {
                    if (columns.depth(c, k) != pending[k.ordinal()]) {
                        same = false;
                        break;
                    }
                }
            }
            if (same) {
                continue;
            }
            if (runStart >= 0) {
                paintStretch(gc, g, pending, left + runStart, left + c);
            }
            if (c < cols) {
                for (NestingContext k : ALL) {
                    pending[k.ordinal()] = columns.depth(c, k);
                }
                runStart = c;
            }
        }
    }

    private void paintStretch(GC gc, RowGeometry g, int[] depths, int x0, int x1) {
        int w = x1 - x0;
        if (w <= 0) {
            return;
        }
        int y = g.stairBottom();
        for (NestingContext c : STACK) {
            int h = depths[c.ordinal()] * g.unit();
            if (h > 0) {
                gc.setBackground(colors.context(c));
                gc.fillRectangle(x0, y - h, w, h);
                y -= h;
            }
        }
        if (depths[NestingContext.NMI.ordinal()] > 0) {
            gc.setBackground(colors.context(NestingContext.NMI));
            gc.fillRectangle(x0, g.bandTop(), w, RowGeometry.BAND);
        }
        if (depths[NestingContext.PREEMPT_ACTIVE.ordinal()] > 0) {
            gc.setBackground(colors.context(NestingContext.PREEMPT_ACTIVE));
            gc.fillRectangle(x0, g.bandTop() + RowGeometry.BAND, w, RowGeometry.BAND);
        }
    }
}
