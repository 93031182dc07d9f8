// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.overview;

/** Where a worst latency was read from. */
public enum WorstKind {
    /** The latency in a latency trace's header. */
    TRACE_HEADER,
    /** The span of a latency trace's steps, its header's latency being one they cannot hold. */
    TRACE_STEPS,
    /** A row of a worst-N table. */
    WORST_TABLE_ROW,
    /** A row of an irq-off list. */
    IRQ_OFF_ROW
}
