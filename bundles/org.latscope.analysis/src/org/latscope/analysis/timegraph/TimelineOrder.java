// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.Comparator;

/** The orders of a {@link TraceSetTimeline}'s rows. */
public enum TimelineOrder {
    /**
     * Longest latency first (the default); traces whose header prints no latency, or one their
     * steps cannot hold ({@link org.latscope.model.support.RankedLatency}), after those that
     * print one, by their span; equal latencies in set order.
     */
    LATENCY,
    /** Earliest capture first, rows without a capture time last; equal times in set order. */
    CAPTURE_TIME,
    /** Set order: files as the set lists them, traces in file order. */
    FILE;

    /**
     * @param set the timeline whose rows are compared (set order and capture times)
     * @return the order's comparator over that timeline's rows
     */
    public Comparator<TraceTimeline> comparator(TraceSetTimeline set) {
        Comparator<TraceTimeline> fileOrder = Comparator.comparingInt(set::indexOf);
        return switch (this) {
            case LATENCY -> Comparator.comparing(TraceTimeline::declaresLatency).reversed()
                    .thenComparing(Comparator.comparingLong(TraceTimeline::latencyNs).reversed()).thenComparing(fileOrder);
            case CAPTURE_TIME -> Comparator
                    .comparingLong((TraceTimeline row) -> set.captureOffsetNs(row) < 0 ? Long.MAX_VALUE
                            : set.captureOffsetNs(row))
                    .thenComparing(fileOrder);
            case FILE -> fileOrder;
        };
    }
}
