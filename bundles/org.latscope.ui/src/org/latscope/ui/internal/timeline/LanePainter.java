// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.graphics.FontMetrics;
import org.eclipse.swt.graphics.GC;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.timegraph.RecordLane;
import org.latscope.analysis.timegraph.TickLane;

/**
 * Paints the lanes of contents that are not step traces: a record lane draws each worst-N or
 * irq-off row as a bar as long as its latency, longest first, one thin line each; a tick lane
 * draws each printk line as a tick at its time since the log's first line, with its text where
 * there is room.
 */
final class LanePainter {

    private final TimelineColors colors;

    LanePainter(TimelineColors colors) {
        this.colors = colors;
    }

    void paintRecords(GC gc, RecordLane lane, TimeWindow window, int left, int top, int width, int height) {
        int n = lane.size();
        if (n == 0) {
            return;
        }
        int inner = height - 6;
        int bar = Math.max(1, inner / n);
        int shown = Math.min(n, Math.max(1, inner / bar));
        int lineHeight = gc.getFontMetrics().getHeight();
        for (int i = 0; i < shown; i++) {
            int y = top + 3 + i * bar;
            int x0 = left + window.x(0, width);
            int x1 = left + window.x(lane.durationNs(i), width);
            gc.setBackground(colors.contextLight(NestingContext.HARDIRQ));
            gc.fillRectangle(x0, y, Math.max(1, x1 - x0), Math.max(1, bar - 1));
            if (bar >= lineHeight) {
                gc.setForeground(colors.text);
                gc.drawText(lane.text(i) + "  " + TimeUnits.duration(lane.durationNs(i)), Math.max(x0, left) + 2, y, true); //$NON-NLS-1$
            }
        }
    }

    void paintTicks(GC gc, TickLane lane, TimeWindow window, int left, int top, int width, int height) {
        int n = lane.size();
        int lastTextEnd = Integer.MIN_VALUE;
        // one line a pixel column: zoomed out, thousands of ticks share one, and a log of several
        // boots goes back in time, so a tick's column may have been drawn before the last one's
        boolean[] drawn = new boolean[Math.max(0, width) + 1];
        // asked once: a log of 100,000 lines asked GTK per tick, and each paint took half a second
        FontMetrics metrics = gc.getFontMetrics();
        int charWidth = (int) Math.ceil(metrics.getAverageCharacterWidth());
        boolean texts = height >= 2 * metrics.getHeight();
        gc.setForeground(colors.context(NestingContext.PREEMPT));
        for (int i = 0; i < n; i++) {
            long t = lane.timeNs(i);
            if (t < window.startNs()) {
                continue;
            }
            if (t >= window.endNs()) {
                break;
            }
            int x = left + window.x(t, width);
            int column = x - left;
            if (column >= 0 && column < drawn.length && !drawn[column]) {
                gc.drawLine(x, top + 4, x, top + height - 4);
                drawn[column] = true;
            }
            String text = lane.text(i);
            if (texts && text != null && x > lastTextEnd + 4) {
                int room = Math.min(60, Math.max(0, (width + left - x - 4) / Math.max(1, charWidth)));
                if (room > 3) {
                    String shown = text.length() > room ? text.substring(0, room - 1) + '\u2026' : text;
                    gc.setForeground(colors.text);
                    gc.drawText(shown, x + 3, top + 4, true);
                    gc.setForeground(colors.context(NestingContext.PREEMPT));
                    lastTextEnd = x + 3 + shown.length() * charWidth;
                }
            }
        }
    }
}
