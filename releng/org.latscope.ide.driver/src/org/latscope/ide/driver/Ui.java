// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ide.driver;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/** Runs the scenario's steps on the UI thread, waits for conditions, saves screenshots. */
final class Ui {

    private final Display display;

    Ui(Display display) {
        this.display = display;
    }

    /** @return what {@code step} returned on the UI thread; its exception is rethrown here */
    <T> T call(Callable<T> step) throws Exception {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        display.syncExec(() -> {
            try {
                result.set(step.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }

    /** Polls {@code condition} on the UI thread until it is non-null, or fails after {@code seconds}. */
    <T> T waitFor(String what, int seconds, Callable<T> condition) throws Exception {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (true) {
            T value = call(condition);
            if (value != null && !Boolean.FALSE.equals(value)) {
                return value;
            }
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + seconds + " s waiting for " + what);
            }
            Thread.sleep(200);
        }
    }

    /** Saves what the shell shows as {@code NAME.png} in {@code folder}, after GTK has painted it. */
    void screenshot(Shell shell, Path folder, String name) throws Exception {
        Thread.sleep(1500);
        call(() -> {
            shell.redraw();
            shell.update();
            return null;
        });
        Thread.sleep(500);
        call(() -> {
            Rectangle bounds = shell.getBounds();
            Image image = new Image(display, bounds.width, bounds.height);
            GC gc = new GC(display);
            try {
                gc.copyArea(image, bounds.x, bounds.y);
                ImageData data = image.getImageData();
                Files.createDirectories(folder);
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] { data };
                loader.save(folder.resolve(name + ".png").toString(), SWT.IMAGE_PNG);
            } finally {
                gc.dispose();
                image.dispose();
            }
            return null;
        });
    }
}
