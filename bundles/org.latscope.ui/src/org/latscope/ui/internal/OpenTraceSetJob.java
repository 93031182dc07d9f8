// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.OverviewAnalysis;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.timegraph.FileTimeline;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.analysis.timegraph.TraceSetTimeline;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * Reads one opened path into a trace set in the background, with progress and cancel. Each
 * file is analysed for the timeline and the overview on the thread that
 * read it, and published at once, so the editor shows what is read as it arrives; the merged
 * results replace it at the end. The analyses are the ones the command line runs.
 */
public final class OpenTraceSetJob extends Job {

    /** The family of every parsing job, so tests and shutdown can find them. */
    public static final Object FAMILY = OpenTraceSetJob.class;

    private final OpenedTraceSet opened;
    private final TraceSetLoader loader;

    public OpenTraceSetJob(OpenedTraceSet opened, TraceSetLoader loader) {
        super(NLS.bind(Messages.OpenTraceSetJob_name, opened.path()));
        this.opened = opened;
        this.loader = loader;
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    /** One file's share of each analysis. */
    private record FileParts(FileTimeline timeline, FileOverview overview) {
    }

    private static void checkCanceled(IProgressMonitor monitor) {
        if (monitor.isCanceled()) {
            throw new OperationCanceledException();
        }
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        TimelineAnalysis timeline = new TimelineAnalysis();
        OverviewAnalysis overview = new OverviewAnalysis();
        Map<TraceFile, FileParts> parts = new ConcurrentHashMap<>();
        try {
            TraceSet set = loader.load(opened.path(), monitor, (file, symbols) -> {
                if (monitor.isCanceled()) {
                    return; // a file cut short by the cancel: not worth analysing, the set is dropped
                }
                FileParts part = new FileParts(timeline.file(file, symbols), overview.file(file, symbols));
                parts.put(file, part);
                opened.arrived(part.timeline());
            });
            // the merge takes a while on a large set: a cancel meanwhile ends the job at the next step
            TraceSetTimeline merged = timeline.report(set, f -> parts.get(f).timeline());
            checkCanceled(monitor);
            TraceSetOverview summary = overview.report(set, f -> parts.get(f).overview());
            checkCanceled(monitor);
            opened.loaded(set, new OpenedTraceSet.Results(merged, summary), MemoryShort.of(set));
            return Status.OK_STATUS;
        } catch (OperationCanceledException e) {
            opened.failed(NLS.bind(Messages.OpenTraceSetJob_canceled, opened.path()));
            return Status.CANCEL_STATUS;
        } catch (IOException | UncheckedIOException e) {
            opened.failed(NLS.bind(Messages.OpenTraceSetJob_failed, opened.path(), e.getMessage()));
            return Status.OK_STATUS; // shown in the editor; not an error dialog per folder
        }
    }
}
