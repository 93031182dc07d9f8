// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.capture;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.latscope.capture.CaptureException;
import org.latscope.capture.CaptureTarget;
import org.latscope.capture.CaptureTargets;
import org.latscope.capture.TargetInfo;
import org.latscope.capture.Tracefs;
import org.latscope.capture.ssh.SshOptions;

/**
 * Connects to a target in a Job and reads what its tracefs offers (tracers, events, kernel
 * release), changing nothing, for the wizard to offer; the connection is closed again.
 */
final class TargetProbe extends Job {

    /**
     * What a probe found, or why it failed.
     *
     * @param info the target's tracefs, null when it failed
     * @param events the events it offers ({@code system:event})
     * @param problem what went wrong (naming the target and what is missing), null when it worked
     */
    record Result(TargetInfo info, List<String> events, String problem) {
    }

    private final String target;
    private final SshOptions options;
    private final Consumer<Result> done;

    /**
     * @param target the target's name
     * @param options how to reach it
     * @param done told the result, on the job's thread
     */
    TargetProbe(String target, SshOptions options, Consumer<Result> done) {
        super(NLS.bind(Messages.Probe_job, target));
        this.target = target;
        this.options = options;
        this.done = done;
        setSystem(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        Result result;
        try (CaptureTarget t = CaptureTargets.open(target, options, notice -> {
            // a new host key added to known_hosts is said when the capture runs
        })) {
            Tracefs tracefs = new Tracefs(t);
            TargetInfo info = tracefs.probe();
            result = new Result(info, info.root() == null ? List.of() : tracefs.availableEvents(), null);
        } catch (CaptureException | IllegalArgumentException e) {
            result = new Result(null, List.of(), e.getMessage());
        }
        done.accept(result);
        return Status.OK_STATUS;
    }
}
