// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.rcp.internal;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.latscope.ui.TraceSetsView;

/**
 * Trace Sets on the left, Properties below it; the editor area in the middle is where
 * timelines, tables and annotated source open.
 */
public final class LatscopePerspective implements IPerspectiveFactory {

    /** The perspective id, as in plugin.xml. */
    public static final String ID = "org.latscope.rcp.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.22f, editors);
        left.addView(TraceSetsView.ID);
        // Properties below the Trace Sets, visible while an analysis view below the editor is selected in
        IFolderLayout properties = layout.createFolder("properties", IPageLayout.BOTTOM, 0.5f, "left");
        properties.addView(IPageLayout.ID_PROP_SHEET);
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.7f, editors);
        bottom.addView(IPageLayout.ID_PROGRESS_VIEW);
        layout.addShowViewShortcut(TraceSetsView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        // the analysis views, under the editor
        for (String view : new String[] { "org.latscope.ui.views.calls", "org.latscope.ui.views.hotspots",
                "org.latscope.ui.views.records", "org.latscope.ui.views.statistics", "org.latscope.ui.views.compare",
                "org.latscope.ui.views.diagnostics" }) {
            bottom.addView(view);
            layout.addShowViewShortcut(view);
        }
    }
}
