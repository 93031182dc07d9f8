// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.latscope.analysis.events.EventWalk;
import org.latscope.model.LatencyTrace;
import org.latscope.model.events.IntervalKind;
import org.latscope.model.events.SampleKind;
import org.latscope.model.steps.SymbolLookup;

/**
 * Collects what {@link EventWalk} pairs in a trace into {@link CpuRows}: the lanes' intervals per
 * CPU into primitive columns, the wakeup latencies, each key once.
 */
final class CpuRowsBuilder implements EventWalk.Sink {

    private final Map<String, Integer> keyIds = new HashMap<>();
    private final List<String> keys = new ArrayList<>();
    /** CPU number + 1 to its index in {@link #lanes}, 0 for none yet. */
    private int[] cpuIndex = new int[8];
    private final List<CpuIntervals[]> lanes = new ArrayList<>();
    private final List<Integer> cpus = new ArrayList<>();
    private long[] wakeBegin = new long[16];
    private long[] wakeEnd = new long[16];
    private int[] wakeCpu = new int[16];
    private int[] wakeKey = new int[16];
    private int[] wakeStep = new int[16];
    private int wakeups;

    /**
     * @param trace a trace whose steps are in memory
     * @param symbols the names of its symbol ids
     * @param startNs the row's first time
     * @param endNs the row's last time
     * @return its CPU rows, null when its events pair into no task, softirq or irq handler
     */
    static CpuRows of(LatencyTrace trace, SymbolLookup symbols, long startNs, long endNs) {
        CpuRowsBuilder builder = new CpuRowsBuilder();
        new EventWalk().walk(trace, symbols, builder);
        return builder.build(startNs, endNs);
    }

    @Override
    public void interval(IntervalKind kind, int cpu, int begin, long beginNs, int end, long endNs, String key,
            int depth, int prio) {
        if (kind == IntervalKind.WAKEUP_LATENCY) {
            wakeup(cpu, beginNs, endNs, end, key);
            return;
        }
        CpuLane lane = CpuLane.of(kind);
        if (lane != null) {
            lanes(cpu)[lane.ordinal()].add(beginNs, endNs, begin, keyId(key), depth);
        }
    }

    @Override
    public void sample(SampleKind kind, int cpu, int step, long valueNs) {
        // tracer samples have no box
    }

    private CpuIntervals[] lanes(int cpu) {
        int slot = cpu + 1;
        if (slot >= cpuIndex.length) {
            cpuIndex = Arrays.copyOf(cpuIndex, Math.max(slot + 1, cpuIndex.length * 2));
        }
        int index = cpuIndex[slot] - 1;
        if (index < 0) {
            CpuIntervals[] row = new CpuIntervals[CpuLane.values().length];
            for (int l = 0; l < row.length; l++) {
                row[l] = CpuIntervals.growable();
            }
            lanes.add(row);
            cpus.add(Integer.valueOf(cpu));
            index = lanes.size() - 1;
            cpuIndex[slot] = index + 1;
        }
        return lanes.get(index);
    }

    private int keyId(String key) {
        Integer id = keyIds.get(key);
        if (id == null) {
            id = Integer.valueOf(keys.size());
            keys.add(key);
            keyIds.put(key, id);
        }
        return id.intValue();
    }

    private void wakeup(int cpu, long beginNs, long endNs, int endStep, String key) {
        if (wakeups == wakeBegin.length) {
            int n = wakeups * 2;
            wakeBegin = Arrays.copyOf(wakeBegin, n);
            wakeEnd = Arrays.copyOf(wakeEnd, n);
            wakeCpu = Arrays.copyOf(wakeCpu, n);
            wakeKey = Arrays.copyOf(wakeKey, n);
            wakeStep = Arrays.copyOf(wakeStep, n);
        }
        wakeBegin[wakeups] = beginNs;
        wakeEnd[wakeups] = endNs;
        wakeCpu[wakeups] = cpu;
        wakeKey[wakeups] = keyId(key);
        wakeStep[wakeups] = endStep;
        wakeups++;
    }

    CpuRows build(long startNs, long endNs) {
        if (lanes.isEmpty()) {
            return null;
        }
        // CPU rows in CPU order, whatever order the CPUs first ended an interval in
        Integer[] order = new Integer[lanes.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = Integer.valueOf(i);
        }
        Arrays.sort(order, (a, b) -> Integer.compare(cpus.get(a.intValue()), cpus.get(b.intValue())));
        int[] cpuNumbers = new int[order.length];
        CpuIntervals[][] rows = new CpuIntervals[order.length][];
        for (int r = 0; r < order.length; r++) {
            cpuNumbers[r] = cpus.get(order[r].intValue()).intValue();
            rows[r] = lanes.get(order[r].intValue());
            for (CpuIntervals lane : rows[r]) {
                lane.trim();
            }
        }
        CpuRows.Wakeups w = new CpuRows.Wakeups(Arrays.copyOf(wakeBegin, wakeups), Arrays.copyOf(wakeEnd, wakeups),
                Arrays.copyOf(wakeCpu, wakeups), Arrays.copyOf(wakeKey, wakeups), Arrays.copyOf(wakeStep, wakeups),
                wakeups);
        return new CpuRows(cpuNumbers, rows, keys.toArray(String[]::new), keyIds, w, startNs, endNs);
    }
}
