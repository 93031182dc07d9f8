// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * Saves what a shell shows on screen as a PNG in {@code target/screenshots/} (or the
 * folder in the {@code latscope.screenshots} system property), so a person can look at it.
 */
public final class Screenshots {

    private Screenshots() {
    }

    /** Copies the shell's screen area to {@code NAME.png} and returns the file. */
    public static Path save(Shell shell, String name) throws Exception {
        Display display = shell.getDisplay();
        // GTK paints asynchronously: give it a moment, or unpainted areas come out black.
        shell.redraw();
        shell.update();
        UiWait.spin(display, 1000);
        Rectangle bounds = shell.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, bounds.x, bounds.y);
            ImageData data = image.getImageData();
            Path dir = Path.of(System.getProperty("latscope.screenshots", "target/screenshots"));
            Files.createDirectories(dir);
            Path file = dir.resolve(name + ".png");
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { data };
            loader.save(file.toString(), SWT.IMAGE_PNG);
            return file;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
