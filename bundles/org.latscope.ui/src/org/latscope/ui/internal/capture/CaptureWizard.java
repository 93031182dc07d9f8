// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.util.function.UnaryOperator;

import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.latscope.capture.ssh.SshOptions;

/**
 * File &gt; Capture from Kernel: the target (probed before anything is set), the tracer and its
 * options, when to stop and the run folder. Finish shows the Capture view and starts the capture
 * in a {@link CaptureJob}; the target's tracefs is written back however it ends.
 */
public final class CaptureWizard extends Wizard {

    private final IWorkbenchPage page;
    private final CapturePreferences preferences;
    private final SecurePassphrases passphrases;
    private final UnaryOperator<SshOptions> adjust;
    private CaptureTargetPage targetPage;
    private CaptureTracerPage tracerPage;
    private CaptureJob started;

    /** @param page where the Capture view and the run folder's editor open */
    public CaptureWizard(IWorkbenchPage page) {
        this(page, new CapturePreferences(), UnaryOperator.identity());
    }

    /**
     * @param adjust changes the SSH options every connection gets (tests: their own known_hosts,
     *            no ~/.ssh/config or agent)
     */
    CaptureWizard(IWorkbenchPage page, CapturePreferences preferences, UnaryOperator<SshOptions> adjust) {
        this.page = page;
        this.preferences = preferences;
        this.adjust = adjust;
        this.passphrases = new SecurePassphrases(page.getWorkbenchWindow().getShell().getDisplay());
        setWindowTitle(Messages.Wizard_title);
        setNeedsProgressMonitor(false);
    }

    @Override
    public void addPages() {
        targetPage = new CaptureTargetPage(preferences, this::options);
        tracerPage = new CaptureTracerPage(preferences, targetPage);
        addPage(targetPage);
        addPage(tracerPage);
    }

    private SshOptions options(TargetConnection connection) {
        return adjust.apply(connection.options(passphrases));
    }

    @Override
    public boolean canFinish() {
        return targetPage.isPageComplete() && tracerPage.isPageComplete();
    }

    @Override
    public boolean performFinish() {
        CaptureRequest request = new CaptureRequest(targetPage.target(), targetPage.connection(), tracerPage.settings(),
                tracerPage.runFolder());
        preferences.used(request.target(), request.connection());
        if (request.runFolder().getParent() != null) {
            preferences.runsFolder(request.runFolder().getParent());
        }
        try {
            CaptureView view = (CaptureView) page.showView(CaptureView.ID);
            started = new CaptureJob(new CaptureSession(request), options(request.connection()));
            view.start(started);
            return true;
        } catch (PartInitException e) {
            tracerPage.setErrorMessage(e.getMessage());
            return false;
        }
    }

    /** @return the capture Finish started, null before */
    CaptureJob started() {
        return started;
    }

    CaptureTargetPage targetPage() {
        return targetPage;
    }

    CaptureTracerPage tracerPage() {
        return tracerPage;
    }
}
