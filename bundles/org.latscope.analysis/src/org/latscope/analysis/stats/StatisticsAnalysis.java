// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.ArrayList;
import java.util.List;

import org.latscope.analysis.Durations;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.support.TraceSets;

/**
 * Latency distributions of a trace set per {@link LatencyKind}: trace latencies, step deltas,
 * record (worst-N, irq-off) latencies and histogram buckets.
 */
public final class StatisticsAnalysis {

    /**
     * @param set a trace set
     * @return its distributions
     */
    public Statistics run(TraceSet set) {
        DistributionBuilder traces = new DistributionBuilder(LatencyKind.TRACE_LATENCY);
        DistributionBuilder steps = new DistributionBuilder(LatencyKind.STEP_DELTA);
        DistributionBuilder records = new DistributionBuilder(LatencyKind.RECORD_LATENCY);
        DistributionBuilder histograms = new DistributionBuilder(LatencyKind.HISTOGRAM);
        for (TraceFile file : set.getFiles()) {
            for (TraceContent content : file.getContents()) {
                if (content instanceof LatencyTrace trace) {
                    if (trace.getHeader() != null && trace.getHeader().isSetLatencyUs()) {
                        traces.add(trace.getHeader().getLatencyUs() * 1_000L);
                    }
                    StepCursor step = TraceSets.steps(trace);
                    while (step.next()) {
                        StepKind kind = step.kind();
                        if (step.hasDelta() && (kind == StepKind.FUNCTION || kind == StepKind.GRAPH_LEAF
                                || kind == StepKind.GRAPH_EXIT)) {
                            steps.add(step.deltaNs());
                        }
                    }
                } else if (content instanceof WorstTable table) {
                    for (WorstRow row : table.getRows()) {
                        records.add(row.getLatencyUs() * 1_000L);
                    }
                } else if (content instanceof IrqOffList list) {
                    for (IrqOffRow row : list.getRows()) {
                        records.add(row.getDurationNs());
                    }
                } else if (content instanceof Histogram histogram) {
                    long unit = unitNanos(histogram.getUnit());
                    for (HistogramSeries series : histogram.getSeries()) {
                        for (HistogramBucket bucket : series.getBuckets()) {
                            histograms.add(bucket.getValue() * unit, bucket.getCount());
                        }
                    }
                }
            }
        }
        List<Distribution> result = new ArrayList<>();
        result.add(traces.build());
        result.add(steps.build());
        result.add(records.build());
        result.add(histograms.build());
        return new Statistics(result);
    }

    private static long unitNanos(String unit) {
        try {
            return unit == null ? 1_000L : Durations.nanosPer(unit);
        } catch (IllegalArgumentException e) {
            return 1_000L;
        }
    }
}
