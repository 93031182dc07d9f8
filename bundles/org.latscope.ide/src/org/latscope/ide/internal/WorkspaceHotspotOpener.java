// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.ui.IWorkbenchPage;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.model.TraceSet;
import org.latscope.ui.HotspotOpener;

/**
 * In the IDE, a hotspot double-clicked in the Hotspots view opens the workspace's kernel source
 * file at its line when the workspace holds a kernel tree (a project, or a folder linked into
 * one); otherwise the view shows the timeline as in the product.
 */
public final class WorkspaceHotspotOpener implements HotspotOpener {

    private final IWorkspace workspace;

    /** Contributed to {@code org.latscope.ui.hotspotOpeners}: the running workspace. */
    public WorkspaceHotspotOpener() {
        this(ResourcesPlugin.getWorkspace());
    }

    WorkspaceHotspotOpener(IWorkspace workspace) {
        this.workspace = workspace;
    }

    @Override
    public boolean open(IWorkbenchPage page, TraceSet set, Hotspot hotspot) {
        List<IContainer> folders = new WorkspaceSourceTrees(workspace.getRoot()).folders();
        if (folders.isEmpty()) {
            return false;
        }
        HotspotSourceJob job = new HotspotSourceJob(page, set, hotspot, folders, workspace);
        job.setUser(true);
        job.schedule();
        return true;
    }
}
