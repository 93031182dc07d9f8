// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.List;

/**
 * The values of one trace file, from {@link StatisticsAnalysis#file}, per {@link LatencyKind};
 * a set's are those of its files added up.
 */
public final class FileStatistics {

    final DistributionBuilder traces = new DistributionBuilder(LatencyKind.TRACE_LATENCY);
    final DistributionBuilder steps = new DistributionBuilder(LatencyKind.STEP_DELTA);
    final DistributionBuilder records = new DistributionBuilder(LatencyKind.RECORD_LATENCY);
    final DistributionBuilder histograms = new DistributionBuilder(LatencyKind.HISTOGRAM);

    FileStatistics() {
    }

    void addAll(FileStatistics other) {
        traces.addAll(other.traces);
        steps.addAll(other.steps);
        records.addAll(other.records);
        histograms.addAll(other.histograms);
    }

    /** Trims each kind's values: a set keeps every file's until it is merged. */
    void compact() {
        traces.compact();
        steps.compact();
        records.compact();
        histograms.compact();
    }

    Statistics statistics() {
        return new Statistics(List.of(traces.build(), steps.build(), records.build(), histograms.build()));
    }
}
