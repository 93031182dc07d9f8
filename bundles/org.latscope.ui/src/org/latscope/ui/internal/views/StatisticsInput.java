// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.osgi.util.NLS;
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
 * and charts; the kinds measured from events with their series (per CPU, vector, irq, task).
 *
 * @param statistics the set's distributions per kind
 * @param series its histogram series
 */
record StatisticsInput(Statistics statistics, List<SeriesStatistics.Series> series) {

    /** Series of one kind drawn as lines over its bars at most: more would not be told apart. */
    private static final int MAX_LINES = 8;

    /** @return the input of a set; in a Job */
    static StatisticsInput of(TraceSet set) {
        return new StatisticsInput(new StatisticsAnalysis().run(set), new SeriesStatistics().run(set));
    }

    /** @return a label for each kind, in enum order */
    static String[] kindLabels() {
        String[] labels = new String[LatencyKind.values().length];
        for (LatencyKind kind : LatencyKind.values()) {
            labels[kind.ordinal()] = label(kind);
        }
        return labels;
    }

    private static String label(LatencyKind kind) {
        return switch (kind) {
            case TRACE_LATENCY -> Messages.Kind_traceLatency;
            case STEP_DELTA -> Messages.Kind_stepDelta;
            case RECORD_LATENCY -> Messages.Kind_recordLatency;
            case HISTOGRAM -> Messages.Kind_histogram;
            case IRQ_HANDLER -> Messages.Kind_irqHandler;
            case SOFTIRQ -> Messages.Kind_softirq;
            case WAKEUP_LATENCY -> Messages.Kind_wakeupLatency;
            case WAKEUP_LATENCY_RT -> Messages.Kind_wakeupLatencyRt;
            case WAKEUP_LATENCY_NORMAL -> Messages.Kind_wakeupLatencyNormal;
            case IRQ_OFF -> Messages.Kind_irqOff;
            case PREEMPT_OFF -> Messages.Kind_preemptOff;
            case HRTIMER -> Messages.Kind_hrtimer;
            case TIMERLAT_IRQ -> Messages.Kind_timerlatIrq;
            case TIMERLAT_THREAD -> Messages.Kind_timerlatThread;
            case OSNOISE -> Messages.Kind_osnoise;
            case OSNOISE_MAX_SINGLE -> Messages.Kind_osnoiseMaxSingle;
            case HWLAT -> Messages.Kind_hwlat;
            case HWLAT_INNER -> Messages.Kind_hwlatInner;
            case HWLAT_OUTER -> Messages.Kind_hwlatOuter;
        };
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

    /**
     * @return a row per kind (those measured from events only when the set holds some), then per
     *         histogram series, then per series of the kinds measured from events
     */
    List<FiguresTableModel.Row> rows() {
        List<FiguresTableModel.Row> rows = new ArrayList<>();
        String[] labels = kindLabels();
        for (Distribution d : statistics.distributions()) {
            if (d.listed()) {
                rows.add(new FiguresTableModel.Row(labels[d.kind().ordinal()], d));
            }
        }
        for (SeriesStatistics.Series s : series) {
            rows.add(new FiguresTableModel.Row(s.name(), s.distribution()));
        }
        for (Statistics.Series s : statistics.series()) {
            rows.add(new FiguresTableModel.Row(NLS.bind(Messages.Kind_series, labels[s.kind().ordinal()], s.name()),
                    s.distribution()));
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
        List<Statistics.Series> kindSeries = statistics.seriesOf(kind);
        if (kindSeries.size() > 1 && kindSeries.size() <= MAX_LINES) {
            // per CPU (timerlat, osnoise, hwlat), per vector or per irq: few enough to tell apart
            for (int i = 0; i < kindSeries.size(); i++) {
                layers.add(new ChartModel.Layer(kindSeries.get(i).name(), LogBins.of(kindSeries.get(i).distribution()), false,
                        i + 1));
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
