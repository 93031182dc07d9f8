// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.nio.file.Path;

/**
 * Told what a capture does as it happens, on the capture's thread (a UI posts it on). Progress
 * and cancel go through the run's {@code IProgressMonitor}.
 */
public interface CaptureListener {

    /** Ignores everything. */
    CaptureListener NONE = new CaptureListener() {
    };

    /** The target was probed and set up; tracing runs. */
    default void started(TargetInfo info) {
    }

    /** {@code tracing_max_latency} was read. */
    default void maxLatency(long us) {
    }

    /** A snapshot was saved. */
    default void snapshot(Path file, int number, long latencyUs) {
    }

    /** Something the user should know (the target restored after a dropped connection, a host key added). */
    default void notice(String message) {
    }
}
