// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tracedat.internal;

import java.util.List;

/**
 * The records of all CPUs in time order, as {@code trace-cmd report} takes them: the earliest
 * peeked record next, the lowest CPU first among equal timestamps.
 */
public final class Merger {

    private final CpuStream[] streams;
    private final RawRecord[] peeked;

    /** @param streams one stream per CPU */
    public Merger(List<CpuStream> streams) {
        this.streams = streams.toArray(new CpuStream[0]);
        this.peeked = new RawRecord[this.streams.length];
        for (int i = 0; i < this.streams.length; i++) {
            peeked[i] = this.streams[i].next();
        }
    }

    private int earliest() {
        int best = -1;
        for (int i = 0; i < peeked.length; i++) {
            if (peeked[i] != null && (best < 0 || Long.compareUnsigned(peeked[i].timestamp(), peeked[best].timestamp()) < 0)) {
                best = i;
            }
        }
        return best;
    }

    /** @return the record {@link #next()} would return, or null at the end */
    public RawRecord peek() {
        int i = earliest();
        return i < 0 ? null : peeked[i];
    }

    /** @return the next record in time order, or null at the end */
    public RawRecord next() {
        int i = earliest();
        if (i < 0) {
            return null;
        }
        RawRecord r = peeked[i];
        peeked[i] = streams[i].next();
        return r;
    }
}
