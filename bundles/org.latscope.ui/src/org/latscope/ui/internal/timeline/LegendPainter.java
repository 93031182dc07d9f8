// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.ui.internal.Messages;

/** The legend under the rows: a swatch and a name per context, delay marks and section ends. */
final class LegendPainter {

    private final TimelineColors colors;

    LegendPainter(TimelineColors colors) {
        this.colors = colors;
    }

    void paint(GC gc, int width, int height) {
        gc.setBackground(colors.labelBackground);
        gc.fillRectangle(0, 0, width, height);
        int x = 8;
        int y = (height - gc.getFontMetrics().getHeight()) / 2;
        x = item(gc, x, y, colors.context(NestingContext.HARDIRQ), Messages.Legend_hardirq);
        x = item(gc, x, y, colors.context(NestingContext.SOFTIRQ), Messages.Legend_softirq);
        x = item(gc, x, y, colors.context(NestingContext.PREEMPT), Messages.Legend_preempt);
        x = item(gc, x, y, colors.context(NestingContext.NMI), Messages.Legend_nmi);
        x = item(gc, x, y, colors.context(NestingContext.PREEMPT_ACTIVE), Messages.Legend_preemptActive);
        x = item(gc, x, y, colors.delay(), Messages.Legend_delay);
        x = item(gc, x, y, colors.startMark, Messages.Legend_started);
        x = item(gc, x, y, colors.endMark, Messages.Legend_ended);
        item(gc, x, y, colors.wakeup, Messages.Legend_wakeup);
    }

    private int item(GC gc, int x, int y, Color color, String text) {
        int size = gc.getFontMetrics().getHeight() - 4;
        gc.setBackground(color);
        gc.fillRectangle(x, y + 2, size, size);
        gc.setForeground(colors.text);
        gc.drawText(text, x + size + 4, y, true);
        return x + size + 4 + gc.textExtent(text).x + 16;
    }
}
