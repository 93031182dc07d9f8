// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.internal;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchListener;
import org.eclipse.ui.PlatformUI;

/**
 * Starts following the workspace's trace sets when the IDE's workbench has started (the
 * extension {@code org.eclipse.ui.startup}): markers from their diagnostics, re-reading on
 * change. Stopped when the workbench shuts down.
 */
public final class IdeStartup implements IStartup {

    @Override
    public void earlyStartup() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.getDisplay().asyncExec(() -> {
            WorkspaceTraceSets sets = new WorkspaceTraceSets(workbench, ResourcesPlugin.getWorkspace());
            sets.start();
            workbench.addWorkbenchListener(new IWorkbenchListener() {
                @Override
                public boolean preShutdown(IWorkbench w, boolean forced) {
                    sets.stop();
                    return true;
                }

                @Override
                public void postShutdown(IWorkbench w) {
                    // stopped before
                }
            });
        });
    }
}
