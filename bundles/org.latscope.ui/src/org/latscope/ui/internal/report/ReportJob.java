// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.latscope.report.Report;
import org.latscope.report.ReportExport;
import org.latscope.report.ReportFormat;
import org.latscope.ui.internal.Messages;

/**
 * Computes a report in the background and then either writes it (atomically, replacing the
 * target only when the user agreed) or hands its HTML to the preview on the UI thread.
 */
final class ReportJob extends Job {

    private final ReportRequest request;
    private final ReportFormat format;
    private final Path target;
    private final boolean overwrite;
    private final Consumer<String> preview;

    private ReportJob(String name, ReportRequest request, ReportFormat format, Path target, boolean overwrite,
            Consumer<String> preview) {
        super(name);
        this.request = request;
        this.format = format;
        this.target = target;
        this.overwrite = overwrite;
        this.preview = preview;
        setUser(true);
    }

    /** @return a job writing the report to {@code target} */
    static ReportJob export(ReportRequest request, ReportFormat format, Path target, boolean overwrite) {
        return new ReportJob(NLS.bind(Messages.Report_exportJob, target.getFileName()), request, format, target, overwrite, null);
    }

    /** @return a job handing the report's HTML to {@code preview}, on the thread the job runs on */
    static ReportJob preview(ReportRequest request, Consumer<String> preview) {
        return new ReportJob(Messages.Report_previewJob, request, ReportFormat.HTML, null, false, preview);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        try {
            Report report = request.compute(monitor::isCanceled);
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            if (preview != null) {
                preview.accept(ReportRequest.html(report));
            } else {
                ReportExport.write(report, format, target, overwrite);
            }
            return Status.OK_STATUS;
        } catch (CancellationException e) {
            return Status.CANCEL_STATUS;
        } catch (IOException | RuntimeException e) {
            return Status.error(NLS.bind(Messages.Report_failed, target == null ? getName() : target, e.getMessage()), e);
        } finally {
            monitor.done();
        }
    }
}
