// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.nio.file.Path;
import java.util.List;

/**
 * How a capture ended.
 *
 * @param files the files saved in the run folder, in order (snapshots, or the final trace)
 * @param latenciesUs each snapshot's maximum latency (empty for a final trace)
 * @param end why it stopped
 * @param restored whether the target's tracefs was written back as found
 * @param restoreNote what was done to restore it (said either way)
 * @param failure why it failed, or null
 * @param events the events a streamed trace.dat holds, or -1 when nothing was streamed
 * @param lostEvents the events the kernel lost while streaming (its overrun and dropped
 *            counts, or the counts stored in the pages), or -1
 */
public record CaptureResult(List<Path> files, List<Long> latenciesUs, End end, boolean restored, String restoreNote, String failure,
        long events, long lostEvents) {

    /** Why a capture stopped. */
    public enum End {
        /** The duration passed. */
        DURATION,
        /** The maximum latency reached the threshold. */
        LATENCY,
        /** The number of snapshots was reached. */
        SNAPSHOTS,
        /** The user stopped it. */
        CANCELED,
        /** The connection dropped. */
        CONNECTION_LOST,
        /** A command failed on the target. */
        ERROR
    }
}
