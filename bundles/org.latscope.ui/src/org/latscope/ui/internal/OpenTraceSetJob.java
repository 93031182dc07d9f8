// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
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
import org.latscope.formats.internal.MemoryGuard;
import org.eclipse.emf.common.util.EList;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceContent;
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
    record FileParts(FileTimeline timeline, FileOverview overview) {
    }

    /**
     * Runs a file's analyses within the memory left: first drops the items at the end of the file
     * whose analyses would not fit ({@link AnalysisBudget}), so the set loads with the first part
     * of the file and a diagnostic that says what was dropped. Should they still run out of memory
     * (other files' reads share the heap), drops the second half of what is left and tries again;
     * never an OutOfMemoryError while something can be dropped.
     *
     * @param headroom the bytes the analyses may still keep
     */
    static FileParts analyse(TraceFile file, Supplier<FileParts> analyses, long headroom, Set<TraceFile> trimmed) {
        EList<TraceContent> contents = file.getContents();
        int read = contents.size();
        dropFrom(contents, AnalysisBudget.itemsThatFit(contents, headroom));
        while (true) {
            try {
                FileParts parts = analyses.get();
                if (contents.size() < read) {
                    ParseDiagnostic d = LatscopeFactory.eINSTANCE.createParseDiagnostic();
                    d.setSeverity(Severity.ERROR);
                    d.setReason(NLS.bind(Messages.OpenTraceSetJob_trimmed, new Object[] {
                            Long.valueOf(Runtime.getRuntime().maxMemory() >> 20), Integer.valueOf(read - contents.size()),
                            Integer.valueOf(read) }));
                    file.getDiagnostics().add(d);
                    trimmed.add(file);
                }
                return parts;
            } catch (OutOfMemoryError e) {
                if (contents.isEmpty()) {
                    throw e;
                }
                dropFrom(contents, contents.size() / 2);
            }
        }
    }

    private static void dropFrom(EList<TraceContent> contents, int keep) {
        while (contents.size() > keep) {
            contents.remove(contents.size() - 1);
        }
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
        Set<TraceFile> trimmed = ConcurrentHashMap.newKeySet();
        try {
            TraceSet set = loader.load(opened.path(), monitor, (file, symbols) -> {
                if (monitor.isCanceled()) {
                    return; // a file cut short by the cancel: not worth analysing, the set is dropped
                }
                FileParts part = analyse(file, () -> new FileParts(timeline.file(file, symbols), overview.file(file, symbols)),
                        MemoryGuard.headroomBytes(AnalysisBudget.LIMIT_PERCENT), trimmed);
                parts.put(file, part);
                opened.arrived(part.timeline());
            });
            // the merge takes a while on a large set: a cancel meanwhile ends the job at the next step
            TraceSetTimeline merged = timeline.report(set, f -> parts.get(f).timeline());
            checkCanceled(monitor);
            TraceSetOverview summary = overview.report(set, f -> parts.get(f).overview());
            checkCanceled(monitor);
            opened.loaded(set, new OpenedTraceSet.Results(merged, summary), MemoryShort.of(set, trimmed));
            return Status.OK_STATUS;
        } catch (OperationCanceledException e) {
            opened.failed(NLS.bind(Messages.OpenTraceSetJob_canceled, opened.path()));
            return Status.CANCEL_STATUS;
        } catch (IOException | UncheckedIOException e) {
            opened.failed(NLS.bind(Messages.OpenTraceSetJob_failed, opened.path(), e.getMessage()));
            return Status.OK_STATUS; // shown in the editor; not an error dialog per folder
        } catch (OutOfMemoryError e) {
            // what analyse() could not trim, or the merge: the set is unreachable by now
            opened.failed(NLS.bind(Messages.OpenTraceSetJob_outOfMemory, opened.path(),
                    Long.valueOf(Runtime.getRuntime().maxMemory() >> 20)));
            return Status.OK_STATUS;
        }
    }
}
