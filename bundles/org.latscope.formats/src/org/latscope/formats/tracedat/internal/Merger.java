// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.List;

/**
 * The records of all CPUs in time order, as {@code trace-cmd report} takes them: the earliest
 * current record next, the lowest CPU first among equal timestamps. Each stream holds its next
 * record as its current one; {@link #nextStream()} hands out the stream itself, so that a pass
 * reading a few fields makes no object per record.
 */
public final class Merger {

    private final CpuStream[] streams;
    /** The current record's time of each stream, flipped so that a signed compare orders them unsigned. */
    private final long[] keys;
    private final boolean[] live;
    /** The stream whose current record {@link #nextStream()} handed out: moved on at the next call. */
    private int taken = -1;

    /** @param streams one stream per CPU */
    public Merger(List<CpuStream> streams) {
        this.streams = streams.toArray(new CpuStream[0]);
        this.keys = new long[this.streams.length];
        this.live = new boolean[this.streams.length];
        for (int i = 0; i < this.streams.length; i++) {
            step(i);
        }
    }

    private void step(int i) {
        CpuStream s = streams[i];
        live[i] = s.advance();
        if (live[i]) {
            keys[i] = s.time() ^ Long.MIN_VALUE;
        }
    }

    private int earliest() {
        if (taken >= 0) {
            step(taken);
            taken = -1;
        }
        int best = -1;
        long key = 0;
        for (int i = 0; i < keys.length; i++) {
            if (live[i] && (best < 0 || keys[i] < key)) {
                best = i;
                key = keys[i];
            }
        }
        return best;
    }

    /** @return the record {@link #next()} would return, or null at the end */
    public RawRecord peek() {
        int i = earliest();
        return i < 0 ? null : streams[i].record();
    }

    /** @return the next record in time order, or null at the end */
    public RawRecord next() {
        int i = earliest();
        if (i < 0) {
            return null;
        }
        RawRecord r = streams[i].record();
        step(i);
        return r;
    }

    /**
     * @return the stream whose current record is the next in time order (read it there; it stays
     *         current until the next call to this merger), or null at the end
     */
    public CpuStream nextStream() {
        int i = earliest();
        if (i < 0) {
            return null;
        }
        taken = i;
        return streams[i];
    }
}
