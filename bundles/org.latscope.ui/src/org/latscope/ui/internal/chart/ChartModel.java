// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.chart;

import java.util.List;

import org.latscope.analysis.stats.LogBins;

/**
 * What a {@link HistogramPainter} draws: layers of log bins (bars, or lines through the bins'
 * middles) and labelled vertical marks (percentiles), with the axis ranges that hold them all.
 *
 * @param layers drawn in order, bars first
 * @param marks vertical lines
 * @param axisMinNs the left end of the x axis, a power of ten
 * @param axisMaxNs the right end, a power of ten
 * @param maxCount the top of the y axis, a power of ten
 */
public record ChartModel(List<Layer> layers, List<Mark> marks, long axisMinNs, long axisMaxNs, long maxCount) {

    /** An empty chart. */
    public static final ChartModel EMPTY = of(List.of(), List.of());

    /**
     * One series.
     *
     * @param name the legend's text
     * @param bins the bins
     * @param bars bars, or a line
     * @param colour the index into the painter's palette
     */
    public record Layer(String name, LogBins bins, boolean bars, int colour) {
    }

    /**
     * A vertical line.
     *
     * @param label its text ({@code p99 24 us})
     * @param ns where
     * @param colour the index into the painter's palette
     */
    public record Mark(String label, long ns, int colour) {
    }

    /** Copies the lists. */
    public ChartModel {
        layers = List.copyOf(layers);
        marks = List.copyOf(marks);
    }

    /**
     * @param layers the layers
     * @param marks the marks
     * @return a chart whose axes hold every bin and mark, on whole decades
     */
    public static ChartModel of(List<Layer> layers, List<Mark> marks) {
        long min = Long.MAX_VALUE;
        long max = 0;
        long count = 0;
        for (Layer layer : layers) {
            if (layer.bins().size() > 0) {
                min = Math.min(min, layer.bins().axisMinNs());
                max = Math.max(max, layer.bins().axisMaxNs());
                count = Math.max(count, layer.bins().maxCount());
            }
        }
        for (Mark mark : marks) {
            if (mark.ns() > 0) {
                min = Math.min(min, LogBins.decadeFloor(mark.ns()));
                max = Math.max(max, LogBins.decadeCeil(mark.ns() + 1));
            }
        }
        if (max == 0) {
            min = 1_000;
            max = 1_000_000;
        }
        max = Math.max(max, min * 10);
        return new ChartModel(layers, marks, min, max, LogBins.decadeCeil(Math.max(10, count)));
    }
}
