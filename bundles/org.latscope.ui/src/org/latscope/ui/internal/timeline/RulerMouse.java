// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;

/** The ruler: paints through {@link RulerPainter}; dragging a range on it zooms to that range. */
final class RulerMouse {

    private final Canvas ruler;
    private final TimeWindow window;
    private int from = -1;
    private int to;

    RulerMouse(Canvas ruler, TimeWindow window, TimelineColors colors) {
        this.ruler = ruler;
        this.window = window;
        RulerPainter painter = new RulerPainter(colors);
        ruler.addPaintListener(e -> painter.paint(e.gc, window, ruler.getClientArea().width,
                ruler.getClientArea().height, from, to));
        ruler.addListener(SWT.MouseDown, this::down);
        ruler.addListener(SWT.MouseMove, this::move);
        ruler.addListener(SWT.MouseUp, this::up);
    }

    private int plotWidth() {
        return Math.max(1, ruler.getClientArea().width - TimelinePainter.LABEL_WIDTH);
    }

    private void down(Event e) {
        if (e.button == 1 && e.x >= TimelinePainter.LABEL_WIDTH) {
            from = e.x;
            to = e.x;
        }
    }

    private void move(Event e) {
        if (from >= 0) {
            to = Math.max(TimelinePainter.LABEL_WIDTH, e.x);
            ruler.redraw();
        }
    }

    private void up(Event e) {
        if (from < 0) {
            return;
        }
        int a = Math.min(from, to) - TimelinePainter.LABEL_WIDTH;
        int b = Math.max(from, to) - TimelinePainter.LABEL_WIDTH;
        from = -1;
        if (b - a > 3) {
            window.set(window.time(a, plotWidth()), window.time(b, plotWidth()));
        }
        ruler.redraw();
    }
}
