// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.report;

import java.util.Locale;

/** The parts a report can hold, in the order it shows them; the export wizard lets one leave some out. */
public enum ReportSection {
    /** Files, formats, traces, the worst latency, diagnostics. */
    SUMMARY,
    /** The worst latency traces as timelines with their nesting staircase. */
    TIMELINES,
    /** The worst-N tables' rows and the irq-off lists' longest rows. */
    RECORDS,
    /** The call-attribution tree. */
    CALL_TREE,
    /** Hotspots, with their counts per run. */
    HOTSPOTS,
    /** Annotated source excerpts of the hot lines. */
    SOURCE,
    /** Latency distributions: histograms and percentiles. */
    HISTOGRAM,
    /** Two runs compared, when a comparison was asked for. */
    COMPARISON;

    /** @return the lower-case id, as in {@code call_tree} */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
