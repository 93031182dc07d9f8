// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import java.util.Locale;

import org.latscope.model.events.IntervalKind;
import org.latscope.model.events.SampleKind;

/** What a {@link Distribution} is a distribution of. */
public enum LatencyKind {
    /** The latency in each latency trace's header ({@code latency: 550 us}). */
    TRACE_LATENCY,
    /** The delta of every step that has one. */
    STEP_DELTA,
    /** The latency of every worst-N row and the duration of every irq-off row. */
    RECORD_LATENCY,
    /** Histogram buckets (cyclictest, latency_hist), each value weighted by its count. */
    HISTOGRAM,
    /** irq handler durations ({@code irq_handler_entry} to exit), a series per irq. */
    IRQ_HANDLER,
    /** softirq durations ({@code softirq_entry} to exit), a series per vector. */
    SOFTIRQ,
    /** Wakeup to run ({@code sched_waking} or {@code sched_wakeup} to the switch that runs the task), a series per task. */
    WAKEUP_LATENCY,
    /** {@link #WAKEUP_LATENCY} of real-time and deadline tasks (priority below 100). */
    WAKEUP_LATENCY_RT,
    /** {@link #WAKEUP_LATENCY} of normal tasks. */
    WAKEUP_LATENCY_NORMAL,
    /** Sections with irqs off ({@code irq_disable} to {@code irq_enable}), a series per caller. */
    IRQ_OFF,
    /** Sections with preemption off ({@code preempt_disable} to {@code preempt_enable}), a series per caller. */
    PREEMPT_OFF,
    /** hrtimer expiry durations, a series per timer function. */
    HRTIMER,
    /** timerlat latencies seen by the timer's irq handler, a series per CPU. */
    TIMERLAT_IRQ,
    /** timerlat latencies seen by the woken thread, a series per CPU. */
    TIMERLAT_THREAD,
    /** osnoise: the noise of each period, a series per CPU. */
    OSNOISE,
    /** osnoise: the longest single noise of each period, a series per CPU. */
    OSNOISE_MAX_SINGLE,
    /** hwlat: the larger of each sample's inner and outer latency, a series per CPU. */
    HWLAT,
    /** hwlat: inner latencies, a series per CPU. */
    HWLAT_INNER,
    /** hwlat: outer latencies, a series per CPU. */
    HWLAT_OUTER;

    /** @return the lower-case name used in JSON */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return whether its values come from events or tracer samples of a modern capture */
    public boolean fromEvents() {
        return ordinal() >= IRQ_HANDLER.ordinal();
    }

    /**
     * @param kind a kind of event interval
     * @return the kind of its durations, or null for intervals that are no latency (tasks running)
     */
    public static LatencyKind of(IntervalKind kind) {
        return switch (kind) {
            case IRQ_HANDLER -> IRQ_HANDLER;
            case SOFTIRQ -> SOFTIRQ;
            case WAKEUP_LATENCY -> WAKEUP_LATENCY;
            case IRQ_OFF -> IRQ_OFF;
            case PREEMPT_OFF -> PREEMPT_OFF;
            case HRTIMER -> HRTIMER;
            case RUNNING -> null;
        };
    }

    /**
     * @param kind a kind of tracer sample
     * @return the kind of its values
     */
    public static LatencyKind of(SampleKind kind) {
        return switch (kind) {
            case TIMERLAT_IRQ -> TIMERLAT_IRQ;
            case TIMERLAT_THREAD -> TIMERLAT_THREAD;
            case OSNOISE -> OSNOISE;
            case OSNOISE_MAX_SINGLE -> OSNOISE_MAX_SINGLE;
            case HWLAT -> HWLAT;
            case HWLAT_INNER -> HWLAT_INNER;
            case HWLAT_OUTER -> HWLAT_OUTER;
        };
    }
}
