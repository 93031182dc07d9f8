// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.latscope.model.TraceSet;

/** Parses one opened path into a trace set in the background, with progress and cancel. */
public final class OpenTraceSetJob extends Job {

    /** The family of every parsing job, so tests and shutdown can find them. */
    public static final Object FAMILY = OpenTraceSetJob.class;

    private final OpenedTraceSet opened;
    private final TraceSetLoader loader;
    private final Runnable done;

    public OpenTraceSetJob(OpenedTraceSet opened, TraceSetLoader loader, Runnable done) {
        super(NLS.bind(Messages.OpenTraceSetJob_name, opened.path()));
        this.opened = opened;
        this.loader = loader;
        this.done = done;
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        try {
            TraceSet set = loader.load(opened.path(), monitor);
            opened.loaded(set);
            return Status.OK_STATUS;
        } catch (OperationCanceledException e) {
            opened.failed(NLS.bind(Messages.OpenTraceSetJob_canceled, opened.path()));
            return Status.CANCEL_STATUS;
        } catch (IOException | UncheckedIOException e) {
            opened.failed(NLS.bind(Messages.OpenTraceSetJob_failed, opened.path(), e.getMessage()));
            return Status.OK_STATUS; // shown in the view; not an error dialog per folder
        } finally {
            done.run();
        }
    }
}
