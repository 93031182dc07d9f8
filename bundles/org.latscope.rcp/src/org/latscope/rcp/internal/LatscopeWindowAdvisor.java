// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.rcp.internal;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.statushandlers.StatusManager;
import org.eclipse.core.runtime.Status;
import org.latscope.ui.TraceSetsView;

/** Sizes the window ({@link WindowBounds}), titles it, and opens the requested paths once it is up. */
final class LatscopeWindowAdvisor extends WorkbenchWindowAdvisor {

    private final List<Path> paths;

    LatscopeWindowAdvisor(IWorkbenchWindowConfigurer configurer, List<Path> paths) {
        super(configurer);
        this.paths = paths;
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new LatscopeActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        configurer.setShowCoolBar(false);
        configurer.setShowStatusLine(true);
        configurer.setShowProgressIndicator(true);
        configurer.setTitle(Messages.LatscopeWindowAdvisor_title);
    }

    @Override
    public void postWindowCreate() {
        new WindowBounds().apply(getWindowConfigurer().getWindow().getShell());
    }

    @Override
    public void postWindowOpen() {
        IWorkbenchPage page = getWindowConfigurer().getWindow().getActivePage();
        try {
            TraceSetsView view = (TraceSetsView) page.showView(TraceSetsView.ID);
            view.open(paths);
        } catch (PartInitException e) {
            StatusManager.getManager().handle(Status.error(e.getMessage(), e), StatusManager.LOG | StatusManager.SHOW);
        }
    }
}
