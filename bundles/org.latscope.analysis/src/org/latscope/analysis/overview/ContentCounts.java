// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

import org.latscope.model.Histogram;
import org.latscope.model.IrqOffList;
import org.latscope.model.LatencyTrace;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceContent;
import org.latscope.model.WorstTable;

/**
 * How many contents of each kind a file or a set holds.
 *
 * @param latencyTraces latency traces (any tracer, any format)
 * @param worstTables worst-N latency tables (preempt-stats)
 * @param histograms latency histograms
 * @param irqOffLists irq-off latency lists
 * @param printkLogs timestamped kernel logs
 * @param resultTables benchmark result tables
 */
public record ContentCounts(int latencyTraces, int worstTables, int histograms, int irqOffLists, int printkLogs,
        int resultTables) {

    /** No contents. */
    public static final ContentCounts NONE = new ContentCounts(0, 0, 0, 0, 0, 0);

    /**
     * @param content a content
     * @return one of its kind, none for a kind not counted here
     */
    public static ContentCounts of(TraceContent content) {
        if (content instanceof LatencyTrace) {
            return new ContentCounts(1, 0, 0, 0, 0, 0);
        }
        if (content instanceof WorstTable) {
            return new ContentCounts(0, 1, 0, 0, 0, 0);
        }
        if (content instanceof Histogram) {
            return new ContentCounts(0, 0, 1, 0, 0, 0);
        }
        if (content instanceof IrqOffList) {
            return new ContentCounts(0, 0, 0, 1, 0, 0);
        }
        if (content instanceof PrintkLog) {
            return new ContentCounts(0, 0, 0, 0, 1, 0);
        }
        return content instanceof ResultTable ? new ContentCounts(0, 0, 0, 0, 0, 1) : NONE;
    }

    /**
     * @param other more counts
     * @return the sums of both
     */
    public ContentCounts plus(ContentCounts other) {
        return new ContentCounts(latencyTraces + other.latencyTraces, worstTables + other.worstTables,
                histograms + other.histograms, irqOffLists + other.irqOffLists, printkLogs + other.printkLogs,
                resultTables + other.resultTables);
    }

    /** @return the contents of every kind */
    public int total() {
        return latencyTraces + worstTables + histograms + irqOffLists + printkLogs + resultTables;
    }
}
