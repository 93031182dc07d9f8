// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.rcp.internal;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.FileLocator;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.osgi.framework.FrameworkUtil;

/**
 * The explorer ({@code org.latscope.rcp.application}). Arguments: none, to open the
 * bundled sample folder, or {@code open PATH...}.
 */
public final class LatscopeApplication implements IApplication {

    /** Where the bundled sample folder lives inside this bundle. */
    static final String SAMPLES = "samples/";

    @Override
    public Object start(IApplicationContext context) throws IOException {
        String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
        List<Path> paths = pathsToOpen(args);
        Display display;
        try {
            display = PlatformUI.createDisplay();
        } catch (SWTError e) {
            System.err.println("latscope: cannot open a window (" + e.getMessage()
                    + "); run 'latscope --help' for the headless commands");
            return Integer.valueOf(1);
        }
        try {
            int code = PlatformUI.createAndRunWorkbench(display, new LatscopeWorkbenchAdvisor(paths));
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    /**
     * The paths after {@code open}; without {@code open}, the bundled sample folder. Other
     * arguments belong to Equinox or a test harness and are left alone.
     */
    static List<Path> pathsToOpen(String[] args) throws IOException {
        List<String> list = Arrays.asList(args);
        int open = list.indexOf("open");
        if (open >= 0 && open + 1 < list.size()) {
            return list.subList(open + 1, list.size()).stream().filter(a -> !a.startsWith("-")).map(Path::of).toList();
        }
        URL samples = FrameworkUtil.getBundle(LatscopeApplication.class).getEntry(SAMPLES);
        return samples == null ? List.of() : List.of(Path.of(FileLocator.toFileURL(samples).getPath()));
    }

    @Override
    public void stop() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
