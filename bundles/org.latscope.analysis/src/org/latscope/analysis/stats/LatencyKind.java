// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.Locale;

/** What a {@link Distribution} is a distribution of. */
public enum LatencyKind {
    /** The latency in each latency trace's header ({@code latency: 550 us}). */
    TRACE_LATENCY,
    /** The delta of every step that has one. */
    STEP_DELTA,
    /** The latency of every worst-N row and the duration of every irq-off row. */
    RECORD_LATENCY,
    /** Histogram buckets (cyclictest, latency_hist), each value weighted by its count. */
    HISTOGRAM;

    /** @return the lower-case name used in JSON */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
