// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IRegion;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorDescriptor;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.editors.text.EditorsUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.model.TraceSet;
import org.latscope.source.SourceCache;
import org.latscope.source.SourceReport;
import org.latscope.source.SourceTree;

/**
 * Resolves a double-clicked hotspot in the workspace's kernel source (off the UI thread), puts
 * a Latscope hotspot marker with count, max and total on every hot line of the chosen tree's
 * workspace files (referenced lines and the definitions of functions in the set's steps,
 * replacing the previous ones) and opens the hotspot's file in the IDE's text
 * editor at its line.
 */
final class HotspotSourceJob extends Job {

    /** The marker type, as in plugin.xml: a text marker shown in the ruler with its own annotation. */
    static final String TYPE = "org.latscope.ide.hotspot"; //$NON-NLS-1$
    static final String ATTR_COUNT = "latscope.count"; //$NON-NLS-1$
    static final String ATTR_MAX_US = "latscope.maxUs"; //$NON-NLS-1$
    static final String ATTR_TOTAL_US = "latscope.totalUs"; //$NON-NLS-1$

    private final IWorkbenchPage page;
    private final TraceSet set;
    private final Hotspot hotspot;
    private final List<IContainer> folders;
    private final IWorkspace workspace;

    HotspotSourceJob(IWorkbenchPage page, TraceSet set, Hotspot hotspot, List<IContainer> folders, IWorkspace workspace) {
        super(NLS.bind(Messages.HotspotSource_job, hotspot.key()));
        this.page = page;
        this.set = set;
        this.hotspot = hotspot;
        this.folders = folders;
        this.workspace = workspace;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        try {
            SourceCache cache = SourceCache.ofUser();
            List<SourceTree> trees = WorkspaceSourceTrees.open(folders, cache);
            SourceReport report = WorkspaceSourceReport.resolve(set, trees, cache);
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            WorkspaceSourceReport.Place place = WorkspaceSourceReport.place(report, hotspot);
            WorkspaceSourceTrees workspaceTrees = new WorkspaceSourceTrees(workspace.getRoot());
            IFile target = place == null ? null : workspaceTrees.file(report.tree(), place.file());
            if (target == null) {
                String message = NLS.bind(Messages.HotspotSource_unresolved, hotspot.key(), report.tree().name());
                page.getWorkbenchWindow().getShell().getDisplay().asyncExec(() -> tell(message));
                return Status.OK_STATUS;
            }
            Map<String, Hotspot> byFunction = new HashMap<>();
            for (Hotspot h : new HotspotAnalysis(HotspotGrouping.FUNCTION, 0).run(set).hotspots()) {
                byFunction.put(h.key(), h);
            }
            IMarker[] at = new IMarker[1];
            workspace.run(m -> {
                workspace.getRoot().deleteMarkers(TYPE, true, IResource.DEPTH_INFINITE);
                for (SourceReport.Line line : report.lines()) {
                    IFile file = workspaceTrees.file(report.tree(), line.file());
                    if (file != null) {
                        IMarker marker = mark(file, line.line(), String.join(", ", line.refs()), line.count(), line.maxNs(), line.totalNs()); //$NON-NLS-1$
                        at[0] = at[0] == null && file.equals(target) && line.line() == place.line() ? marker : at[0];
                    }
                }
                for (SourceReport.Function f : report.functions()) {
                    IFile file = f.file() == null ? null : workspaceTrees.file(report.tree(), f.file());
                    Hotspot h = byFunction.get(f.name());
                    if (file != null && h != null) {
                        IMarker marker = mark(file, f.line(), f.name(), h.count(), h.maxNs(), h.totalNs());
                        at[0] = at[0] == null && file.equals(target) && f.line() == place.line() ? marker : at[0];
                    }
                }
            }, workspace.getRuleFactory().markerRule(workspace.getRoot()), IWorkspace.AVOID_UPDATE, monitor);
            int line = place.line();
            page.getWorkbenchWindow().getShell().getDisplay().asyncExec(() -> open(target, at[0], line));
            return Status.OK_STATUS;
        } catch (IOException | RuntimeException e) {
            return Status.error(NLS.bind(Messages.HotspotSource_unresolved, hotspot.key(), String.valueOf(e.getMessage())), e);
        } catch (CoreException e) {
            return e.getStatus();
        }
    }

    private static IMarker mark(IFile file, int lineNumber, String refs, long count, long maxNs, long totalNs) throws CoreException {
        IMarker marker = file.createMarker(TYPE);
        long maxUs = maxNs / 1000;
        long totalUs = totalNs / 1000;
        marker.setAttribute(IMarker.LINE_NUMBER, lineNumber);
        marker.setAttribute(IMarker.MESSAGE, NLS.bind(Messages.HotspotSource_marker,
                new Object[] { refs, Long.toString(count), Long.toString(maxUs), Long.toString(totalUs) }));
        marker.setAttribute(ATTR_COUNT, (int) Math.min(Integer.MAX_VALUE, count));
        marker.setAttribute(ATTR_MAX_US, Long.toString(maxUs));
        marker.setAttribute(ATTR_TOTAL_US, Long.toString(totalUs));
        return marker;
    }

    /** On the UI thread: why nothing opened, on the status line of the part double-clicked in (the Hotspots view). */
    private void tell(String message) {
        if (page.getActivePart() instanceof IViewPart view) {
            view.getViewSite().getActionBars().getStatusLineManager().setErrorMessage(message);
        }
        ILog.of(HotspotSourceJob.class).info(message);
    }

    /** On the UI thread: the file in the IDE's editor for it (the text editor when it has none), at the line. */
    private void open(IFile file, IMarker marker, int line) {
        if (page.getWorkbenchWindow().getShell().isDisposed()) {
            return;
        }
        try {
            IEditorDescriptor descriptor = IDE.getDefaultEditor(file);
            String id = descriptor != null && descriptor.isInternal() ? descriptor.getId() : EditorsUI.DEFAULT_TEXT_EDITOR_ID;
            IEditorPart editor = IDE.openEditor(page, file, id, true);
            if (marker != null && marker.exists()) {
                IDE.gotoMarker(editor, marker);
            } else if (editor instanceof ITextEditor text) {
                // no marker at the place (a definition without steps of its own): the line alone
                IRegion region = text.getDocumentProvider().getDocument(text.getEditorInput()).getLineInformation(line - 1);
                text.selectAndReveal(region.getOffset(), region.getLength());
            }
        } catch (PartInitException | BadLocationException e) {
            ILog.of(HotspotSourceJob.class).error(e.getMessage(), e);
        }
    }
}
