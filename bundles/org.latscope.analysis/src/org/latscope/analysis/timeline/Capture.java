// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.timeline;

import org.latscope.analysis.TraceContents;
import org.latscope.model.TraceContent;
import org.latscope.model.TraceFile;

/**
 * One trace placed on a capture timeline.
 *
 * @param content the trace
 * @param file the file it was read from (kept: a content cut from its file after reading has
 *            none)
 * @param index its index among that file's contents, for its label
 * @param kind what the trace is: the model class name, e.g. {@code LatencyTrace}
 * @param latencyNs the latency it reports (a latency trace's header, a table's or list's worst
 *            row), or -1 when it reports none
 * @param timeNs when it was captured, on the timeline's clock
 * @param offsetNs the time since the timeline's first capture
 */
public record Capture(TraceContent content, TraceFile file, int index, String kind, long latencyNs, long timeNs, long offsetNs) {

    /**
     * @return the trace's label (see {@link TraceContents#label}), made when asked for: a set of
     *         100,000 traces kept a label string per capture, each a copy of its row's
     */
    public String trace() {
        return TraceContents.label(file, index);
    }

    /** Equal when they say the same of the same label: two reads of one set give equal captures. */
    @Override
    public boolean equals(Object obj) {
        return obj instanceof Capture other && trace().equals(other.trace()) && kind.equals(other.kind)
                && latencyNs == other.latencyNs && timeNs == other.timeNs && offsetNs == other.offsetNs;
    }

    @Override
    public int hashCode() {
        return trace().hashCode() * 31 + Long.hashCode(timeNs);
    }

    @Override
    public String toString() {
        return "Capture[trace=" + trace() + ", kind=" + kind + ", latencyNs=" + latencyNs + ", timeNs=" + timeNs //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                + ", offsetNs=" + offsetNs + "]"; //$NON-NLS-1$ //$NON-NLS-2$
    }
}
