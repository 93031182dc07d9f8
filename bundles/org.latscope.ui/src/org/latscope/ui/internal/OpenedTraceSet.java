// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.ListenerList;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.timegraph.FileTimeline;
import org.latscope.analysis.timegraph.TraceSetTimeline;
import org.latscope.model.TraceSet;

/**
 * A path opened in a Trace Set editor: loading (with the files read so far), loaded (with its
 * trace set and what the analyses computed of it), or failed (with the reason). The loading
 * job publishes each file as it is read and replaces the results as a whole at the end, so the
 * UI thread never sees a half-built object. Listeners are called on the job's threads.
 */
public final class OpenedTraceSet {

    /** What the analyses computed of a loaded set, for the editor's pages. */
    public record Results(TraceSetTimeline timeline, TraceSetOverview overview) {
    }

    private final Path path;
    private final ListenerList<Runnable> listeners = new ListenerList<>();
    private final List<FileTimeline> arrived = new ArrayList<>();
    private volatile TraceSet traceSet;
    private volatile Results results;
    private volatile AnalysisCache analyses;
    private volatile String problem;
    private volatile MemoryShort memoryShort;

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

    /** What the analyses computed, or {@code null} until the set is loaded. */
    public Results results() {
        return results;
    }

    /** The analyses of the loaded set, computed on demand; {@code null} until the set is loaded. */
    public AnalysisCache analyses() {
        return analyses;
    }

    /** @return the timelines of the files read after the first {@code from}, in the order they were read */
    public List<FileTimeline> arrivedSince(int from) {
        synchronized (arrived) {
            return from >= arrived.size() ? List.of() : List.copyOf(arrived.subList(from, arrived.size()));
        }
    }

    /** @return how many files have been read so far while loading */
    public int arrivedCount() {
        synchronized (arrived) {
            return arrived.size();
        }
    }

    /**
     * @return the files left out, wholly or in part, because memory ran short while reading, or
     *         {@code null} when every file was read
     */
    public MemoryShort memoryShort() {
        return memoryShort;
    }

    /** Why the path could not be opened, or {@code null}. */
    public String problem() {
        return problem;
    }

    /** @return whether loading has ended, loaded or failed */
    public boolean isDone() {
        return results != null || problem != null;
    }

    void arrived(FileTimeline file) {
        synchronized (arrived) {
            arrived.add(file);
        }
        fire();
    }

    void loaded(TraceSet set, Results computed, MemoryShort memoryNotice) {
        this.memoryShort = memoryNotice;
        this.traceSet = set;
        this.analyses = new AnalysisCache(set);
        this.results = computed;
        synchronized (arrived) {
            arrived.clear();
        }
        fire();
    }

    void failed(String reason) {
        this.problem = reason;
        fire();
    }

    /** @param listener told, on any thread, that files arrived or loading ended */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    /** @param listener a listener added before */
    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void fire() {
        for (Runnable l : listeners) {
            l.run();
        }
    }
}
