// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.rcp.internal;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** Opens one window in the Latscope perspective with the requested paths. */
final class LatscopeWorkbenchAdvisor extends WorkbenchAdvisor {

    private final List<Path> paths;

    LatscopeWorkbenchAdvisor(List<Path> paths) {
        this.paths = paths;
    }

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        // Each start shows the paths it was given, not the layout of the previous session.
        configurer.setSaveAndRestore(false);
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return LatscopePerspective.ID;
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new LatscopeWindowAdvisor(configurer, paths);
    }
}
