// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.chart;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.latscope.analysis.stats.LogBins;
import org.latscope.ui.internal.Messages;

/**
 * Paints a {@link ChartModel} into any GC (a canvas, an image): log-scale latency on x,
 * log-scale counts on y, bars per log bucket, series as lines, marks as labelled vertical
 * lines, a legend. Pixel positions are computed once per model and size ({@link #layout});
 * painting only draws the prepared arrays.
 */
public final class HistogramPainter {

    /** The palette: bars, then series, then marks; index with {@link ChartModel.Layer#colour()}. */
    public static final RGB[] PALETTE = { new RGB(70, 130, 180), new RGB(230, 120, 20), new RGB(44, 160, 44),
            new RGB(148, 103, 189), new RGB(140, 86, 75), new RGB(227, 119, 194), new RGB(188, 189, 34),
            new RGB(23, 190, 207), new RGB(31, 119, 180), new RGB(0, 100, 0), new RGB(127, 127, 127),
            new RGB(255, 187, 120) };
    /** The colour of percentile marks. */
    public static final int MARK = PALETTE.length;
    private static final RGB MARK_RGB = new RGB(200, 0, 0);
    private static final int PAD = 6;

    private final Color[] colours = new Color[PALETTE.length + 1];
    private final Color axis;
    private final Color grid;
    private final Color background;
    private ChartModel model = ChartModel.EMPTY;
    private Rectangle laidOut;
    private Rectangle plot = new Rectangle(0, 0, 0, 0);
    private LogScale x;
    private LogScale y;
    private int[][] barX0;
    private int[][] barX1;
    private int[][] barY;
    private int[][] lines;
    private int[] markX;
    private int textHeight;
    private int legendWidth;

    /** @param device where colours live */
    public HistogramPainter(Device device) {
        for (int i = 0; i < PALETTE.length; i++) {
            colours[i] = new Color(device, PALETTE[i]);
        }
        colours[MARK] = new Color(device, MARK_RGB);
        axis = new Color(device, 60, 60, 60);
        grid = new Color(device, 225, 225, 225);
        background = new Color(device, 255, 255, 255);
    }

    /** @param model what to draw from now on */
    public void setModel(ChartModel model) {
        this.model = model;
        laidOut = null;
    }

    /** @return what is drawn */
    public ChartModel model() {
        return model;
    }

    /** @return the plot area of the last layout */
    public Rectangle plot() {
        return plot;
    }

    /** @return the x pixel of a latency in the last layout */
    public int x(long ns) {
        return x.pixel(Math.max(ns, model.axisMinNs()));
    }

    /** @return the colour of a palette index (or {@link #MARK}) */
    public RGB rgb(int colour) {
        return colour == MARK ? MARK_RGB : PALETTE[colour % PALETTE.length];
    }

    /**
     * Paints the chart, laying it out first if the model or the area changed.
     *
     * @param gc where
     * @param area the chart's bounds
     */
    public void paint(GC gc, Rectangle area) {
        if (!area.equals(laidOut)) {
            layout(gc, area);
        }
        gc.setBackground(background);
        gc.fillRectangle(area);
        gc.setForeground(grid);
        gc.setLineWidth(1);
        for (int i = 0; i < x.ticks(); i++) {
            int px = x.pixel(x.tick(i));
            gc.drawLine(px, plot.y, px, plot.y + plot.height);
        }
        for (int i = 0; i < y.ticks(); i++) {
            int py = y.pixel(y.tick(i));
            gc.drawLine(plot.x, py, plot.x + plot.width, py);
        }
        List<ChartModel.Layer> layers = model.layers();
        int bottom = plot.y + plot.height;
        for (int l = 0; l < layers.size(); l++) {
            ChartModel.Layer layer = layers.get(l);
            if (layer.bars()) {
                gc.setAlpha(l == 0 ? 255 : 150);
                gc.setBackground(colour(layer.colour()));
                for (int i = 0; i < barY[l].length; i++) {
                    gc.fillRectangle(barX0[l][i] + 1, barY[l][i], Math.max(1, barX1[l][i] - barX0[l][i] - 1),
                            bottom - barY[l][i]);
                }
                gc.setAlpha(255);
            } else {
                gc.setForeground(colour(layer.colour()));
                gc.setLineWidth(2);
                gc.drawPolyline(lines[l]);
                gc.setBackground(colour(layer.colour()));
                for (int i = 0; i < lines[l].length; i += 2) {
                    gc.fillRectangle(lines[l][i] - 2, lines[l][i + 1] - 2, 5, 5);
                }
            }
        }
        paintMarks(gc);
        paintAxes(gc, area);
        paintLegend(gc);
    }

    private void paintMarks(GC gc) {
        gc.setLineWidth(2);
        gc.setLineStyle(SWT.LINE_DASH);
        List<ChartModel.Mark> marks = model.marks();
        for (int i = 0; i < marks.size(); i++) {
            gc.setForeground(colour(marks.get(i).colour()));
            gc.drawLine(markX[i], plot.y, markX[i], plot.y + plot.height);
        }
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(1);
        for (int i = 0; i < marks.size(); i++) {
            gc.setForeground(colour(marks.get(i).colour()));
            int top = plot.y + 2 + i * textHeight;
            int w = gc.textExtent(marks.get(i).label()).x;
            int tx = markX[i] + w + 4 > plot.x + plot.width ? markX[i] - w - 3 : markX[i] + 3;
            gc.setBackground(background);
            gc.fillRectangle(tx - 1, top, w + 2, textHeight);
            gc.drawText(marks.get(i).label(), tx, top, true);
        }
    }

    private void paintAxes(GC gc, Rectangle area) {
        gc.setForeground(axis);
        gc.drawLine(plot.x, plot.y, plot.x, plot.y + plot.height);
        gc.drawLine(plot.x, plot.y + plot.height, plot.x + plot.width, plot.y + plot.height);
        for (int i = 0; i < x.ticks(); i++) {
            int px = x.pixel(x.tick(i));
            gc.drawLine(px, plot.y + plot.height, px, plot.y + plot.height + 4);
            int w = gc.textExtent(x.label(i)).x;
            gc.drawText(x.label(i), Math.max(area.x, Math.min(px - w / 2, area.x + area.width - w)),
                    plot.y + plot.height + 5, true);
        }
        for (int i = 0; i < y.ticks(); i++) {
            int py = y.pixel(y.tick(i));
            gc.drawLine(plot.x - 4, py, plot.x, py);
            int w = gc.textExtent(y.label(i)).x;
            gc.drawText(y.label(i), plot.x - 6 - w, py - textHeight / 2, true);
        }
        int w = gc.textExtent(Messages.Chart_latency).x;
        gc.drawText(Messages.Chart_latency, plot.x + (plot.width - w) / 2, plot.y + plot.height + 5 + textHeight, true);
        gc.drawText(Messages.Chart_count, area.x + PAD, area.y + PAD, true);
    }

    private void paintLegend(GC gc) {
        List<ChartModel.Layer> layers = model.layers();
        if (layers.size() < 2) {
            return;
        }
        int lx = plot.x + plot.width - legendWidth - PAD;
        int height = layers.size() * textHeight + PAD;
        int below = plot.y + model.marks().size() * textHeight + PAD; // under the marks' labels
        int ly = Math.max(plot.y, Math.min(below, plot.y + plot.height - height));
        gc.setBackground(background);
        gc.setAlpha(220);
        gc.fillRectangle(lx, ly, legendWidth, layers.size() * textHeight + PAD);
        gc.setAlpha(255);
        gc.setForeground(axis);
        gc.drawRectangle(lx, ly, legendWidth, layers.size() * textHeight + PAD);
        for (int l = 0; l < layers.size(); l++) {
            int ty = ly + PAD / 2 + l * textHeight;
            gc.setBackground(colour(layers.get(l).colour()));
            gc.fillRectangle(lx + PAD, ty + textHeight / 2 - 4, 12, 8);
            gc.drawText(layers.get(l).name(), lx + PAD + 16, ty, true);
        }
    }

    /** Computes the plot area, the scales and every bar's and point's pixels. */
    private void layout(GC gc, Rectangle area) {
        laidOut = new Rectangle(area.x, area.y, area.width, area.height);
        textHeight = gc.getFontMetrics().getHeight();
        y = new LogScale(0.5, model.maxCount(), 0, 0, false);
        int labelWidth = gc.textExtent(Messages.Chart_count).x;
        for (int i = 0; i < y.ticks(); i++) {
            labelWidth = Math.max(labelWidth, gc.textExtent(y.label(i)).x);
        }
        legendWidth = 0;
        for (ChartModel.Layer layer : model.layers()) {
            legendWidth = Math.max(legendWidth, gc.textExtent(layer.name()).x + 16 + 2 * PAD);
        }
        int top = area.y + textHeight + 2 * PAD;
        int left = area.x + labelWidth + 2 * PAD;
        int right = area.x + area.width - 3 * PAD;
        int bottom = area.y + area.height - 2 * textHeight - 2 * PAD;
        plot = new Rectangle(left, top, Math.max(1, right - left), Math.max(1, bottom - top));
        x = new LogScale(model.axisMinNs(), model.axisMaxNs(), plot.x, plot.width, true);
        y = new LogScale(0.5, model.maxCount(), plot.y + plot.height, -plot.height, false);
        int n = model.layers().size();
        barX0 = new int[n][];
        barX1 = new int[n][];
        barY = new int[n][];
        lines = new int[n][];
        for (int l = 0; l < n; l++) {
            LogBins bins = model.layers().get(l).bins();
            barX0[l] = new int[bins.size()];
            barX1[l] = new int[bins.size()];
            barY[l] = new int[bins.size()];
            lines[l] = new int[2 * bins.size()];
            for (int i = 0; i < bins.size(); i++) {
                barX0[l][i] = x.pixel(bins.lowerNs(i));
                barX1[l][i] = x.pixel(bins.upperNs(i));
                barY[l][i] = y.pixel(bins.count(i));
                lines[l][2 * i] = x.pixel(Math.sqrt((double) bins.lowerNs(i) * bins.upperNs(i)));
                lines[l][2 * i + 1] = barY[l][i];
            }
        }
        markX = new int[model.marks().size()];
        for (int i = 0; i < markX.length; i++) {
            markX[i] = x(model.marks().get(i).ns());
        }
    }

    private Color colour(int index) {
        return index == MARK ? colours[MARK] : colours[index % PALETTE.length];
    }

    /** Releases the colours. */
    public void dispose() {
        for (Color c : colours) {
            c.dispose();
        }
        axis.dispose();
        grid.dispose();
        background.dispose();
    }
}
