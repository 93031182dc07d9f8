// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Status;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.statushandlers.StatusManager;
import org.latscope.ui.editor.TraceSetEditor;
import org.latscope.ui.internal.TraceSetsLabelProvider;
import org.latscope.ui.internal.TraceSetsTree;

/**
 * The trace sets open in Trace Set editors: each folder, file or archive, its files, what each
 * file holds (latency traces with latency and step counts, tables, histograms) and the lines
 * that were not understood. It follows the editors through the part service; reading happens in
 * the editors' Jobs, never on the UI thread. The selection feeds the Properties view and the
 * timeline (a latency trace scrolls to its row); a double click brings its editor to the front.
 */
public final class TraceSetsView extends ViewPart {

    /** The view id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.views.traceSets";

    private final List<TraceSetEditor> editors = new ArrayList<>();
    private TraceSetsTree tree;

    private final IPartListener2 editorsListener = new IPartListener2() {
        @Override
        public void partOpened(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof TraceSetEditor editor) {
                follow(editor);
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof TraceSetEditor editor && editors.remove(editor)) {
                tree.remove(editor.traceSet());
            }
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        tree = new TraceSetsTree(parent, new TraceSetsLabelProvider());
        getSite().setSelectionProvider(tree.viewer());
        tree.viewer().addDoubleClickListener(e -> activate(e.getSelection()));
        for (IEditorReference ref : getSite().getPage().getEditorReferences()) {
            if (ref.getPart(false) instanceof TraceSetEditor editor) {
                follow(editor);
            }
        }
        getSite().getPage().addPartListener(editorsListener);
    }

    private void follow(TraceSetEditor editor) {
        if (editors.contains(editor)) {
            return;
        }
        editors.add(editor);
        tree.add(editor.traceSet());
    }

    /** Brings the editor of the double-clicked set to the front. */
    private void activate(org.eclipse.jface.viewers.ISelection selection) {
        Object element = ((IStructuredSelection) selection).getFirstElement();
        for (TraceSetEditor editor : editors) {
            if (editor.traceSet() == element) {
                getSite().getPage().activate(editor);
            }
        }
    }

    /** Opens each path (a folder, a file or an archive) in a Trace Set editor; reading happens in the background. */
    public void open(List<Path> paths) {
        for (Path path : paths) {
            try {
                TraceSetEditor.open(getSite().getPage(), path);
            } catch (PartInitException e) {
                StatusManager.getManager().handle(Status.error(e.getMessage(), e), StatusManager.LOG | StatusManager.SHOW);
            }
        }
    }

    /** The viewer, for tests and for views that follow its selection. */
    public TreeViewer getViewer() {
        return tree.viewer();
    }

    @Override
    public void setFocus() {
        tree.viewer().getControl().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(editorsListener);
        super.dispose();
    }
}
