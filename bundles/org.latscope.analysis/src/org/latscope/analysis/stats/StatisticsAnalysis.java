// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.function.Function;

import org.latscope.analysis.Durations;
import org.latscope.analysis.FileFold;
import org.latscope.analysis.internal.SetNames;
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
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.RankedLatency;
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
        return report(set, this::file);
    }

    /**
     * Collects one file's values. Touches nothing outside the file, so files can be measured
     * on the threads that read them and their step tables dropped, as the command line does.
     *
     * @param file a trace file
     * @return its values, for {@link #report}
     */
    public FileStatistics file(TraceFile file) {
        return file(file, SetNames.of(file));
    }

    /**
     * Collects one file's values, as {@link #file(TraceFile)}, for a file being read and not yet in its set.
     *
     * @param file a trace file
     * @param symbols the names of the set's symbol ids, safe to read while other files are read
     * @return its values, for {@link #report}
     */
    public FileStatistics file(TraceFile file, SymbolLookup symbols) {
        return FileFold.whole(fold(), file, symbols);
    }

    /**
     * @return a new fold of one file's values, for a reader that hands over each latency
     *         trace as soon as it is complete (see {@link FileFold}); {@link #file} runs it
     */
    public FileFold<FileStatistics> fold() {
        return new FileFold<>() {
            private final FileStatistics values = new FileStatistics();

            @Override
            public void add(TraceFile file, int index, SymbolLookup symbols) {
                addContent(values, file.getContents().get(index), symbols);
            }

            @Override
            public FileStatistics finish(TraceFile file, SymbolLookup symbols) {
                values.compact();
                return values;
            }
        };
    }

    private static void addContent(FileStatistics values, TraceContent content, SymbolLookup symbols) {
        if (content instanceof LatencyTrace trace) {
            RankedLatency ranked = RankedLatency.of(trace); // a latency the steps cannot hold is none
            if (ranked.declared()) {
                values.traces.add(ranked.ns());
            }
            StepTable table = trace.getSteps() == null ? StepTable.EMPTY : trace.getSteps();
            boolean events = false;
            for (int i = 0; i < table.size(); i++) {
                StepKind kind = table.kind(i);
                long delta = table.deltaNs(i);
                if (delta != StepTable.NO_DELTA
                        && (kind == StepKind.FUNCTION || kind == StepKind.GRAPH_LEAF || kind == StepKind.GRAPH_EXIT)) {
                    values.steps.add(delta);
                }
                events |= kind == StepKind.EVENT;
            }
            if (events) {
                EventStatistics.add(values, trace, symbols);
            }
        } else if (content instanceof WorstTable table) {
            for (WorstRow row : table.getRows()) {
                values.records.add(row.getLatencyUs() * 1_000L);
            }
        } else if (content instanceof IrqOffList list) {
            for (IrqOffRow row : list.getRows()) {
                values.records.add(row.getDurationNs());
            }
        } else if (content instanceof Histogram histogram) {
            long unit = unitNanos(histogram.getUnit());
            for (HistogramSeries series : histogram.getSeries()) {
                for (HistogramBucket bucket : TraceSets.buckets(series)) {
                    values.histograms.add(bucket.getValue() * unit, bucket.getCount());
                }
            }
        }
    }

    /**
     * @param set the trace set the files were read into, every file in it
     * @param files the values of each of the set's files, from {@link #file}; null leaves a
     *            file out (a run of the set compared with another)
     * @return the set's distributions
     */
    public Statistics report(TraceSet set, Function<TraceFile, FileStatistics> files) {
        StatisticsSum sum = sum();
        for (TraceFile file : set.getFiles()) {
            sum.add(files.apply(file));
        }
        return sum.statistics();
    }

    /** @return a sum of files' statistics handed over one by one, for a reader that lets each file go once measured */
    public StatisticsSum sum() {
        return new StatisticsSum();
    }

    static long unitNanos(String unit) {
        try {
            return unit == null ? 1_000L : Durations.nanosPer(unit);
        } catch (IllegalArgumentException e) {
            return 1_000L;
        }
    }
}
