// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import java.util.List;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.latscope.analysis.timegraph.CpuIntervals;
import org.latscope.analysis.timegraph.CpuLane;
import org.latscope.analysis.timegraph.CpuRows;
import org.latscope.analysis.timegraph.TimelineLane;
import org.latscope.analysis.timegraph.TimelineOrder;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.ui.internal.Messages;

/**
 * The timeline: a tool bar (row order, find, fit), the time ruler, the rows and the legend.
 * Painting, input and find live in their own classes; this one lays them out and wires them.
 * Needs SWT and JFace only, not the workbench, so a benchmark can host it in a plain shell.
 */
public final class TimelineViewer extends Composite {

    private static final int RULER_HEIGHT = 26;

    private final TimeWindow window = new TimeWindow();
    private final TimelineColors colors;
    private final TimelineCanvas canvas;
    private final Canvas ruler;
    private final Combo order;
    private final Text findText;
    private final TimelineFind find;
    private final TimelineMouse mouse;
    private List<? extends TimelineLane> lanes = List.of();
    private RowSource rows = o -> List.of();

    /** The rows in an order, from whatever holds them (a loaded set, or the files read so far). */
    @FunctionalInterface
    public interface RowSource {
        /** @return the trace rows in that order */
        List<TraceTimeline> rows(TimelineOrder order);

        /**
         * @return the longest trace row's span when the source keeps it, else -1 and the viewer
         *         measures every row
         */
        default long longestNs() {
            return -1;
        }
    }

    /**
     * @param parent the parent
     * @param preferences where the context colours are kept
     */
    public TimelineViewer(Composite parent, IPreferenceStore preferences) {
        super(parent, SWT.NONE);
        colors = new TimelineColors(getDisplay(), preferences, this::redrawAll);
        GridLayout grid = new GridLayout(1, false);
        grid.marginWidth = 0;
        grid.marginHeight = 0;
        grid.verticalSpacing = 0;
        setLayout(grid);

        Composite bar = new Composite(this, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        bar.setLayout(new GridLayout(7, false));
        new Label(bar, SWT.NONE).setText(Messages.Timeline_order);
        order = new Combo(bar, SWT.READ_ONLY);
        order.setItems(Messages.Timeline_orderLatency, Messages.Timeline_orderCapture, Messages.Timeline_orderFile);
        order.select(0);
        new Label(bar, SWT.NONE).setText(Messages.Timeline_find);
        findText = new Text(bar, SWT.BORDER | SWT.SEARCH);
        findText.setMessage(Messages.Timeline_findHint);
        findText.setLayoutData(new GridData(200, SWT.DEFAULT));
        Button previous = button(bar, Messages.Timeline_previous);
        Button next = button(bar, Messages.Timeline_next);
        Button fit = button(bar, Messages.Timeline_fit);
        fit.setToolTipText(Messages.Timeline_keys);

        ruler = new Canvas(this, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        ruler.setLayoutData(gridData(RULER_HEIGHT));
        ruler.setToolTipText(Messages.Timeline_keys);
        canvas = new TimelineCanvas(this, window, colors);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Canvas legend = new Canvas(this, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        legend.setLayoutData(gridData(22));
        LegendPainter legendPainter = new LegendPainter(colors);
        legend.addPaintListener(e -> legendPainter.paint(e.gc, legend.getClientArea().width, legend.getClientArea().height));

        new RulerMouse(ruler, window, colors);
        mouse = new TimelineMouse(canvas);
        find = new TimelineFind(canvas);
        window.addListener(ruler::redraw);
        order.addListener(SWT.Selection, e -> refreshRows());
        findText.addListener(SWT.DefaultSelection, e -> find((e.stateMask & SWT.SHIFT) == 0));
        previous.addListener(SWT.Selection, e -> find(false));
        next.addListener(SWT.Selection, e -> find(true));
        fit.addListener(SWT.Selection, e -> window.fit());
        addListener(SWT.Dispose, e -> colors.close());
    }

    private static Button button(Composite bar, String text) {
        Button b = new Button(bar, SWT.PUSH);
        b.setText(text);
        return b;
    }

    private static GridData gridData(int height) {
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.heightHint = height;
        return data;
    }

    private void redrawAll() {
        canvas.redraw();
        ruler.redraw();
    }

    /**
     * Shows a trace set's rows; call again as more files arrive.
     *
     * @param newLanes record and tick lanes
     * @param source the trace rows, asked for in the chosen order
     */
    public void setInput(List<? extends TimelineLane> newLanes, RowSource source) {
        lanes = newLanes;
        rows = source;
        refreshRows();
    }

    private void refreshRows() {
        canvas.setRows(lanes, rows.rows(selectedOrder()), rows.longestNs());
    }

    /** @return the row order chosen in the tool bar */
    public TimelineOrder selectedOrder() {
        return TimelineOrder.values()[Math.max(0, order.getSelectionIndex())];
    }

    /** @param o the row order to show */
    public void setOrder(TimelineOrder o) {
        order.select(o.ordinal());
        refreshRows();
    }

    /** @return the find field */
    public Text findField() {
        return findText;
    }

    /** Puts the focus in the find field (Ctrl+F). */
    public void focusFind() {
        findText.setFocus();
        findText.selectAll();
    }

    /**
     * @param function a function name
     * @param forward next or previous occurrence
     * @return whether a step was found and selected
     */
    public boolean find(String function, boolean forward) {
        findText.setText(function);
        return find.find(function, forward);
    }

    private void find(boolean forward) {
        find.find(findText.getText().trim(), forward);
    }

    /**
     * Shows the box of a key of an events capture's rows per CPU (a task, a softirq vector, an
     * irq): for a task its longest wakeup, from wakeup to switch-in, else its longest box.
     * Selects the step that ends the wakeup (or begins the box).
     *
     * @param key a key as the hotspots group by it: {@code cyclictest-9274}, {@code RCU}
     * @return whether a row holds the key
     */
    public boolean revealKey(String key) {
        for (TraceTimeline row : canvas.rows().traceRows()) {
            CpuRows cpus = row.cpuRows();
            if (cpus == null || cpus.keyId(key) < 0) {
                continue;
            }
            int wakeup = cpus.longestWakeup(key);
            if (wakeup >= 0) {
                showRange(row, cpus.wakeupEndStep(wakeup), cpus.wakeupBeginNs(wakeup), cpus.wakeupEndNs(wakeup));
                return true;
            }
            int id = cpus.keyId(key);
            CpuIntervals best = null;
            int bestIndex = -1;
            for (int r = 0; r < cpus.cpuCount(); r++) {
                for (CpuLane lane : CpuLane.values()) {
                    CpuIntervals in = cpus.lane(r, lane);
                    for (int i = 0; i < in.size(); i++) {
                        if (in.keyId(i) == id && (best == null
                                || in.endNs(i) - in.beginNs(i) > best.endNs(bestIndex) - best.beginNs(bestIndex))) {
                            best = in;
                            bestIndex = i;
                        }
                    }
                }
            }
            if (best != null) {
                showRange(row, best.step(bestIndex), best.beginNs(bestIndex), best.endNs(bestIndex));
            }
            return true;
        }
        return false;
    }

    /** Selects a step, scrolls to its row and shows the range with as much again around it. */
    private void showRange(TraceTimeline row, int step, long beginNs, long endNs) {
        canvas.select(row, step);
        canvas.reveal(canvas.rows().indexOf(row));
        long pad = Math.max(1_000, endNs - beginNs);
        long start = Math.max(0, beginNs - row.startNs() - pad);
        window.set(start, endNs - row.startNs() + pad);
    }

    /** Selects a step and brings it into view. */
    public void reveal(TraceTimeline row, int step) {
        find.show(row, step);
    }

    /** @return the rows canvas */
    public TimelineCanvas canvas() {
        return canvas;
    }

    /** @return the ruler */
    public Canvas ruler() {
        return ruler;
    }

    /** @return the visible time range */
    public TimeWindow window() {
        return window;
    }

    /** @return the colours, for offscreen painting */
    public TimelineColors colors() {
        return colors;
    }

    /** @return the hover text the rows canvas shows at a point, or null */
    public String hoverTextAt(int x, int y) {
        TimelineMouse.Hit hit = mouse.hit(x, y);
        return hit == null ? null : hit.hoverText();
    }
}
