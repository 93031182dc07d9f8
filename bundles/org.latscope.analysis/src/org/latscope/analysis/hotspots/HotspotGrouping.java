// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.Locale;

import org.latscope.model.events.IntervalKind;

/** How {@link HotspotAnalysis} groups what reaches its threshold. */
public enum HotspotGrouping {
    /** By step function ({@code find_next_bit}); irq-off rows by their function. */
    FUNCTION,
    /** By step function and parent: {@code spin_lock (mark_offset_tsc)}. */
    CALLER,
    /** By step function and mcount marker: {@code mark_offset_tsc [2]}; steps without a marker are left out. */
    MARKER,
    /** Worst-N rows by start and by end location, as separate keys: {@code start:1376/sched.c}, {@code end:697/sched.c}. */
    LOCATION,
    /** Worst-N rows by cause: {@code BKL}. */
    CAUSE,
    /** irq handler durations by irq, as the entry event spells it: {@code irq=29 name=ens3}. */
    IRQ,
    /** softirq durations by vector: {@code RCU}, {@code TIMER}. */
    SOFTIRQ,
    /** Wakeup latencies by woken task: {@code cyclictest-9274}. */
    TASK,
    /** Event steps by event name, each with its delta (the time to the next step of its CPU). */
    EVENT;

    /** @return the kind of event intervals it groups, or null */
    public IntervalKind intervals() {
        return switch (this) {
            case IRQ -> IntervalKind.IRQ_HANDLER;
            case SOFTIRQ -> IntervalKind.SOFTIRQ;
            case TASK -> IntervalKind.WAKEUP_LATENCY;
            default -> null;
        };
    }

    /** @return whether it groups steps (and, by function, irq-off rows) */
    public boolean groupsSteps() {
        return this == FUNCTION || this == CALLER || this == MARKER;
    }

    /** @return whether it groups worst-N rows */
    public boolean groupsWorstRows() {
        return this == LOCATION || this == CAUSE;
    }

    /** @return the lower-case name used on the command line and in JSON */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param id a grouping id such as {@code caller}
     * @return the grouping
     * @throws IllegalArgumentException for an unknown id
     */
    public static HotspotGrouping of(String id) {
        for (HotspotGrouping g : values()) {
            if (g.id().equals(id)) {
                return g;
            }
        }
        throw new IllegalArgumentException("unknown grouping '" + id + "', expected function, caller, marker, location, cause, irq, softirq, task or event"); //$NON-NLS-1$ //$NON-NLS-2$
    }
}
