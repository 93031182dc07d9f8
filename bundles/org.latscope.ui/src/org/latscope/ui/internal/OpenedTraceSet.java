// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.nio.file.Path;

import org.latscope.model.TraceSet;

/**
 * A path opened in the Trace Sets view: loading, loaded (with its trace set), or failed
 * (with the reason). The job replaces the trace set as a whole, so the UI thread never
 * sees a half-built model.
 */
public final class OpenedTraceSet {

    private final Path path;
    private volatile TraceSet traceSet;
    private volatile String problem;

    public OpenedTraceSet(Path path) {
        this.path = path;
    }

    public Path path() {
        return path;
    }

    /** The loaded trace set, or {@code null} while loading or after a failure. */
    public TraceSet traceSet() {
        return traceSet;
    }

    void loaded(TraceSet set) {
        this.traceSet = set;
    }

    /** Why the path could not be opened, or {@code null}. */
    public String problem() {
        return problem;
    }

    void failed(String reason) {
        this.problem = reason;
    }
}
