// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Predicate;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IExportWizard;
import org.eclipse.ui.IWorkbench;
import org.latscope.ui.internal.Messages;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * File &gt; Export &gt; Latscope Report: what to include, the format and the file. An existing
 * file is replaced only after the user says so; the report is computed and written in a
 * {@link ReportJob}, never on the UI thread.
 */
public final class ReportWizard extends Wizard implements IExportWizard {

    private OpenedTraceSet set;
    private ReportContentsPage contents;
    private ReportDestinationPage destination;
    private Predicate<Path> askOverwrite = p -> MessageDialog.openQuestion(getShell(), Messages.Report_overwriteTitle,
            NLS.bind(Messages.Report_overwrite, p));
    private Job job;

    /** A wizard for the active trace set, found in {@link #init}. */
    public ReportWizard() {
        setWindowTitle(Messages.Report_wizardTitle);
        setNeedsProgressMonitor(false);
    }

    /** @param set the set to report, null for the active editor's */
    ReportWizard(OpenedTraceSet set) {
        this();
        this.set = set;
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        if (set == null) {
            set = ReportTargets.activeSet(workbench.getActiveWorkbenchWindow());
        }
    }

    @Override
    public void addPages() {
        contents = new ReportContentsPage();
        destination = new ReportDestinationPage(suggested());
        addPage(contents);
        addPage(destination);
        if (set == null || !set.isDone() || set.traceSet() == null) {
            contents.setErrorMessage(Messages.Report_noSet);
        }
    }

    private Path suggested() {
        String name = set == null ? "latscope" : set.path().getFileName().toString(); //$NON-NLS-1$
        return Path.of(System.getProperty("user.home"), name + "-report.html"); //$NON-NLS-1$ //$NON-NLS-2$
    }

    @Override
    public boolean canFinish() {
        return set != null && set.isDone() && set.traceSet() != null && super.canFinish();
    }

    @Override
    public boolean performFinish() {
        Path target = destination.target();
        boolean exists = destination.format().isFolder() ? Files.isDirectory(target) && !isEmpty(target) : Files.exists(target);
        if (exists && !askOverwrite.test(target)) {
            return false;
        }
        job = ReportJob.export(new ReportRequest(set, contents.options()), destination.format(), target, exists);
        job.schedule();
        return true;
    }

    private static boolean isEmpty(Path folder) {
        try (var list = Files.list(folder)) {
            return list.findAny().isEmpty();
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** For tests: the question asked before replacing a file. */
    void setOverwriteQuestion(Predicate<Path> question) {
        this.askOverwrite = question;
    }

    /** For tests: the destination page. */
    ReportDestinationPage destination() {
        return destination;
    }

    /** @return the job the last Finish scheduled, null before */
    Job job() {
        return job;
    }
}
