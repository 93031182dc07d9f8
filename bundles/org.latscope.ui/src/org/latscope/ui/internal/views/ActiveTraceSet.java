// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.views;

import java.util.function.Consumer;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.editor.UiRefresh;

/**
 * The trace set of the active Trace Set editor, followed through the page's part service: a
 * view is told (on the UI thread) when another set becomes active, when the active set finishes
 * loading, and when the last one closes. Another kind of editor becoming active changes nothing,
 * as the Outline and Properties keep their input.
 */
public final class ActiveTraceSet implements AutoCloseable {

    private final IWorkbenchPage page;
    private final Consumer<OpenedTraceSet> changed;
    private final UiRefresh refresh;
    private final Runnable setChanged;
    private OpenedTraceSet current;

    private final IPartListener2 parts = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof TraceSetEditor editor) {
                follow(editor.traceSet());
            }
        }

        @Override
        public void partBroughtToTop(IWorkbenchPartReference ref) {
            partActivated(ref);
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof TraceSetEditor editor && editor.traceSet() == current) {
                IEditorPart active = page.getActiveEditor();
                follow(active instanceof TraceSetEditor other && other != editor ? other.traceSet() : null);
            }
        }
    };

    /**
     * @param page the page whose editors are followed
     * @param changed told of the set to show (null: none), on the UI thread
     */
    public ActiveTraceSet(IWorkbenchPage page, Consumer<OpenedTraceSet> changed) {
        this.page = page;
        this.changed = changed;
        this.refresh = new UiRefresh(page.getWorkbenchWindow().getShell().getDisplay(), () -> changed.accept(current));
        this.setChanged = refresh::request;
        page.addPartListener(parts);
        IEditorPart active = page.getActiveEditor();
        follow(active instanceof TraceSetEditor editor ? editor.traceSet() : null);
    }

    /** @return the set shown now, or null */
    public OpenedTraceSet current() {
        return current;
    }

    private void follow(OpenedTraceSet set) {
        if (set == current) {
            return;
        }
        if (current != null) {
            current.removeListener(setChanged);
        }
        current = set;
        if (set != null) {
            set.addListener(setChanged);
        }
        changed.accept(set);
    }

    @Override
    public void close() {
        page.removePartListener(parts);
        if (current != null) {
            current.removeListener(setChanged);
        }
    }
}
