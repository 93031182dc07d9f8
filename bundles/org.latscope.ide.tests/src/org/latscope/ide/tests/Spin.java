// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.function.Supplier;

import org.eclipse.swt.widgets.Display;

/** Runs the UI thread's event loop until a condition holds (the tests run on the UI thread). */
final class Spin {

    private Spin() {
    }

    static <T> T until(String what, int seconds, Supplier<T> condition) throws InterruptedException {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + seconds * 1000L;
        while (true) {
            T value = condition.get();
            if (value != null && !Boolean.FALSE.equals(value)) {
                return value;
            }
            if (System.currentTimeMillis() > end) {
                fail("timed out after " + seconds + " s waiting for " + what);
            }
            if (!display.readAndDispatch()) {
                Thread.sleep(10);
            }
        }
    }
}
