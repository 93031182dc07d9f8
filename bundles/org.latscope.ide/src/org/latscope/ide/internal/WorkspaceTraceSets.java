// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.ILog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWindowListener;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.OpenedTraceSet;

/**
 * The Trace Set editors whose sets are in the workspace. When a set has been read, its parse
 * diagnostics replace the Latscope markers on its files; when its editor closes, they go. When
 * one of its files changes (a resource delta with content, not only markers), the set is read
 * again: its editor is reopened on the same path, which reads in a Job.
 */
final class WorkspaceTraceSets implements IPartListener2, IWindowListener, IResourceChangeListener {

    private final IWorkbench workbench;
    private final IWorkspace workspace;
    private final TraceFileMarkers markers;
    private final Map<TraceSetEditor, Path> tracked = new ConcurrentHashMap<>();

    WorkspaceTraceSets(IWorkbench workbench, IWorkspace workspace) {
        this.workbench = workbench;
        this.workspace = workspace;
        this.markers = new TraceFileMarkers(workspace);
    }

    /** Follows the windows' editors (on the UI thread) and the workspace's changes. */
    void start() {
        workbench.addWindowListener(this);
        for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
            windowOpened(window);
        }
        workspace.addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
    }

    @Override
    public void windowOpened(IWorkbenchWindow window) {
        window.getPartService().addPartListener(this);
        for (IWorkbenchPage page : window.getPages()) {
            for (var ref : page.getEditorReferences()) {
                partOpened(ref);
            }
        }
    }

    @Override
    public void windowClosed(IWorkbenchWindow window) {
        window.getPartService().removePartListener(this);
    }

    @Override
    public void windowActivated(IWorkbenchWindow window) {
        // only opened and closed windows matter
    }

    @Override
    public void windowDeactivated(IWorkbenchWindow window) {
        // only opened and closed windows matter
    }

    @Override
    public void partOpened(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof TraceSetEditor editor && !tracked.containsKey(editor)) {
            OpenedTraceSet opened = editor.traceSet();
            Path path = opened.path();
            if (!new WorkspaceFiles(workspace.getRoot()).contains(path)) {
                return;
            }
            tracked.put(editor, path);
            AtomicBoolean once = new AtomicBoolean();
            Runnable whenRead = new Runnable() {
                @Override
                public void run() {
                    // called by the reading job's threads and once here: the first call after loading ends counts
                    if (opened.isDone() && once.compareAndSet(false, true)) {
                        opened.removeListener(this);
                        if (opened.traceSet() != null && tracked.containsKey(editor)) {
                            markers.replace(path, opened.traceSet());
                        }
                    }
                }
            };
            opened.addListener(whenRead);
            whenRead.run(); // it may have been read already
        }
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof TraceSetEditor editor) {
            Path path = tracked.remove(editor);
            if (path != null && !tracked.containsValue(path)) {
                markers.clear(path);
            }
        }
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        IResourceDelta delta = event.getDelta();
        if (delta == null || tracked.isEmpty()) {
            return;
        }
        Set<Path> changed = new HashSet<>();
        try {
            delta.accept(d -> {
                IResource r = d.getResource();
                boolean content = d.getKind() != IResourceDelta.CHANGED
                        || (d.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED | IResourceDelta.MOVED_FROM)) != 0;
                IPath location = r.getLocation();
                if (r.getType() == IResource.FILE && content && location != null) {
                    changed.add(location.toPath());
                }
                return true;
            });
        } catch (CoreException e) {
            ILog.of(WorkspaceTraceSets.class).log(e.getStatus());
            return;
        }
        Set<TraceSetEditor> stale = new HashSet<>();
        tracked.forEach((editor, path) -> {
            if (changed.stream().anyMatch(c -> c.startsWith(path))) {
                stale.add(editor);
            }
        });
        if (!stale.isEmpty()) {
            Display display = workbench.getDisplay();
            display.asyncExec(() -> stale.forEach(this::reread));
        }
    }

    /** Reads a set again: its editor is replaced by one on the same path, which reads in a Job. */
    private void reread(TraceSetEditor editor) {
        Path path = tracked.get(editor);
        if (path == null) {
            return; // closed meanwhile
        }
        IWorkbenchPage page = editor.getSite().getPage();
        boolean active = page.getActiveEditor() == editor;
        IEditorPart previous = page.getActiveEditor();
        tracked.remove(editor); // the markers stay until the new read replaces them
        page.closeEditor(editor, false);
        try {
            TraceSetEditor reopened = TraceSetEditor.open(page, path);
            if (!active && previous != null && previous != editor) {
                page.activate(previous);
            } else {
                page.activate(reopened);
            }
        } catch (PartInitException e) {
            ILog.of(WorkspaceTraceSets.class).error(e.getMessage(), e);
        }
    }

    /** Stops following. */
    void stop() {
        workspace.removeResourceChangeListener(this);
        workbench.removeWindowListener(this);
    }
}
