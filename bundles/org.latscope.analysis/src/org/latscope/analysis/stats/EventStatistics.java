// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.stats;

import org.latscope.analysis.events.EventWalk;
import org.latscope.analysis.events.TimerlatBreakdown;
import org.latscope.model.LatencyTrace;
import org.latscope.model.events.EventPairing;
import org.latscope.model.events.IntervalKind;
import org.latscope.model.events.SampleKind;
import org.latscope.model.steps.SymbolLookup;

/**
 * Adds what a trace's events measure to a file's statistics: durations by {@link IntervalKind}
 * with a series per irq, vector, task or caller; wakeup latencies apart for real-time and
 * normal tasks; tracer samples with a series per CPU; the osnoise interference per CPU; and
 * where a timerlat trace carries events, the breakdown of each CPU's worst thread latency.
 */
final class EventStatistics implements EventWalk.Sink {

    /** Kernel priorities below this are real-time (0-99) or deadline (-1) tasks. */
    private static final int MAX_RT_PRIO = 100;

    private final FileStatistics values;

    private EventStatistics(FileStatistics values) {
        this.values = values;
    }

    private boolean timerlatThreads;
    private boolean intervals;

    static void add(FileStatistics values, LatencyTrace trace, SymbolLookup symbols) {
        EventStatistics sink = new EventStatistics(values);
        EventPairing pairing = new EventWalk().walk(trace, symbols, sink);
        if (sink.timerlatThreads && sink.intervals) {
            TimerlatBreakdown.of(trace, symbols).forEach(values::timerlat);
        }
        for (IntervalKind kind : IntervalKind.values()) {
            LatencyKind k = LatencyKind.of(kind);
            if (k != null) {
                long n = 0;
                for (EventPairing.Unpaired why : EventPairing.Unpaired.values()) {
                    n += pairing.unpaired(kind, why);
                }
                values.unpaired(k, n);
            }
        }
    }

    @Override
    public void interval(IntervalKind kind, int cpu, int begin, long beginNs, int end, long endNs, String key, int depth,
            int prio) {
        intervals = true;
        LatencyKind k = LatencyKind.of(kind);
        if (k == null) {
            return;
        }
        long duration = Math.max(0, endNs - beginNs);
        values.add(k, key, duration);
        if (kind == IntervalKind.WAKEUP_LATENCY) {
            values.add(prio >= MAX_RT_PRIO ? LatencyKind.WAKEUP_LATENCY_NORMAL : LatencyKind.WAKEUP_LATENCY_RT,
                    key, duration);
        }
    }

    @Override
    public void sample(SampleKind kind, int cpu, int step, long valueNs) {
        timerlatThreads |= kind == SampleKind.TIMERLAT_THREAD;
        values.add(LatencyKind.of(kind), cpuName(cpu), valueNs);
    }

    @Override
    public boolean tasksRunning() {
        return false;
    }

    @Override
    public void interference(int cpu, long[] counts) {
        values.interference(cpu, counts);
    }

    /** @return the series name of a CPU: {@code CPU 1} */
    static String cpuName(int cpu) {
        return cpu < 0 ? "CPU ?" : "CPU " + cpu; //$NON-NLS-1$ //$NON-NLS-2$
    }
}
