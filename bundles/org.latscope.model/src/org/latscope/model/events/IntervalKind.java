// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.events;

import java.util.Locale;

/** What an {@link EventPairing} interval measures: from one event to the event that ends it. */
public enum IntervalKind {
    /** {@code irq_handler_entry} to {@code irq_handler_exit} of the same irq on the same CPU. */
    IRQ_HANDLER("irq_handler_entry", "irq_handler_exit"), //$NON-NLS-1$ //$NON-NLS-2$
    /** {@code softirq_entry} to {@code softirq_exit} of the same vector on the same CPU. */
    SOFTIRQ("softirq_entry", "softirq_exit"), //$NON-NLS-1$ //$NON-NLS-2$
    /** {@code sched_waking} (or {@code sched_wakeup}) of a task to the {@code sched_switch} that runs it. */
    WAKEUP_LATENCY("sched_waking", "sched_switch"), //$NON-NLS-1$ //$NON-NLS-2$
    /** {@code irq_disable} to {@code irq_enable} on the same CPU (the preemptirq events). */
    IRQ_OFF("irq_disable", "irq_enable"), //$NON-NLS-1$ //$NON-NLS-2$
    /** {@code preempt_disable} to {@code preempt_enable} on the same CPU (the preemptirq events). */
    PREEMPT_OFF("preempt_disable", "preempt_enable"), //$NON-NLS-1$ //$NON-NLS-2$
    /** {@code hrtimer_expire_entry} to {@code hrtimer_expire_exit} of the same timer. */
    HRTIMER("hrtimer_expire_entry", "hrtimer_expire_exit"), //$NON-NLS-1$ //$NON-NLS-2$
    /** A task on a CPU, from the {@code sched_switch} that runs it to the one that switches it out. */
    RUNNING("sched_switch", "sched_switch"); //$NON-NLS-1$ //$NON-NLS-2$

    private final String begin;
    private final String end;

    IntervalKind(String begin, String end) {
        this.begin = begin;
        this.end = end;
    }

    /** @return the event that starts an interval */
    public String beginEvent() {
        return begin;
    }

    /** @return the event that ends an interval */
    public String endEvent() {
        return end;
    }

    /** @return the lower-case name used in JSON and on the command line */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
