// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.farm;

import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;

/**
 * Machines by kernels of a {@link FarmResult}, drawn with GC: one cell per group coloured by its
 * p99 or its maximum on a log scale from the farm's lowest to its highest, the figure written in
 * it, a red corner where the p99 rose from the machine's kernel before (a regression), a grey
 * hatched cell where the machine has no runs of the kernel. A double-click on a cell hands its
 * group to the opener (the view opens the group's folder as a Trace Set).
 */
public final class FarmGrid extends Canvas {

    /** What the cells are coloured by. */
    public enum Measure {
        /** The headline distribution's p99. */
        P99,
        /** Its maximum. */
        MAX;

        long of(FarmResult.Group g) {
            return this == P99 ? g.p99Ns() : g.maxNs();
        }
    }

    private static final int CELL_W = 120;
    private static final int CELL_H = 44;
    private static final int PAD = 8;
    private static final RGB LOW = new RGB(0x2e, 0x9e, 0x5b);
    private static final RGB MID = new RGB(0xf2, 0xc1, 0x2e);
    private static final RGB HIGH = new RGB(0xd6, 0x3a, 0x2f);

    private FarmResult result;
    private Measure measure = Measure.P99;
    private Consumer<FarmResult.Group> opener = g -> {
        // nothing until the view sets one
    };

    /** @param parent the parent */
    public FarmGrid(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        addListener(SWT.Paint, e -> paint(e.gc));
        addListener(SWT.MouseDoubleClick, this::doubleClicked);
        addListener(SWT.MouseHover, e -> {
            FarmResult.Group g = groupAt(e.x, e.y);
            setToolTipText(g == null ? null : String.format(Locale.ROOT, "%s %s: %d files, %s p99 %s, max %s%s\n%s", //$NON-NLS-1$
                    g.machine(), g.kernel(), Long.valueOf(g.files()), g.kind(), time(g.p99Ns()), time(g.maxNs()),
                    result.regression(g) ? ", p99 up from the kernel before" : "", g.folder())); //$NON-NLS-1$ //$NON-NLS-2$
        });
    }

    /** @param farm the result to show */
    public void setResult(FarmResult farm) {
        this.result = farm;
        redraw();
    }

    /** @return the result shown, null before one is set */
    public FarmResult result() {
        return result;
    }

    /** @param by what the cells are coloured by */
    public void setMeasure(Measure by) {
        this.measure = by;
        redraw();
    }

    /** @param open what a double-click on a group's cell does */
    public void setOpener(Consumer<FarmResult.Group> open) {
        this.opener = open;
    }

    @Override
    public Point computeSize(int wHint, int hHint, boolean changed) {
        if (result == null) {
            return new Point(wHint == SWT.DEFAULT ? 200 : wHint, hHint == SWT.DEFAULT ? 100 : hHint);
        }
        return new Point(left() + result.kernels().size() * CELL_W + PAD, top() + result.machines().size() * CELL_H + 3 * PAD + legend());
    }

    private int left() {
        GC gc = new GC(this);
        try {
            int w = 0;
            for (String m : result.machines()) {
                w = Math.max(w, gc.textExtent(m).x);
            }
            return w + 2 * PAD;
        } finally {
            gc.dispose();
        }
    }

    private int top() {
        return CELL_H / 2 + PAD;
    }

    private int legend() {
        return CELL_H / 2;
    }

    /**
     * @param x a point's x
     * @param y its y
     * @return the group drawn there, null outside the cells or on a missing one
     */
    public FarmResult.Group groupAt(int x, int y) {
        if (result == null) {
            return null;
        }
        int col = Math.floorDiv(x - left(), CELL_W);
        int row = Math.floorDiv(y - top(), CELL_H);
        if (col < 0 || row < 0 || col >= result.kernels().size() || row >= result.machines().size()) {
            return null;
        }
        return result.group(result.machines().get(row), result.kernels().get(col));
    }

    /**
     * @param machine a machine
     * @param kernel a kernel
     * @return the middle of its cell
     */
    public Point cellCentre(String machine, String kernel) {
        return new Point(left() + result.kernels().indexOf(kernel) * CELL_W + CELL_W / 2,
                top() + result.machines().indexOf(machine) * CELL_H + CELL_H / 2);
    }

    private void doubleClicked(Event e) {
        FarmResult.Group g = groupAt(e.x, e.y);
        if (g != null) {
            opener.accept(g);
        }
    }

    private void paint(GC gc) {
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        gc.fillRectangle(getClientArea());
        if (result == null) {
            return;
        }
        gc.setAntialias(SWT.ON);
        int left = left();
        int top = top();
        long lo = Long.MAX_VALUE;
        long hi = 0;
        for (FarmResult.Group g : result.groups().values()) {
            long v = measure.of(g);
            if (v > 0) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        Color text = getDisplay().getSystemColor(SWT.COLOR_LIST_FOREGROUND);
        gc.setForeground(text);
        for (int c = 0; c < result.kernels().size(); c++) {
            String k = result.kernels().get(c);
            Point ext = gc.textExtent(k);
            gc.drawText(k, left + c * CELL_W + (CELL_W - ext.x) / 2, top - ext.y - 2, true);
        }
        for (int r = 0; r < result.machines().size(); r++) {
            String m = result.machines().get(r);
            Point ext = gc.textExtent(m);
            gc.setForeground(text);
            gc.drawText(m, PAD, top + r * CELL_H + (CELL_H - ext.y) / 2, true);
            for (int c = 0; c < result.kernels().size(); c++) {
                cell(gc, result.group(m, result.kernels().get(c)), left + c * CELL_W, top + r * CELL_H, lo, hi);
            }
        }
        int y = top + result.machines().size() * CELL_H + PAD;
        gc.setForeground(text);
        gc.drawText(String.format(Locale.ROOT, "%s: %s", measure == Measure.P99 ? "p99" : "max", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                hi == 0 ? "-" : time(lo) + " to " + time(hi) + ", log scale"), left, y, true); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        int x = left + gc.textExtent("p99: 00000 us to 00000 us, log scale").x + 3 * PAD; //$NON-NLS-1$
        marker(gc, x, y + 2);
        gc.setForeground(text);
        gc.drawText("p99 up >10% from the kernel before", x + 14, y, true); //$NON-NLS-1$
    }

    private void cell(GC gc, FarmResult.Group g, int x, int y, long lo, long hi) {
        int w = CELL_W - 4;
        int h = CELL_H - 4;
        if (g == null) {
            gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_LIGHT_SHADOW));
            gc.fillRectangle(x + 2, y + 2, w, h);
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_NORMAL_SHADOW));
            gc.setClipping(x + 2, y + 2, w, h);
            for (int d = -h; d < w; d += 8) {
                gc.drawLine(x + 2 + d, y + 2 + h, x + 2 + d + h, y + 2);
            }
            gc.setClipping((org.eclipse.swt.graphics.Rectangle) null);
            gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
            String missing = "no runs"; //$NON-NLS-1$
            Point ext = gc.textExtent(missing);
            gc.drawText(missing, x + 2 + (w - ext.x) / 2, y + 2 + (h - ext.y) / 2, true);
            return;
        }
        long v = measure.of(g);
        // a group without values (its headline kind counted none) is not the farm's best
        Color fill = new Color(getDisplay(), v > 0 ? colour(v, lo, hi) : new RGB(0xd8, 0xd8, 0xd8));
        try {
            gc.setBackground(fill);
            gc.fillRoundRectangle(x + 2, y + 2, w, h, 6, 6);
        } finally {
            fill.dispose();
        }
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
        String line1 = (measure == Measure.P99 ? "p99 " : "max ") + (v > 0 ? time(v) : "-"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        String line2 = g.files() + (g.files() == 1 ? " file" : " files"); //$NON-NLS-1$ //$NON-NLS-2$
        Point e1 = gc.textExtent(line1);
        Point e2 = gc.textExtent(line2);
        int ty = y + 2 + (h - e1.y - e2.y) / 2;
        gc.drawText(line1, x + 2 + (w - e1.x) / 2, ty, true);
        gc.drawText(line2, x + 2 + (w - e2.x) / 2, ty + e1.y, true);
        if (result.regression(g)) {
            marker(gc, x + w - 11, y + 3);
        }
    }

    /** The regression mark: a red triangle pointing up. */
    private void marker(GC gc, int x, int y) {
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        gc.fillPolygon(new int[] { x, y + 10, x + 10, y + 10, x + 5, y });
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        gc.drawPolygon(new int[] { x, y + 10, x + 10, y + 10, x + 5, y });
    }

    /** Green through yellow to red on a log scale between the farm's lowest and highest. */
    static RGB colour(long v, long lo, long hi) {
        double f = v <= 0 || hi <= lo ? 0 : (Math.log(v) - Math.log(lo)) / (Math.log(hi) - Math.log(lo));
        f = Math.max(0, Math.min(1, f));
        RGB a = f < 0.5 ? LOW : MID;
        RGB b = f < 0.5 ? MID : HIGH;
        double t = f < 0.5 ? f * 2 : (f - 0.5) * 2;
        return new RGB((int) Math.round(a.red + (b.red - a.red) * t), (int) Math.round(a.green + (b.green - a.green) * t),
                (int) Math.round(a.blue + (b.blue - a.blue) * t));
    }

    /** A time as the command line's tables print it: microseconds, milliseconds past 10 ms. */
    static String time(long ns) {
        if (ns >= 10_000_000L) {
            return String.format(Locale.ROOT, "%.1f ms", Double.valueOf(ns / 1e6)); //$NON-NLS-1$
        }
        return String.format(Locale.ROOT, ns >= 100_000L ? "%.0f us" : "%.1f us", Double.valueOf(ns / 1e3)); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
