// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.hotspots;

import java.util.Arrays;

/**
 * The function each CPU of a trace last entered, by hotspot key: the time from an event in a
 * trace of functions ({@code <stack trace>}, a wakeup or switch printed by the tracer) to the
 * next step is spent in that function, so the functions' deltas add up to the trace's span.
 */
final class RunningFunctions {

    /** No function entered yet on the CPU. */
    static final long NONE = Long.MIN_VALUE;

    // slot 0 is the unknown CPU
    private long[] keys = new long[0];

    /**
     * @param cpu a CPU, -1 when unknown
     * @return the key of the function it last entered, or {@link #NONE}
     */
    long key(int cpu) {
        int slot = cpu + 1;
        return slot >= 0 && slot < keys.length ? keys[slot] : NONE;
    }

    /**
     * @param cpu a CPU, -1 when unknown
     * @param key the key of the function it entered
     */
    void set(int cpu, long key) {
        int slot = cpu + 1;
        if (slot < 0) {
            return;
        }
        if (slot >= keys.length) {
            int from = keys.length;
            keys = Arrays.copyOf(keys, Math.max(slot + 1, from * 2));
            Arrays.fill(keys, from, keys.length, NONE);
        }
        keys[slot] = key;
    }
}
