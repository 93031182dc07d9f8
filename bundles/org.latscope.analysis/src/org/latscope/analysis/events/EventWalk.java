// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.events;

import java.util.ArrayList;
import java.util.List;

import org.latscope.analysis.internal.LongIntMap;
import org.latscope.model.LatencyTrace;
import org.latscope.model.events.EventPairing;
import org.latscope.model.events.LostEvents;
import org.latscope.model.events.SampleKind;
import org.latscope.model.events.TracerSamples;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.SymbolLookup;

/**
 * Walks the steps of a trace once and hands what its events and tracer entries measure to a
 * {@link Sink}: the intervals of {@link EventPairing} (irq handlers, softirqs, wakeups, irq-off
 * and preempt-off sections, hrtimer expiries, tasks running) and the samples of
 * {@link TracerSamples} (timerlat, osnoise, hwlat). Every analysis that shows events (statistics,
 * hotspots, the timeline, reports) takes them from here. Step positions are step indices.
 *
 * <p>Names are looked up once per symbol id: the set's names may be guarded by a lock while
 * other files are read.
 */
public final class EventWalk {

    /** Receives what a trace's events measure. */
    public interface Sink extends EventPairing.Intervals {
        /**
         * @param kind what the sample is
         * @param cpu its CPU, -1 when unknown
         * @param step its step
         * @param valueNs its value in nanoseconds
         */
        void sample(SampleKind kind, int cpu, int step, long valueNs);

        /**
         * @param cpu the CPU of an osnoise period
         * @param counts its interference counters, in {@link TracerSamples#INTERFERENCE} order
         */
        default void interference(int cpu, long[] counts) {
            // most sinks want the figures only
        }

        /**
         * @return whether it wants the {@link org.latscope.model.events.IntervalKind#RUNNING}
         *         intervals of tasks: those cost a comm read for each switch
         */
        default boolean tasksRunning() {
            return true;
        }
    }

    private static final int PAIRS = 1;
    private static final int MEASURES = 2;

    private final LongIntMap slots = new LongIntMap();
    private final List<String> names = new ArrayList<>();
    private final List<Integer> roles = new ArrayList<>();

    /**
     * @param trace a trace whose steps are in memory
     * @param symbols the names of the set's symbol ids
     * @param sink receives the intervals and samples
     * @return the pairing, done, for what it could not pair
     */
    public EventPairing walk(LatencyTrace trace, SymbolLookup symbols, Sink sink) {
        EventPairing pairing = sink.tasksRunning() ? new EventPairing(sink) : EventPairing.latencies(sink);
        StepTable table = trace.getSteps();
        if (table == null) {
            return pairing;
        }
        int[] cpu = new int[1];
        int[] step = new int[1];
        TracerSamples.Sink samples = new TracerSamples.Sink() {
            @Override
            public void sample(SampleKind kind, long valueNs) {
                sink.sample(kind, cpu[0], step[0], valueNs);
            }

            @Override
            public void interference(long[] counts) {
                sink.interference(cpu[0], counts);
            }
        };
        StepTable.Payloads payloads = table.payloads();
        StepTable.Cpus cpus = table.cpus();
        for (int i = 0, n = table.size(); i < n; i++) {
            StepKind kind = table.kind(i);
            if (kind == StepKind.MARKER) {
                String text = payloads.of(i);
                int lostCpu = LostEvents.cpu(text);
                if (lostCpu != LostEvents.NOT_LOST) {
                    pairing.lost(i, lostCpu);
                }
                continue;
            }
            if (kind != StepKind.EVENT) {
                continue;
            }
            int id = table.functionId(i);
            int slot = slot(id, symbols);
            int role = roles.get(slot);
            int c = cpus.of(i);
            if ((role & MEASURES) != 0) {
                cpu[0] = c;
                step[0] = i;
                TracerSamples.read(names.get(slot), payloads.of(i), samples);
            }
            // every event moves its CPU's clock: a task runs until the last event of its CPU
            pairing.event(i, c, table.timeNs(i), names.get(slot), (role & PAIRS) != 0 ? payloads.of(i) : null);
        }
        pairing.finish();
        return pairing;
    }

    private int slot(int id, SymbolLookup symbols) {
        int slot = slots.get(id);
        if (slot == LongIntMap.MISSING) {
            String name = id < 0 ? null : symbols.name(id);
            slot = names.size();
            names.add(name);
            roles.add(Integer.valueOf((EventPairing.pairs(name) ? PAIRS : 0) | (TracerSamples.measures(name) ? MEASURES : 0)));
            slots.put(id, slot);
        }
        return slot;
    }
}
