// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.latscope.model.TraceSet;

/**
 * The analyses' results for one loaded trace set, each computed once in a Job (never on the UI
 * thread) and shared by every view that asks with the same key: the Call Attribution view and a
 * report ask the same {@code CallTreeAnalysis} once.
 */
public final class AnalysisCache {

    /** The family of the jobs that compute results, so tests can wait for them. */
    public static final Object FAMILY = AnalysisCache.class;

    private final Map<Object, CompletableFuture<Object>> results = new ConcurrentHashMap<>();
    private final TraceSet set;

    AnalysisCache(TraceSet set) {
        this.set = set;
    }

    /**
     * @param key what is computed, with its settings (a record such as {@code new HotspotsKey(grouping, min)})
     * @param name the analysis's name for the progress view
     * @param analysis the computation, given the set
     * @return the result, computed in a Job the first time it is asked for
     */
    @SuppressWarnings("unchecked")
    public <R> CompletableFuture<R> get(Object key, String name, Function<TraceSet, R> analysis) {
        return (CompletableFuture<R>) results.computeIfAbsent(key, k -> {
            CompletableFuture<Object> future = new CompletableFuture<>();
            Job job = new Job(NLS.bind(Messages.AnalysisCache_job, name, set.getLabel())) {
                @Override
                protected IStatus run(IProgressMonitor monitor) {
                    try {
                        future.complete(analysis.apply(set));
                    } catch (RuntimeException e) {
                        future.completeExceptionally(e);
                        return Status.error(e.getMessage() == null ? e.toString() : e.getMessage(), e);
                    }
                    return Status.OK_STATUS;
                }

                @Override
                public boolean belongsTo(Object family) {
                    return family == FAMILY;
                }
            };
            job.setSystem(false);
            job.schedule();
            return future;
        });
    }
}
