// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.nio.file.Path;
import java.util.List;

/**
 * A path opened in the Trace Sets view and, once listed, the trace files below it.
 * The file list is replaced as a whole by the listing job, so readers on the UI thread
 * always see a complete list.
 */
public final class TraceFolder {

    /** One file below the folder, with its path relative to the folder. */
    public record Entry(TraceFolder folder, Path relativePath, long size) {
    }

    private final Path path;
    private volatile List<Entry> entries = List.of();
    private volatile String problem;

    public TraceFolder(Path path) {
        this.path = path;
    }

    public Path path() {
        return path;
    }

    public List<Entry> entries() {
        return entries;
    }

    void setEntries(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** Why the folder could not be listed, or {@code null}. */
    public String problem() {
        return problem;
    }

    void setProblem(String problem) {
        this.problem = problem;
    }
}
