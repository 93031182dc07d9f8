// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.ScrollBar;
import org.latscope.analysis.timegraph.TimelineLane;
import org.latscope.analysis.timegraph.TraceTimeline;

/**
 * The rows of the timeline: a double-buffered canvas with a vertical scroll bar that hands
 * painting to {@link TimelinePainter} and input to {@link TimelineMouse}. Holds the view state:
 * the layout, the time window, the scroll position and the marks.
 */
public final class TimelineCanvas extends Canvas {

    private final TimelineLayout layout = new TimelineLayout();
    private final TimeWindow window;
    private final TimelinePainter painter;
    private final List<Consumer<TimelineMarks>> selectionListeners = new ArrayList<>();
    private TimelineMarks marks = TimelineMarks.NONE;
    private int scrollY;

    /**
     * @param parent the parent
     * @param window the time range shared with the ruler
     * @param colors the colours
     */
    public TimelineCanvas(Composite parent, TimeWindow window, TimelineColors colors) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND | SWT.V_SCROLL);
        this.window = window;
        this.painter = new TimelinePainter(colors);
        addPaintListener(e -> {
            Rectangle area = getClientArea();
            painter.paint(e.gc, layout, window, marks, area.width, area.height, scrollY);
        });
        ScrollBar bar = getVerticalBar();
        bar.addListener(SWT.Selection, e -> {
            scrollY = bar.getSelection();
            redraw();
        });
        addListener(SWT.Resize, e -> updateScrollBar());
        window.addListener(this::redraw);
    }

    /**
     * @param lanes record and tick lanes, shown first
     * @param rows trace rows in display order
     */
    public void setRows(List<? extends TimelineLane> lanes, List<TraceTimeline> rows) {
        setRows(lanes, rows, -1);
    }

    /**
     * @param lanes record and tick lanes, shown first
     * @param rows trace rows in display order
     * @param longestRowNs the longest row's span when the caller keeps it (a folder still
     *        loading is refreshed 4 times a second), -1 to measure every row
     */
    public void setRows(List<? extends TimelineLane> lanes, List<TraceTimeline> rows, long longestRowNs) {
        layout.setEntries(lanes, rows);
        long longest = longestRowNs;
        if (longest < 0) {
            longest = 0;
            for (TraceTimeline row : rows) {
                longest = Math.max(longest, row.spanNs());
            }
        }
        for (TimelineLane lane : lanes) {
            longest = Math.max(longest, lane.spanNs());
        }
        boolean fitted = window.isFitted();
        window.setTotal(longest);
        if (fitted) {
            window.fit();
        }
        updateScrollBar();
        redraw();
    }

    void updateScrollBar() {
        ScrollBar bar = getVerticalBar();
        int visible = Math.max(1, getClientArea().height);
        int total = layout.totalHeight();
        bar.setValues(Math.min(scrollY, Math.max(0, total - visible)), 0, Math.max(total, 1), Math.min(visible, Math.max(total, 1)),
                TimelineLayout.ROW_HEIGHT / 2, visible);
        scrollY = bar.getSelection();
        bar.setVisible(total > visible);
    }

    /** @param dy pixels to scroll down (negative: up) */
    public void scrollBy(int dy) {
        ScrollBar bar = getVerticalBar();
        bar.setSelection(Math.max(0, Math.min(bar.getMaximum() - bar.getThumb(), scrollY + dy)));
        scrollY = bar.getSelection();
        redraw();
    }

    /** Scrolls so that row {@code i} is visible. */
    public void reveal(int i) {
        int top = layout.top(i);
        int bottom = top + layout.height(i);
        int visible = getClientArea().height;
        if (top < scrollY) {
            scrollBy(top - scrollY);
        } else if (bottom > scrollY + visible) {
            scrollBy(bottom - scrollY - visible);
        }
    }

    /** @return the rows */
    public TimelineLayout rows() {
        return layout;
    }

    /** @return the first visible pixel of the rows */
    public int scrollY() {
        return scrollY;
    }

    /** @return the time range */
    public TimeWindow window() {
        return window;
    }

    /** @return the plot's width: the client width less the label column */
    public int plotWidth() {
        return Math.max(1, getClientArea().width - TimelinePainter.LABEL_WIDTH);
    }

    /** @return what is selected and highlighted */
    public TimelineMarks marks() {
        return marks;
    }

    /** Selects a step (row null: nothing) and tells the listeners. */
    public void select(TraceTimeline row, int step) {
        marks = marks.withSelection(row, step);
        redraw();
        for (Consumer<TimelineMarks> l : List.copyOf(selectionListeners)) {
            l.accept(marks);
        }
    }

    /** Highlights every step of these functions. */
    public void highlight(Set<String> functions) {
        marks = marks.withHighlighted(functions);
        redraw();
    }

    /** @param listener told of every selection made in the timeline */
    public void addSelectionListener(Consumer<TimelineMarks> listener) {
        selectionListeners.add(listener);
    }

    /** @param listener a listener added before */
    public void removeSelectionListener(Consumer<TimelineMarks> listener) {
        selectionListeners.remove(listener);
    }

    /** @return the painter, for offscreen frames in tests and benchmarks */
    public TimelinePainter painter() {
        return painter;
    }
}
