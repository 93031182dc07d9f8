// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.latscope.ui.TraceSetsView;

/**
 * The Latscope perspective of the IDE: the product's layout (Trace Sets and Properties on the
 * left, the analysis views under the editors) with the workspace's Project Explorer beside the
 * Trace Sets and the Problems view beside the Diagnostics.
 */
public final class IdePerspective implements IPerspectiveFactory {

    /** The perspective id, as in plugin.xml. */
    public static final String ID = "org.latscope.ide.perspective"; //$NON-NLS-1$

    private static final String[] ANALYSIS_VIEWS = { "org.latscope.ui.views.hotspots", "org.latscope.ui.views.calls", //$NON-NLS-1$ //$NON-NLS-2$
            "org.latscope.ui.views.records", "org.latscope.ui.views.statistics", "org.latscope.ui.views.compare", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
            "org.latscope.ui.views.diagnostics", IPageLayout.ID_PROBLEM_VIEW }; //$NON-NLS-1$

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.24f, editors); //$NON-NLS-1$
        left.addView(IPageLayout.ID_PROJECT_EXPLORER);
        left.addView(TraceSetsView.ID);
        layout.createFolder("properties", IPageLayout.BOTTOM, 0.6f, "left").addView(IPageLayout.ID_PROP_SHEET); //$NON-NLS-1$ //$NON-NLS-2$
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.62f, editors); //$NON-NLS-1$
        for (String view : ANALYSIS_VIEWS) {
            bottom.addView(view);
            layout.addShowViewShortcut(view);
        }
        layout.addShowViewShortcut(TraceSetsView.ID);
        layout.addPerspectiveShortcut(ID);
    }
}
