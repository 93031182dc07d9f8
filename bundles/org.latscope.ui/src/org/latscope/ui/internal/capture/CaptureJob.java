// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.latscope.capture.CaptureException;
import org.latscope.capture.CaptureResult;
import org.latscope.capture.CaptureRun;
import org.latscope.capture.CaptureTarget;
import org.latscope.capture.CaptureTargets;
import org.latscope.capture.Tracefs;
import org.latscope.capture.ssh.SshOptions;

/**
 * Runs one capture in the background: connects, runs the headless {@link CaptureRun} (which
 * restores the target however it ends) and tells the session. Cancel stops the run; the job
 * ends once the target was written back. Problems are shown in the Capture view, not in an
 * error dialog.
 */
final class CaptureJob extends Job {

    /** The family of capture jobs, so that tests and shutdown can find them. */
    static final Object FAMILY = CaptureJob.class;

    private final CaptureSession session;
    private final SshOptions options;

    /**
     * @param session the session to tell, holding the request
     * @param options how to reach an SSH target
     */
    CaptureJob(CaptureSession session, SshOptions options) {
        super(NLS.bind(Messages.Capture_job, session.request().target()));
        this.session = session;
        this.options = options;
        setUser(false);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    CaptureSession session() {
        return session;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        CaptureRequest request = session.request();
        try (CaptureTarget target = CaptureTargets.open(request.target(), options, session::notice)) {
            CaptureResult result = new CaptureRun(new Tracefs(target), request.settings(), request.runFolder(), session).run(monitor);
            session.ended(result);
            return result.end() == CaptureResult.End.CANCELED ? Status.CANCEL_STATUS : Status.OK_STATUS;
        } catch (CaptureException | IllegalArgumentException e) {
            session.failed(e.getMessage());
            return Status.OK_STATUS;
        }
    }
}
