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
import org.latscope.ui.internal.FormatsTraceSetLoader;
import org.latscope.ui.internal.OpenTraceSetJob;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.TraceSetsContentProvider;
import org.latscope.ui.internal.TraceSetsLabelProvider;

/**
 * The trace sets opened in this session: each folder, file or archive, its files, what each
 * file holds (latency traces with latency and step counts, tables, histograms) and the lines
 * that were not understood. Parsing runs in a Job, never on the UI thread; the selection
 * feeds the Properties view.
 */
public final class TraceSetsView extends ViewPart {

    /** The view id, as in plugin.xml. */
    public static final String ID = "org.latscope.ui.views.traceSets";

    private final List<OpenedTraceSet> opened = new ArrayList<>();
    private FormatsTraceSetLoader loader;
    private TreeViewer viewer;

    @Override
    public void createPartControl(Composite parent) {
        loader = new FormatsTraceSetLoader();
        viewer = new TreeViewer(parent, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.setContentProvider(new TraceSetsContentProvider());
        viewer.setLabelProvider(new TraceSetsLabelProvider());
        viewer.setInput(opened);
        getSite().setSelectionProvider(viewer);
    }

    /** Opens each path (a folder, a file or an archive); reading happens in the background. */
    public void open(List<Path> paths) {
        for (Path path : paths) {
            OpenedTraceSet set = new OpenedTraceSet(path.toAbsolutePath().normalize());
            opened.add(set);
            new OpenTraceSetJob(set, loader, () -> refresh(set)).schedule();
        }
        viewer.refresh();
    }

    private void refresh(OpenedTraceSet set) {
        viewer.getControl().getDisplay().asyncExec(() -> {
            if (!viewer.getControl().isDisposed()) {
                viewer.refresh();
                viewer.expandToLevel(set, 1);
            }
        });
    }

    /** @return whether the view reads with the formats service, for tests */
    public boolean readsWithFormatsService() {
        return loader.usesService();
    }

    /** The viewer, for tests and for views that follow its selection. */
    public TreeViewer getViewer() {
        return viewer;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (loader != null) {
            loader.close();
        }
        super.dispose();
    }
}
