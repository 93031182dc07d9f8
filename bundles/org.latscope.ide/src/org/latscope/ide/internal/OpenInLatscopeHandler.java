// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.latscope.ui.TraceSetsView;
import org.latscope.ui.editor.TraceSetEditor;

/**
 * Project Explorer &gt; Open in Latscope: lists the selected folders and files in the Trace
 * Sets view and opens each in a Trace Set editor. Trace files stay where they are; Latscope
 * only reads them.
 */
public final class OpenInLatscopeHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        List<Path> paths = selectedPaths(HandlerUtil.getCurrentSelection(event));
        if (paths.isEmpty()) {
            return null;
        }
        IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
        try {
            TraceSetsView view = (TraceSetsView) page.showView(TraceSetsView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            view.open(paths);
            for (Path path : paths) {
                TraceSetEditor.open(page, path);
            }
        } catch (PartInitException e) {
            throw new ExecutionException(e.getMessage(), e);
        }
        return null;
    }

    /** The file-system locations of the selected resources; linked or virtual ones without one are skipped. */
    static List<Path> selectedPaths(ISelection selection) {
        List<Path> paths = new ArrayList<>();
        if (selection instanceof IStructuredSelection structured) {
            for (Object element : structured) {
                IResource resource = Adapters.adapt(element, IResource.class);
                IPath location = resource == null ? null : resource.getLocation();
                if (location != null) {
                    paths.add(location.toPath());
                }
            }
        }
        return paths;
    }
}
