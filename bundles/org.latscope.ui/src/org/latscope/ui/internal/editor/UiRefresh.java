// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.editor;

import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swt.widgets.Display;

/**
 * Runs an update on the UI thread at most once per interval however often a loading job asks
 * for it, so a folder of 100,000 files does not flood the event queue.
 */
public final class UiRefresh {

    /** Least time between two updates while files arrive. */
    public static final int INTERVAL_MS = 250;

    private final Display display;
    private final Runnable update;
    private final AtomicBoolean scheduled = new AtomicBoolean();

    /**
     * @param display the display
     * @param update the update, run on the UI thread
     */
    public UiRefresh(Display display, Runnable update) {
        this.display = display;
        this.update = update;
    }

    /** Asks for an update; callable from any thread. */
    public void request() {
        if (display.isDisposed() || !scheduled.compareAndSet(false, true)) {
            return;
        }
        display.asyncExec(() -> display.timerExec(INTERVAL_MS, this::run));
    }

    private void run() {
        scheduled.set(false);
        update.run();
    }
}
