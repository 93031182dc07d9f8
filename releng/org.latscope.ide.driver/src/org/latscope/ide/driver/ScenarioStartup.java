// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.driver;

import java.nio.file.Path;

import org.eclipse.ui.IStartup;
import org.eclipse.ui.PlatformUI;

/**
 * Starts the install test's {@link Scenario} on a thread of its own once the IDE's workbench
 * is up, when {@code -Dlatscope.ide.scenario=FOLDER} names where its results go (and
 * {@code -Dlatscope.ide.project=FOLDER} the project to import). Does nothing otherwise.
 */
public final class ScenarioStartup implements IStartup {

    @Override
    public void earlyStartup() {
        String results = System.getProperty("latscope.ide.scenario");
        String project = System.getProperty("latscope.ide.project");
        if (results == null || project == null) {
            return;
        }
        Thread thread = new Thread(() -> new Scenario(PlatformUI.getWorkbench(), Path.of(project), Path.of(results)).run(),
                "latscope-ide-scenario");
        thread.setDaemon(true);
        thread.start();
    }
}
