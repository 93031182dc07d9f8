// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.rcp.internal;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.osgi.service.prefs.BackingStoreException;

/**
 * The explorer window's place on the screen: most of the screen the first time, then the size
 * and place the user left it at. The workbench does not remember it, since Latscope starts
 * without the previous session's layout ({@code setSaveAndRestore(false)}), so the bounds are
 * kept in the instance preferences as {@code x,y,width,height}, with {@code ,max} when the
 * window was maximized.
 */
final class WindowBounds {

    /** The preference node, this bundle's. */
    static final String QUALIFIER = "org.latscope.rcp"; //$NON-NLS-1$
    /** The window's bounds. */
    static final String KEY = "window.bounds"; //$NON-NLS-1$
    /** The share of the screen's width and height the first window takes, in percent. */
    static final int FIRST_PERCENT = 90;
    private static final String MAXIMIZED = "max"; //$NON-NLS-1$
    /** Smaller than this, a saved size is taken for a mistake and the first size is used. */
    private static final int LEAST = 200;

    private final IEclipsePreferences node;

    WindowBounds() {
        this(InstanceScope.INSTANCE.getNode(QUALIFIER));
    }

    WindowBounds(IEclipsePreferences node) {
        this.node = node;
    }

    /**
     * @param screen the client area of the monitor the window opens on
     * @return {@link #FIRST_PERCENT} of it, centred
     */
    static Rectangle first(Rectangle screen) {
        int width = screen.width * FIRST_PERCENT / 100;
        int height = screen.height * FIRST_PERCENT / 100;
        return new Rectangle(screen.x + (screen.width - width) / 2, screen.y + (screen.height - height) / 2, width, height);
    }

    /**
     * @param saved the saved text, or null
     * @param screen the client area of the monitor
     * @return the saved bounds moved and shrunk onto the screen (a monitor may be gone or
     *         smaller), or null when nothing usable was saved
     */
    static Rectangle restored(String saved, Rectangle screen) {
        if (saved == null) {
            return null;
        }
        String[] parts = saved.split(","); //$NON-NLS-1$
        if (parts.length < 4) {
            return null;
        }
        int[] v = new int[4];
        try {
            for (int k = 0; k < 4; k++) {
                v[k] = Integer.parseInt(parts[k].trim());
            }
        } catch (NumberFormatException e) {
            return null;
        }
        if (v[2] < LEAST || v[3] < LEAST) {
            return null;
        }
        int width = Math.min(v[2], screen.width);
        int height = Math.min(v[3], screen.height);
        int x = Math.max(screen.x, Math.min(v[0], screen.x + screen.width - width));
        int y = Math.max(screen.y, Math.min(v[1], screen.y + screen.height - height));
        return new Rectangle(x, y, width, height);
    }

    /** @return whether the saved window was maximized */
    static boolean maximized(String saved) {
        return saved != null && saved.endsWith("," + MAXIMIZED); //$NON-NLS-1$
    }

    /**
     * Places the shell as it was left, else on most of its screen, and keeps its bounds from
     * then on: on every move and resize (a killed explorer keeps them too), written out when the
     * shell closes.
     *
     * @param shell the workbench window's shell, not yet open
     */
    void apply(Shell shell) {
        Rectangle screen = shell.getDisplay().getPrimaryMonitor().getClientArea();
        String saved = node.get(KEY, null);
        Rectangle bounds = restored(saved, screen);
        shell.setBounds(bounds != null ? bounds : first(screen));
        if (bounds != null && maximized(saved)) {
            shell.setMaximized(true);
        }
        shell.addListener(SWT.Resize, e -> keep(shell));
        shell.addListener(SWT.Move, e -> keep(shell));
        shell.addListener(SWT.Close, e -> flush());
    }

    private void keep(Shell shell) {
        if (shell.isDisposed() || shell.getMinimized()) {
            return;
        }
        if (shell.getMaximized()) {
            // keep the size to come back to, and that it was maximized
            String saved = node.get(KEY, null);
            if (saved != null && !maximized(saved)) {
                node.put(KEY, saved + ',' + MAXIMIZED);
            }
            return;
        }
        Rectangle b = shell.getBounds();
        node.put(KEY, b.x + "," + b.y + "," + b.width + "," + b.height); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
    }

    private void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // the platform flushes the instance scope again when it stops
        }
    }
}
