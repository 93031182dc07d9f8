// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;
import org.latscope.ui.internal.ListTraceFolderJob;
import org.latscope.ui.internal.TraceFolder;
import org.latscope.ui.internal.TraceSetsContentProvider;
import org.latscope.ui.internal.TraceSetsLabelProvider;

/**
 * Lists the trace folders, files and archives opened in this session. Listing a folder
 * runs in a Job, so opening a large folder never blocks the UI thread.
 */
public final class TraceSetsView extends ViewPart {

    /** The view id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.views.traceSets";

    private final List<TraceFolder> folders = new ArrayList<>();
    private TreeViewer viewer;

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TreeViewer(parent, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.setContentProvider(new TraceSetsContentProvider());
        viewer.setLabelProvider(new TraceSetsLabelProvider());
        viewer.setInput(folders);
        getSite().setSelectionProvider(viewer);
    }

    /** Opens each path (a folder, a file or an archive); listing happens in the background. */
    public void open(List<Path> paths) {
        for (Path path : paths) {
            TraceFolder folder = new TraceFolder(path.toAbsolutePath().normalize());
            folders.add(folder);
            ListTraceFolderJob job = new ListTraceFolderJob(folder, () -> refresh(folder));
            job.schedule();
        }
        viewer.refresh();
    }

    private void refresh(TraceFolder folder) {
        viewer.getControl().getDisplay().asyncExec(() -> {
            if (!viewer.getControl().isDisposed()) {
                viewer.refresh();
                viewer.expandToLevel(folder, 1);
            }
        });
    }

    /** The viewer, for tests and for views that follow its selection. */
    public TreeViewer getViewer() {
        return viewer;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }
}
