// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.osgi.util.NLS;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;

/**
 * A trace set's parse diagnostics as Problems markers on its workspace files: every marker of
 * {@link #TYPE} under the set's location is replaced by those of the set just read. Markers are
 * workspace metadata; the trace files themselves are never written.
 */
final class TraceFileMarkers {

    /** The marker type, as in plugin.xml: a problem and text marker, not persistent. */
    static final String TYPE = "org.latscope.ide.diagnostic"; //$NON-NLS-1$
    /** The marker attribute naming the format the file was read as. */
    static final String ATTR_FORMAT = "latscope.format"; //$NON-NLS-1$

    /** Marker changes need no workspace rule (markerRule is null): this one keeps replacements in order. */
    private final ISchedulingRule serial = new ISchedulingRule() {
        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }
    };
    private final IWorkspace workspace;

    TraceFileMarkers(IWorkspace workspace) {
        this.workspace = workspace;
    }

    /** Schedules the replacement of the markers under {@code location} by the set's diagnostics. */
    WorkspaceJob replace(Path location, TraceSet set) {
        return schedule(NLS.bind(Messages.Markers_job, location.getFileName()), location, set);
    }

    /** Schedules the removal of the markers under {@code location}, when its set is closed. */
    WorkspaceJob clear(Path location) {
        return schedule(NLS.bind(Messages.Markers_clearJob, location.getFileName()), location, null);
    }

    private WorkspaceJob schedule(String name, Path location, TraceSet set) {
        WorkspaceJob job = new WorkspaceJob(name) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                apply(location, set, monitor);
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == TraceFileMarkers.class;
            }
        };
        job.setRule(serial);
        job.setSystem(true);
        job.schedule();
        return job;
    }

    /** Replaces (set not null) or removes (null) the markers under a location, in one workspace operation. */
    void apply(Path location, TraceSet set, IProgressMonitor monitor) throws CoreException {
        WorkspaceFiles files = new WorkspaceFiles(workspace.getRoot());
        workspace.run(m -> {
            for (IContainer c : files.containers(location)) {
                c.deleteMarkers(TYPE, true, IResource.DEPTH_INFINITE);
            }
            for (IFile f : files.files(location)) {
                f.deleteMarkers(TYPE, true, IResource.DEPTH_ZERO);
            }
            if (set == null) {
                return;
            }
            SubMonitor sub = SubMonitor.convert(m, set.getFiles().size());
            for (TraceFile file : set.getFiles()) {
                sub.checkCanceled();
                List<IFile> targets = files.files(WorkspaceFiles.location(set, file));
                for (IFile target : targets) {
                    for (ParseDiagnostic d : file.getDiagnostics()) {
                        IMarker marker = target.createMarker(TYPE);
                        marker.setAttribute(IMarker.MESSAGE, d.getReason());
                        marker.setAttribute(IMarker.SEVERITY, severity(d));
                        if (d.getLine() > 0) {
                            marker.setAttribute(IMarker.LINE_NUMBER, d.getLine());
                        }
                        marker.setAttribute(ATTR_FORMAT, String.valueOf(file.getFormatId()));
                    }
                }
                sub.worked(1);
            }
        }, workspace.getRuleFactory().markerRule(workspace.getRoot()), IWorkspace.AVOID_UPDATE, monitor);
    }

    private static int severity(ParseDiagnostic d) {
        return switch (d.getSeverity()) {
            case ERROR -> IMarker.SEVERITY_ERROR;
            case WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }
}
