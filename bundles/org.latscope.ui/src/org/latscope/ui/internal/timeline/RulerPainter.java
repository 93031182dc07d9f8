// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.graphics.GC;

/**
 * Paints the time ruler above the rows: ticks at 1, 2 or 5 times a power of ten, labelled in
 * the unit the zoom calls for, the unit named in the label column's corner, and the range being
 * dragged out for a zoom.
 */
final class RulerPainter {

    /** Least distance between two labelled ticks. */
    private static final int TICK_PIXELS = 90;

    private final TimelineColors colors;

    RulerPainter(TimelineColors colors) {
        this.colors = colors;
    }

    /**
     * @param dragFrom x where a range drag started, or -1
     * @param dragTo x where it is now
     */
    void paint(GC gc, TimeWindow window, int width, int height, int dragFrom, int dragTo) {
        int left = TimelinePainter.LABEL_WIDTH;
        int plot = Math.max(1, width - left);
        gc.setBackground(colors.labelBackground);
        gc.fillRectangle(0, 0, width, height);
        if (window.spansNoTime()) {
            paintNoTime(gc, window, left, plot, width, height);
            return;
        }
        long interval = TimeUnits.tickInterval(window.spanNs(), plot, TICK_PIXELS);
        long minor = Math.max(1, interval / (interval % 5 == 0 ? 5 : 2));
        gc.setForeground(colors.dimText);
        gc.drawText(org.eclipse.osgi.util.NLS.bind(org.latscope.ui.internal.Messages.Timeline_rulerUnit,
                TimeUnits.unitName(interval)), 6, (height - gc.getFontMetrics().getHeight()) / 2, true);
        long first = window.startNs() / minor * minor;
        for (long t = first; t <= window.endNs(); t += minor) {
            int x = left + window.x(t, plot);
            if (x < left) {
                continue;
            }
            boolean major = t % interval == 0;
            gc.setForeground(colors.boxLine);
            gc.drawLine(x, major ? height - 10 : height - 5, x, height);
            if (major) {
                gc.setForeground(colors.text);
                gc.drawText(TimeUnits.label(t, interval), x + 3, 2, true);
            }
        }
        gc.setForeground(colors.boxLine);
        gc.drawLine(0, height - 1, width, height - 1);
        if (dragFrom >= 0) {
            gc.setAlpha(90);
            gc.setBackground(colors.context(org.latscope.analysis.nesting.NestingContext.PREEMPT));
            gc.fillRectangle(Math.min(dragFrom, dragTo), 0, Math.abs(dragTo - dragFrom), height);
            gc.setAlpha(255);
        }
        gc.setForeground(colors.rowLine);
        gc.drawLine(left - 1, 0, left - 1, height);
    }

    /**
     * Rows whose steps span no time have no scale: ticks over the few nanoseconds drawn would
     * label rounding, not time. One tick at the instant, and the ruler says why there is no other.
     */
    private void paintNoTime(GC gc, TimeWindow window, int left, int plot, int width, int height) {
        int textY = (height - gc.getFontMetrics().getHeight()) / 2;
        int x = left + window.x(0, plot);
        gc.setForeground(colors.boxLine);
        gc.drawLine(x, height - 10, x, height);
        gc.setForeground(colors.text);
        gc.drawText("0", x + 3, 2, true); //$NON-NLS-1$
        gc.setForeground(colors.dimText);
        gc.drawText(org.latscope.ui.internal.Messages.Timeline_rulerNoSpan, x + 3 + gc.textExtent("0 ").x + 12, textY, true); //$NON-NLS-1$
        gc.drawText(org.eclipse.osgi.util.NLS.bind(org.latscope.ui.internal.Messages.Timeline_rulerUnit, "ns"), 6, textY, true); //$NON-NLS-1$
        gc.setForeground(colors.boxLine);
        gc.drawLine(0, height - 1, width, height - 1);
        gc.setForeground(colors.rowLine);
        gc.drawLine(left - 1, 0, left - 1, height);
    }
}
