// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.steps;

import java.util.Arrays;

/**
 * Derives the deltas a trace did not print from its times, the one way every reader of
 * per-CPU buffers does it (ftrace latency and default format, {@code trace-cmd report}, trace.dat):
 * a step's delta is the time of the next step of the same CPU buffer minus its own, as ftrace
 * computes its delay marks; the last step of each buffer lasts up to the trace's end. Steps of
 * an unknown CPU form one buffer. The analyses, the timeline and the reports then read the same
 * deltas from the table.
 *
 * <pre>
 * BufferDeltas deltas = new BufferDeltas();
 * builder.add(...);                       // a step with a time, no printed delta
 * deltas.added(builder, cpu, timeNs);
 * ...
 * deltas.finish(builder, deltas.lastTimeNs());
 * </pre>
 */
public final class BufferDeltas {

    private static final int NONE = -1;

    // per CPU + 1 (slot 0 is the unknown CPU): the last timed step and its time
    private int[] lastIndex = new int[0];
    private long[] lastTime = new long[0];
    private long latestNs = Long.MIN_VALUE;
    private long earliestNs = Long.MAX_VALUE;

    /**
     * Closes the previous step of the buffer of the step just added.
     *
     * @param steps the builder the step was added to, as its last step, without a delta
     * @param cpu the step's CPU, -1 when unknown
     * @param timeNs the step's time
     */
    public void added(StepTableBuilder steps, int cpu, long timeNs) {
        int slot = Math.max(0, cpu + 1);
        if (slot >= lastIndex.length) {
            int n = Math.max(slot + 1, lastIndex.length * 2);
            int from = lastIndex.length;
            lastIndex = Arrays.copyOf(lastIndex, n);
            lastTime = Arrays.copyOf(lastTime, n);
            Arrays.fill(lastIndex, from, n, NONE);
        }
        int previous = lastIndex[slot];
        if (previous != NONE) {
            steps.delta(previous, Math.max(0, timeNs - lastTime[slot]));
        }
        lastIndex[slot] = steps.size() - 1;
        lastTime[slot] = timeNs;
        latestNs = Math.max(latestNs, timeNs);
        earliestNs = Math.min(earliestNs, timeNs);
    }

    /** @return the latest time of the steps added, {@link Long#MIN_VALUE} when none */
    public long lastTimeNs() {
        return latestNs;
    }

    /** @return the earliest time of the steps added, {@link Long#MAX_VALUE} when none */
    public long firstTimeNs() {
        return earliestNs;
    }

    /**
     * Gives the last step of each buffer its delta up to the trace's end and starts over.
     *
     * @param steps the builder, not yet built
     * @param endNs the trace's end: at least {@link #lastTimeNs()}
     */
    public void finish(StepTableBuilder steps, long endNs) {
        for (int slot = 0; slot < lastIndex.length; slot++) {
            if (lastIndex[slot] != NONE) {
                steps.delta(lastIndex[slot], Math.max(0, endNs - lastTime[slot]));
            }
        }
        Arrays.fill(lastIndex, NONE);
        latestNs = Long.MIN_VALUE;
        earliestNs = Long.MAX_VALUE;
    }
}
