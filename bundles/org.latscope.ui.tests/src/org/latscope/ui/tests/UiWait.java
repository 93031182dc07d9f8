// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.tests;

import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;

/** Runs the event loop until a condition holds, so jobs can post their results to the UI. */
public final class UiWait {

    private UiWait() {
    }

    public static void until(Display display, BooleanSupplier condition, long timeoutMillis, String what) {
        long end = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out after " + timeoutMillis + " ms waiting for " + what);
            }
            if (!display.readAndDispatch()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("interrupted waiting for " + what, e);
                }
            }
        }
    }

    public static void spin(Display display, long millis) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    public static void drain(Display display) {
        while (display.readAndDispatch()) {
            // run what is queued, e.g. paints
        }
    }
}
