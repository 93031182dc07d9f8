// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.ArrayList;
import java.util.List;

import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * The histograms of a trace set (cyclictest, rtla, latency_hist) one series at a time: per CPU
 * or thread, its distribution (the same figures {@link StatisticsAnalysis} gives all series
 * together as {@link LatencyKind#HISTOGRAM}) and its points as printed.
 */
public final class SeriesStatistics {

    /**
     * One histogram series.
     *
     * @param name the series' name ({@code Thread 0}, {@code Thr-001})
     * @param distribution its buckets as a distribution of kind {@link LatencyKind#HISTOGRAM}
     * @param points its buckets as printed, zero counts left out
     */
    public record Series(String name, Distribution distribution, LogBins points) {
    }

    /**
     * @param set a trace set
     * @return every histogram series of its files, in file and series order
     */
    public List<Series> run(TraceSet set) {
        List<Series> result = new ArrayList<>();
        for (TraceFile file : set.getFiles()) {
            for (TraceContent content : file.getContents()) {
                if (content instanceof Histogram histogram) {
                    long unit = StatisticsAnalysis.unitNanos(histogram.getUnit());
                    for (HistogramSeries series : histogram.getSeries()) {
                        result.add(series(series, unit));
                    }
                }
            }
        }
        return result;
    }

    private static Series series(HistogramSeries series, long unit) {
        DistributionBuilder builder = new DistributionBuilder(LatencyKind.HISTOGRAM);
        List<HistogramBucket> buckets = TraceSets.buckets(series);
        int n = buckets.size();
        long[] values = new long[n];
        long[] counts = new long[n];
        for (int i = 0; i < n; i++) {
            HistogramBucket bucket = buckets.get(i);
            values[i] = bucket.getValue() * unit;
            counts[i] = bucket.getCount();
            builder.add(values[i], counts[i]);
        }
        String name = series.getName() == null ? "" : series.getName(); //$NON-NLS-1$
        return new Series(name, builder.build(), LogBins.points(values, counts, unit));
    }
}
