// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.rcp.internal;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/** File, Window and Help menus; commands contributed by other bundles join them. */
final class LatscopeActionBarAdvisor extends ActionBarAdvisor {

    private IWorkbenchAction quit;
    private IWorkbenchAction about;
    private IWorkbenchAction preferences;
    private IWorkbenchAction resetPerspective;

    LatscopeActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        quit = ActionFactory.QUIT.create(window);
        about = ActionFactory.ABOUT.create(window);
        preferences = ActionFactory.PREFERENCES.create(window);
        resetPerspective = ActionFactory.RESET_PERSPECTIVE.create(window);
        for (IWorkbenchAction action : new IWorkbenchAction[] { quit, about, preferences, resetPerspective }) {
            register(action);
        }
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager(Messages.LatscopeActionBarAdvisor_file, IWorkbenchActionConstants.M_FILE);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);
        MenuManager window = new MenuManager(Messages.LatscopeActionBarAdvisor_window, IWorkbenchActionConstants.M_WINDOW);
        window.add(resetPerspective);
        window.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        window.add(new Separator());
        window.add(preferences);
        MenuManager help = new MenuManager(Messages.LatscopeActionBarAdvisor_help, IWorkbenchActionConstants.M_HELP);
        help.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(about);
        menuBar.add(file);
        menuBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(window);
        menuBar.add(help);
    }
}
