// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.chart;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/** A double-buffered canvas that shows a {@link ChartModel} through a {@link HistogramPainter}. */
public final class HistogramChart extends Canvas {

    private final HistogramPainter painter;

    /** @param parent the parent */
    public HistogramChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        painter = new HistogramPainter(getDisplay());
        addPaintListener(e -> painter.paint(e.gc, getClientArea()));
        addDisposeListener(e -> painter.dispose());
    }

    /** @param model what to show */
    public void setModel(ChartModel model) {
        painter.setModel(model);
        redraw();
    }

    /** @return the painter, for tests that paint into an image */
    public HistogramPainter painter() {
        return painter;
    }
}
