// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timegraph;

import java.util.Map;

/**
 * An events capture as a timeline shows it: one row per CPU, each with its {@link CpuLane}s
 * (tasks running, softirqs over them, irq handlers over those) from the intervals
 * {@link org.latscope.analysis.events.EventWalk} pairs, the wakeup latencies of the tasks, and a
 * summary per CPU for zooms where intervals are narrower than pixels. Built by
 * {@link TimelineAnalysis} with the trace's row; immutable. Keys ({@code cyclictest-9274},
 * {@code RCU}, {@code irq=29 name=ens3}) are kept once, intervals refer to them by id.
 */
public final class CpuRows {

    /** The summary bit of the idle task running: drawn apart from the tasks that do work. */
    public static final int IDLE = 1 << CpuLane.values().length;

    private final int[] cpus;
    private final CpuIntervals[][] lanes;
    private final CpuSummary[] summaries;
    private final String[] keys;
    private final boolean[] idle;
    private final Map<String, Integer> keyIds;
    private final Wakeups wakeups;
    private final int[] longestWakeup;

    /** The wakeup latencies, in the order they ended. */
    record Wakeups(long[] beginNs, long[] endNs, int[] cpu, int[] key, int[] endStep, int size) {
    }

    CpuRows(int[] cpus, CpuIntervals[][] lanes, String[] keys, Map<String, Integer> keyIds, Wakeups wakeups,
            long startNs, long endNs) {
        this.cpus = cpus;
        this.lanes = lanes;
        this.keys = keys;
        this.keyIds = Map.copyOf(keyIds);
        this.wakeups = wakeups;
        this.idle = new boolean[keys.length];
        for (int k = 0; k < keys.length; k++) {
            idle[k] = keys[k].endsWith("-0"); //$NON-NLS-1$ the idle task, swapper/N-0
        }
        this.summaries = new CpuSummary[cpus.length];
        for (int r = 0; r < cpus.length; r++) {
            summaries[r] = new CpuSummary(startNs, endNs, lanes[r], idle);
        }
        this.longestWakeup = new int[keys.length];
        java.util.Arrays.fill(longestWakeup, -1);
        for (int i = 0; i < wakeups.size(); i++) {
            int k = wakeups.key()[i];
            int best = longestWakeup[k];
            if (best < 0 || wakeupNs(i) > wakeupNs(best)) {
                longestWakeup[k] = i;
            }
        }
    }

    /** @return the number of CPU rows */
    public int cpuCount() {
        return cpus.length;
    }

    /**
     * @param row a CPU row, below {@link #cpuCount()}
     * @return its CPU number, -1 when the trace did not say
     */
    public int cpu(int row) {
        return cpus[row];
    }

    /**
     * @param row a CPU row
     * @return the start of its first interval: before it, the CPU's buffer holds nothing (a
     *         ring buffer keeps each CPU's latest events, so the CPUs start apart)
     */
    public long firstNs(int row) {
        long first = Long.MAX_VALUE;
        for (CpuIntervals lane : lanes[row]) {
            if (lane.size() > 0) {
                first = Math.min(first, lane.beginNs(0));
            }
        }
        return first;
    }

    /**
     * @param row a CPU row
     * @param lane a lane of it
     * @return its intervals
     */
    public CpuIntervals lane(int row, CpuLane lane) {
        return lanes[row][lane.ordinal()];
    }

    /**
     * @param row a CPU row
     * @param fromNs a trace time
     * @param toNs a later trace time
     * @return the intervals of all its lanes that start in {@code [fromNs, toNs)}
     */
    public int countStarting(int row, long fromNs, long toNs) {
        int n = 0;
        for (CpuIntervals lane : lanes[row]) {
            n += lane.countStarting(fromNs, toNs);
        }
        return n;
    }

    /**
     * One column per pixel, for zooms where intervals are narrower than pixels.
     *
     * @param row a CPU row
     * @param fromNs the trace time of the first column
     * @param toNs the trace time after the last column
     * @param columns the number of columns
     * @param out receives per column the {@link CpuLane#bit()}s of the lanes present and
     *        {@link #IDLE}; at least {@code columns} long
     */
    public void summarize(int row, long fromNs, long toNs, int columns, byte[] out) {
        summaries[row].query(fromNs, toNs, columns, out);
    }

    /**
     * @param id a key id of an interval or wakeup
     * @return the key: the task ({@code comm-pid}), softirq vector or irq
     */
    public String key(int id) {
        return keys[id];
    }

    /** @return the number of distinct keys */
    public int keyCount() {
        return keys.length;
    }

    /**
     * @param key a key
     * @return its id, -1 when no interval has it
     */
    public int keyId(String key) {
        Integer id = keyIds.get(key);
        return id == null ? -1 : id.intValue();
    }

    /** @return whether the key is the idle task's ({@code swapper/1-0}) */
    public boolean isIdle(int id) {
        return idle[id];
    }

    /** @return the number of wakeup latencies: a task woken to the switch that runs it */
    public int wakeupCount() {
        return wakeups.size();
    }

    /** @return when wakeup {@code i} was woken */
    public long wakeupBeginNs(int i) {
        return wakeups.beginNs()[i];
    }

    /** @return when the task of wakeup {@code i} was switched in */
    public long wakeupEndNs(int i) {
        return wakeups.endNs()[i];
    }

    /** @return the latency of wakeup {@code i} */
    public long wakeupNs(int i) {
        return wakeups.endNs()[i] - wakeups.beginNs()[i];
    }

    /** @return the CPU row the task of wakeup {@code i} was switched in on, -1 when none */
    public int wakeupRow(int i) {
        int cpu = wakeups.cpu()[i];
        for (int r = 0; r < cpus.length; r++) {
            if (cpus[r] == cpu) {
                return r;
            }
        }
        return -1;
    }

    /** @return the key id of the woken task of wakeup {@code i} */
    public int wakeupKeyId(int i) {
        return wakeups.key()[i];
    }

    /** @return the step of the {@code sched_switch} that ended wakeup {@code i} */
    public int wakeupEndStep(int i) {
        return wakeups.endStep()[i];
    }

    /**
     * @param task a task as the wakeup latencies key it: {@code cyclictest-9274}
     * @return its longest wakeup latency, -1 when it has none
     */
    public int longestWakeup(String task) {
        int id = keyId(task);
        return id < 0 ? -1 : longestWakeup[id];
    }

    /** @return the bytes the rows hold */
    public long residentBytes() {
        // two longs and three ints a wakeup; a key's string and map entry about 96 bytes
        long bytes = 64 + 5 * 16 + 28L * wakeups.beginNs().length + 96L * keys.length;
        for (int r = 0; r < cpus.length; r++) {
            for (CpuIntervals lane : lanes[r]) {
                bytes += lane.residentBytes();
            }
            bytes += summaries[r].residentBytes();
        }
        return bytes;
    }
}
