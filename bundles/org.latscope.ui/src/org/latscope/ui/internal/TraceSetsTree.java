// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.latscope.ui.internal.editor.UiRefresh;

/**
 * The tree of the Trace Sets view: the opened sets, each followed while it loads (refreshed at
 * most once per {@link UiRefresh#INTERVAL_MS}) and shown one level deep. The view adds and
 * removes sets as editors open and close.
 */
public final class TraceSetsTree {

    private final TreeViewer viewer;
    private final List<OpenedTraceSet> opened = new ArrayList<>();
    private final Runnable changed;

    /**
     * @param parent the parent
     * @param labels the label provider (the view's has images; a benchmark outside the workbench has none)
     */
    public TraceSetsTree(Composite parent, ILabelProvider labels) {
        viewer = new TreeViewer(parent, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.setContentProvider(new TraceSetsContentProvider());
        viewer.setLabelProvider(labels);
        viewer.setInput(opened);
        UiRefresh refresh = new UiRefresh(parent.getDisplay(), this::refresh);
        changed = refresh::request;
        viewer.getControl().addDisposeListener(e -> {
            for (OpenedTraceSet set : opened) {
                set.removeListener(changed);
            }
        });
    }

    /** @return the viewer */
    public TreeViewer viewer() {
        return viewer;
    }

    /** Shows a set and follows it as it loads. */
    public void add(OpenedTraceSet set) {
        if (opened.contains(set)) {
            return;
        }
        opened.add(set);
        set.addListener(changed);
        refresh();
    }

    /** Stops showing a set. */
    public void remove(OpenedTraceSet set) {
        if (opened.remove(set)) {
            set.removeListener(changed);
            refresh();
        }
    }

    private void refresh() {
        if (!viewer.getControl().isDisposed()) {
            viewer.refresh();
            for (OpenedTraceSet set : opened) {
                viewer.expandToLevel(set, 1);
            }
        }
    }
}
