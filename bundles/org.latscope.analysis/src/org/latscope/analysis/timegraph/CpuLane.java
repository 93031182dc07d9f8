// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import org.latscope.model.events.IntervalKind;

/**
 * The lanes of one CPU's row, bottom to top as the staircase stacks them: the task running,
 * the softirqs over it, the hard irq handlers over those.
 */
public enum CpuLane {
    /** Tasks from the switch that runs them to the switch that takes them off. */
    TASK(IntervalKind.RUNNING),
    /** softirq entry to exit. */
    SOFTIRQ(IntervalKind.SOFTIRQ),
    /** irq handler entry to exit. */
    IRQ(IntervalKind.IRQ_HANDLER);

    private final IntervalKind kind;

    CpuLane(IntervalKind kind) {
        this.kind = kind;
    }

    /** @return the event intervals the lane shows */
    public IntervalKind kind() {
        return kind;
    }

    /**
     * @param kind a kind of interval
     * @return the lane that shows it, null for none
     */
    public static CpuLane of(IntervalKind kind) {
        for (CpuLane lane : values()) {
            if (lane.kind == kind) {
                return lane;
            }
        }
        return null;
    }

    /** @return its bit in a {@link CpuRows#summarize} column */
    public int bit() {
        return 1 << ordinal();
    }
}
