// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

import java.util.Locale;

/** What a sample of a measuring tracer (timerlat, osnoise, hwlat) gives, read by {@link TracerSamples}. */
public enum SampleKind {
    /** timerlat: the timer's latency seen by its irq handler. */
    TIMERLAT_IRQ,
    /** timerlat: the timer's latency seen by the woken thread. */
    TIMERLAT_THREAD,
    /** osnoise: the noise of one period (the sum of what kept the CPU from the workload). */
    OSNOISE,
    /** osnoise: the longest single noise of one period. */
    OSNOISE_MAX_SINGLE,
    /** hwlat: the larger of a sample's inner and outer latency, as the tracer keeps its maximum. */
    HWLAT,
    /** hwlat: the latency seen inside one read loop. */
    HWLAT_INNER,
    /** hwlat: the latency seen between two read loops. */
    HWLAT_OUTER;

    /** @return the lower-case name used in JSON and on the command line */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
