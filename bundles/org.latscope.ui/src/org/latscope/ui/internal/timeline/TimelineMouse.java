// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * Mouse and keys on the rows: the wheel zooms around the pointer (with Shift it scrolls the
 * rows), a drag pans, a click selects the step under the pointer, a double click on a label
 * expands its row; {@code +} and {@code -} zoom, the arrows pan and scroll, Home fits. The hover
 * text follows the pointer.
 */
final class TimelineMouse {

    /** Zoom per wheel notch or key press. */
    static final double ZOOM_STEP = 0.8;
    private static final int CLICK_SLOP = 3;

    private final TimelineCanvas canvas;
    private int downX = -1;
    private int downY;
    private long downStart;
    private boolean dragged;
    private String hover;

    TimelineMouse(TimelineCanvas canvas) {
        this.canvas = canvas;
        canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
        canvas.addListener(SWT.MouseDown, this::down);
        canvas.addListener(SWT.MouseMove, this::move);
        canvas.addListener(SWT.MouseUp, this::up);
        canvas.addListener(SWT.MouseDoubleClick, this::doubleClick);
        canvas.addListener(SWT.KeyDown, this::key);
    }

    private TimeWindow window() {
        return canvas.window();
    }

    private void wheel(Event e) {
        e.doit = false;
        if ((e.stateMask & SWT.SHIFT) != 0) {
            canvas.scrollBy(-e.count * TimelineLayout.ROW_HEIGHT / 2);
            return;
        }
        int x = Math.max(0, e.x - TimelinePainter.LABEL_WIDTH);
        long anchor = window().time(x, canvas.plotWidth());
        window().zoom(e.count > 0 ? ZOOM_STEP : 1 / ZOOM_STEP, anchor);
    }

    private void down(Event e) {
        if (e.button != 1) {
            return;
        }
        canvas.setFocus();
        downX = e.x;
        downY = e.y;
        downStart = window().startNs();
        dragged = false;
    }

    private void move(Event e) {
        if (downX >= 0 && (e.stateMask & SWT.BUTTON1) != 0) {
            if (Math.abs(e.x - downX) > CLICK_SLOP || Math.abs(e.y - downY) > CLICK_SLOP) {
                dragged = true;
            }
            if (dragged) {
                long dt = window().time(downX - e.x, canvas.plotWidth()) - window().startNs();
                long span = window().spanNs();
                long start = Math.max(0, downStart + dt);
                window().set(start, start + span);
            }
            return;
        }
        String text = hoverText(e.x, e.y);
        if (!java.util.Objects.equals(text, hover)) {
            hover = text;
            canvas.setToolTipText(text);
        }
    }

    private void up(Event e) {
        if (e.button != 1 || downX < 0) {
            return;
        }
        if (!dragged) {
            Hit hit = hit(e.x, e.y);
            canvas.select(hit == null ? null : hit.row(), hit == null ? -1 : hit.step());
        }
        downX = -1;
    }

    private void doubleClick(Event e) {
        if (e.x < TimelinePainter.LABEL_WIDTH) {
            int i = canvas.rows().rowAt(e.y + canvas.scrollY());
            if (i >= 0) {
                canvas.rows().toggleExpanded(i);
                canvas.updateScrollBar();
                canvas.redraw();
            }
        }
    }

    private void key(Event e) {
        long span = window().spanNs();
        long middle = window().startNs() + span / 2;
        switch (e.keyCode) {
            case '+', '=', SWT.KEYPAD_ADD -> window().zoom(ZOOM_STEP, middle);
            case '-', SWT.KEYPAD_SUBTRACT -> window().zoom(1 / ZOOM_STEP, middle);
            case SWT.ARROW_LEFT -> window().pan(-span / 10);
            case SWT.ARROW_RIGHT -> window().pan(span / 10);
            case SWT.ARROW_UP -> canvas.scrollBy(-TimelineLayout.ROW_HEIGHT / 2);
            case SWT.ARROW_DOWN -> canvas.scrollBy(TimelineLayout.ROW_HEIGHT / 2);
            case SWT.PAGE_UP -> canvas.scrollBy(-canvas.getClientArea().height);
            case SWT.PAGE_DOWN -> canvas.scrollBy(canvas.getClientArea().height);
            case SWT.HOME -> window().fit();
            default -> {
                return;
            }
        }
        e.doit = false;
    }

    /**
     * A step under the pointer; on an events capture's rows per CPU, the box there and the step
     * of the event that began it.
     *
     * @param row the trace row
     * @param step the step
     * @param cpuRow the CPU row of the box, -1 for a step box
     * @param lane the box's lane, null for a step box
     * @param interval the box's interval in its lane
     */
    record Hit(TraceTimeline row, int step, int cpuRow, CpuLane lane, int interval) {

        /** @return the hover text of what was hit */
        String hoverText() {
            return lane == null ? StepHoverText.of(row, step) : CpuHoverText.of(row, cpuRow, lane, interval);
        }
    }

    /** @return the step at a point of the canvas, or null */
    Hit hit(int x, int y) {
        if (x < TimelinePainter.LABEL_WIDTH) {
            return null;
        }
        int i = canvas.rows().rowAt(y + canvas.scrollY());
        if (i < 0 || !(canvas.rows().entry(i) instanceof TraceTimeline row)) {
            return null;
        }
        long time = row.startNs() + window().time(x - TimelinePainter.LABEL_WIDTH, canvas.plotWidth());
        CpuRows cpus = row.cpuRows();
        if (cpus != null) {
            int top = canvas.rows().top(i) - canvas.scrollY();
            int r = CpuRowGeometry.cpuAt(top, cpus.cpuCount(), y);
            if (r < 0) {
                return null;
            }
            // an empty irq or softirq lane shows what runs under it
            for (int l = CpuRowGeometry.laneAt(top, r, y).ordinal(); l >= 0; l--) {
                CpuLane lane = CpuLane.values()[l];
                int k = cpus.lane(r, lane).at(time);
                if (k >= 0) {
                    return new Hit(row, cpus.lane(r, lane).step(k), r, lane, k);
                }
            }
            return null;
        }
        int step = row.stepAt(time);
        return step < 0 ? null : new Hit(row, step, -1, null, -1);
    }

    private String hoverText(int x, int y) {
        Hit hit = hit(x, y);
        return hit == null ? null : hit.hoverText();
    }
}
