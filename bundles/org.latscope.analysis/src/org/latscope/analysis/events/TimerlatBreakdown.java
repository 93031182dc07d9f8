// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.events;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.latscope.model.LatencyTrace;
import org.latscope.model.events.IntervalKind;
import org.latscope.model.events.SampleKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;

/**
 * Where the worst timerlat thread latency of each CPU went, as rtla's auto-analysis breaks it
 * down, for a timerlat trace that carries sched, irq or timer events: the timer expired
 * {@code thread latency} before the thread's sample; from then on the CPU ran the timerlat irq
 * (the {@code timerlat_irq} hrtimer), other irq handlers, softirqs and other timers, the task
 * that blocked the thread (what ran on the CPU, less those), and last the timerlat thread itself.
 * Each part is its time inside that window on that CPU, from the same {@link EventWalk} intervals
 * the statistics count.
 *
 * @param cpu the CPU
 * @param threadLatencyNs the worst thread latency of the CPU, from its sample
 * @param irqLatencyNs the irq latency of the same activation (the CPU's irq sample before it), -1 when none
 * @param expiryNs when the timer expired: the thread sample's time less its latency
 * @param sampleNs the thread sample's time
 * @param parts what the CPU ran from the expiry to the sample, longest first within each kind
 */
public record TimerlatBreakdown(int cpu, long threadLatencyNs, long irqLatencyNs, long expiryNs, long sampleNs,
        List<Part> parts) {

    /** What a part of the window was. */
    public enum What {
        /** The timerlat timer's own irq work ({@code timerlat_irq}). */
        TIMERLAT_IRQ,
        /** Another irq handler. */
        IRQ,
        /** A softirq. */
        SOFTIRQ,
        /** Another hrtimer's expiry. */
        HRTIMER,
        /** A task that ran on the CPU before the thread, irqs and softirqs taken out. */
        BLOCKING_THREAD,
        /** The timerlat thread from its switch-in to its sample. */
        THREAD;

        /** @return the lower-case name used in JSON */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * @param what what it was
     * @param key which irq, vector, timer or task, as the trace spells it
     * @param ns its time inside the window
     */
    public record Part(What what, String key, long ns) {
    }

    /** Copies the list. */
    public TimerlatBreakdown {
        parts = List.copyOf(parts);
    }

    /** The timerlat tracer's hrtimer callback. */
    private static final String TIMERLAT_IRQ = "timerlat_irq"; //$NON-NLS-1$

    /**
     * @param trace a trace whose steps are in memory
     * @param symbols the names of the set's symbol ids
     * @return per CPU with timerlat thread samples and events, the breakdown of its worst; none
     *         for a trace without events
     */
    public static List<TimerlatBreakdown> of(LatencyTrace trace, SymbolLookup symbols) {
        StepTable table = trace.getSteps();
        if (table == null) {
            return List.of();
        }
        Map<Integer, long[]> worst = worstThreadSamples(trace, symbols, table);
        if (worst.isEmpty()) {
            return List.of();
        }
        Map<Integer, Window> windows = new TreeMap<>();
        worst.forEach((cpu, w) -> windows.put(cpu, new Window(w[1] - w[0], w[1], table.pid((int) w[2]))));
        boolean[] events = new boolean[1];
        new EventWalk().walk(trace, symbols, new EventWalk.Sink() {
            @Override
            public void interval(IntervalKind kind, int cpu, int begin, long beginNs, int end, long endNs, String key,
                    int depth, int prio) {
                Window w = windows.get(cpu);
                events[0] = true;
                if (w != null) {
                    w.add(kind, key, beginNs, endNs);
                }
            }

            @Override
            public void sample(SampleKind kind, int cpu, int step, long valueNs) {
                // the samples were read in the first pass
            }
        });
        if (!events[0]) {
            return List.of();
        }
        List<TimerlatBreakdown> result = new ArrayList<>();
        windows.forEach((cpu, w) -> {
            long[] s = worst.get(cpu);
            result.add(new TimerlatBreakdown(cpu.intValue(), s[0], s[3], w.from, w.to, w.parts()));
        });
        return result;
    }

    /** Per CPU: the worst thread latency, its sample's time and step, and the irq latency before it. */
    private static Map<Integer, long[]> worstThreadSamples(LatencyTrace trace, SymbolLookup symbols, StepTable table) {
        Map<Integer, long[]> worst = new TreeMap<>();
        Map<Integer, Long> lastIrq = new TreeMap<>();
        new EventWalk().walk(trace, symbols, new EventWalk.Sink() {
            @Override
            public void interval(IntervalKind kind, int cpu, int begin, long beginNs, int end, long endNs, String key,
                    int depth, int prio) {
                // the intervals are read in the second pass, once the windows are known
            }

            @Override
            public void sample(SampleKind kind, int cpu, int step, long valueNs) {
                if (kind == SampleKind.TIMERLAT_IRQ) {
                    lastIrq.put(cpu, valueNs);
                } else if (kind == SampleKind.TIMERLAT_THREAD) {
                    long[] w = worst.get(cpu);
                    if (w == null || valueNs > w[0]) {
                        Long irq = lastIrq.get(cpu);
                        worst.put(cpu, new long[] { valueNs, table.timeNs(step), step, irq == null ? -1 : irq.longValue() });
                    }
                }
            }
        });
        return worst;
    }

    /** The window of one CPU and the time of each part inside it. */
    private static final class Window {
        final long from;
        final long to;
        final int threadPid;
        // the time of each (what, key), in the order first met
        final Map<Part, long[]> parts = new LinkedHashMap<>();
        long nested;
        long blocking;

        Window(long from, long to, int threadPid) {
            this.from = from;
            this.to = to;
            this.threadPid = threadPid;
        }

        void add(IntervalKind kind, String key, long beginNs, long endNs) {
            long ns = Math.min(to, endNs) - Math.max(from, beginNs);
            if (ns <= 0) {
                return;
            }
            What what = switch (kind) {
                case IRQ_HANDLER -> What.IRQ;
                case SOFTIRQ -> What.SOFTIRQ;
                case HRTIMER -> TIMERLAT_IRQ.equals(key) ? What.TIMERLAT_IRQ : What.HRTIMER;
                case RUNNING -> key.endsWith("-" + threadPid) ? What.THREAD : What.BLOCKING_THREAD; //$NON-NLS-1$
                default -> null;
            };
            if (what == What.BLOCKING_THREAD) {
                blocking += ns;
            } else if (what != What.THREAD && what != null) {
                nested += ns; // it interrupted whichever task ran
            }
            if (what != null) {
                parts.computeIfAbsent(new Part(what, key, 0), k -> new long[1])[0] += ns;
            }
        }

        List<Part> parts() {
            List<Part> result = new ArrayList<>();
            parts.forEach((part, time) -> {
                long ns = time[0];
                if (part.what() == What.BLOCKING_THREAD && blocking > 0) {
                    // the irqs, softirqs and timers inside the window interrupted whoever ran: take
                    // them out of the tasks in proportion, so that the parts add up to the window
                    ns = Math.max(0, ns - Math.round((double) nested * ns / blocking));
                }
                result.add(new Part(part.what(), part.key(), ns));
            });
            result.sort(Comparator.comparing(Part::what).thenComparing(Comparator.comparingLong(Part::ns).reversed()));
            return result;
        }
    }
}
