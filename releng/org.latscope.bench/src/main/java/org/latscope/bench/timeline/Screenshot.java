// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.timeline;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.latscope.analysis.timegraph.TraceSetTimeline;
import org.latscope.ui.internal.timeline.TimelineViewer;

/**
 * The fit-all view of a set as a person sees it: the whole {@link TimelineViewer} (tool bar,
 * ruler, rows with their labels and staircases, legend) in a 1400x900 shell, copied from the
 * screen into a PNG, so the benchmark's figures come with a picture of what was measured.
 */
final class Screenshot {

    private Screenshot() {
    }

    /** @return {@code target/screenshots} of the project ({@code -Dlatscope.root}), or of the working folder */
    static Path folder() {
        String root = System.getProperty("latscope.root");
        return root == null ? Path.of("target", "screenshots") : Path.of(root, "target", "screenshots");
    }

    /**
     * @param display the display
     * @param timeline what to show, rows in latency order, fit to the longest row
     * @param name the file name without {@code .png}
     * @return the file
     */
    static Path save(Display display, TraceSetTimeline timeline, String name) throws Exception {
        Shell shell = new Shell(display);
        try {
            shell.setLayout(new FillLayout());
            shell.setText("Latscope timeline bench");
            TimelineViewer viewer = new TimelineViewer(shell, new PreferenceStore());
            shell.setBounds(0, 0, FrameBench.WIDTH, FrameBench.HEIGHT);
            shell.open();
            viewer.setInput(timeline.lanes(), timeline::rows);
            viewer.window().fit();
            spin(display, 1000); // GTK paints asynchronously
            shell.redraw();
            shell.update();
            spin(display, 500);
            Rectangle bounds = shell.getBounds();
            Image image = new Image(display, bounds.width, bounds.height);
            GC gc = new GC(display);
            try {
                gc.copyArea(image, bounds.x, bounds.y);
                Path file = Files.createDirectories(folder()).resolve(name + ".png");
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] { image.getImageData() };
                loader.save(file.toString(), SWT.IMAGE_PNG);
                return file;
            } finally {
                gc.dispose();
                image.dispose();
            }
        } finally {
            shell.dispose();
        }
    }

    /** Runs the event loop for {@code ms} milliseconds. */
    static void spin(Display display, long ms) {
        long end = System.nanoTime() + ms * 1_000_000;
        while (System.nanoTime() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(10, () -> {
                }); // wakes the sleep below
                display.sleep();
            }
        }
    }
}
