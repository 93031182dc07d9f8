// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.LogBins;
import org.latscope.analysis.stats.SeriesStatistics;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.model.TraceSet;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.chart.ChartModel;
import org.latscope.ui.internal.chart.HistogramPainter;
import org.latscope.ui.internal.preferences.AnalysisPreferences;

/**
 * What the Statistics view shows of a set: {@link StatisticsAnalysis}'s distributions (the
 * numbers {@code latscope stats} prints) and each histogram series, turned into table rows
 * and charts.
 *
 * @param statistics the set's distributions per kind
 * @param series its histogram series
 */
record StatisticsInput(Statistics statistics, List<SeriesStatistics.Series> series) {

    /** @return the input of a set; in a Job */
    static StatisticsInput of(TraceSet set) {
        return new StatisticsInput(new StatisticsAnalysis().run(set), new SeriesStatistics().run(set));
    }

    /** @return a label for each kind, in enum order */
    static String[] kindLabels() {
        return new String[] { Messages.Kind_traceLatency, Messages.Kind_stepDelta, Messages.Kind_recordLatency,
                Messages.Kind_histogram };
    }

    /** @return the first kind with values, else trace latency */
    LatencyKind firstKind() {
        for (Distribution d : statistics.distributions()) {
            if (d.count() > 0) {
                return d.kind();
            }
        }
        return LatencyKind.TRACE_LATENCY;
    }

    /** @return a row per kind, then per histogram series */
    List<FiguresTableModel.Row> rows() {
        List<FiguresTableModel.Row> rows = new ArrayList<>();
        String[] labels = kindLabels();
        for (Distribution d : statistics.distributions()) {
            rows.add(new FiguresTableModel.Row(labels[d.kind().ordinal()], d));
        }
        for (SeriesStatistics.Series s : series) {
            rows.add(new FiguresTableModel.Row(s.name(), s.distribution()));
        }
        return rows;
    }

    /** @return the chart of a kind: its buckets as bars, its percentiles, and for histograms each series as a line */
    ChartModel chart(LatencyKind kind, AnalysisPreferences preferences) {
        Distribution d = statistics.of(kind);
        List<ChartModel.Layer> layers = new ArrayList<>();
        layers.add(new ChartModel.Layer(kindLabels()[kind.ordinal()], LogBins.of(d), true, 0));
        if (kind == LatencyKind.HISTOGRAM) {
            for (int i = 0; i < series.size(); i++) {
                layers.add(new ChartModel.Layer(series.get(i).name(), series.get(i).points(), false, i + 1));
            }
        }
        return ChartModel.of(layers, percentiles(d, "", HistogramPainter.MARK, preferences)); //$NON-NLS-1$
    }

    /** @return p50, p90, p99 and p99.9 of a distribution as marks, none when it is empty */
    static List<ChartModel.Mark> percentiles(Distribution d, String suffix, int colour, AnalysisPreferences preferences) {
        if (d.count() == 0) {
            return List.of();
        }
        return List.of(mark(Messages.Figures_p50, suffix, d.p50Ns(), colour, preferences),
                mark(Messages.Figures_p90, suffix, d.p90Ns(), colour, preferences),
                mark(Messages.Figures_p99, suffix, d.p99Ns(), colour, preferences),
                mark(Messages.Figures_p999, suffix, d.p999Ns(), colour, preferences));
    }

    private static ChartModel.Mark mark(String name, String suffix, long ns, int colour, AnalysisPreferences preferences) {
        return new ChartModel.Mark(name + suffix + ' ' + preferences.format(ns), ns, colour);
    }
}
