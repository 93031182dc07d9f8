// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.latscope.analysis.timeline.Capture;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.timeline.TimeUnits;

/**
 * The capture timeline of the run as a strip: one tick per captured trace at its time since the
 * first capture, as tall as its latency relative to the worst, with the span and the clock
 * named under it (what {@code latscope timeline} prints).
 */
final class CaptureStrip {

    private final Canvas canvas;
    private CaptureTimeline timeline;

    CaptureStrip(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.addPaintListener(e -> paint(e.gc, canvas.getClientArea()));
    }

    Control control() {
        return canvas;
    }

    void setTimeline(CaptureTimeline captures) {
        this.timeline = captures;
        canvas.redraw();
    }

    private void paint(GC gc, Rectangle area) {
        Color white = canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE);
        gc.setBackground(white);
        gc.fillRectangle(area);
        int textHeight = gc.getFontMetrics().getHeight();
        int base = area.height - textHeight - 4;
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_GRAY));
        gc.drawLine(4, base, area.width - 4, base);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        if (timeline == null || timeline.clock() == null || timeline.captures().isEmpty()) {
            gc.drawText(Messages.Overview_noCaptures, 6, base + 2, true);
            return;
        }
        long worst = 1;
        for (Capture c : timeline.captures()) {
            worst = Math.max(worst, c.latencyNs());
        }
        int width = area.width - 12;
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
        for (Capture c : timeline.captures()) {
            int x = 6 + (timeline.spanNs() == 0 ? width / 2 : (int) (c.offsetNs() * (double) width / timeline.spanNs()));
            int h = c.latencyNs() <= 0 ? 4 : Math.max(3, (int) ((base - 4) * (c.latencyNs() / (double) worst)));
            gc.drawLine(x, base, x, base - h);
        }
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        gc.drawText(NLS.bind(Messages.Overview_capturesValue, new Object[] { Integer.valueOf(timeline.captures().size()),
                TimeUnits.duration(timeline.spanNs()), timeline.clock().id(),
                timeline.timesCollapsed() ? Messages.Overview_timesCollapsed : "" }), 6, base + 2, true); //$NON-NLS-1$
    }
}
