// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.BitSet;

import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.timegraph.TickLane;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LogLine;
import org.latscope.model.PrintkLog;

/**
 * A printk lane draws a tick in every pixel column a line falls in, once: a log of two boots,
 * the second going back in time, gets the columns of both.
 */
class TickPaintTest {

    private static final int WIDTH = 400;
    private static final int HEIGHT = 20; // too low for texts: only ticks

    @Test
    void everyColumnOfATickIsDrawnAlsoWhenTimeGoesBack() {
        PrintkLog log = LatscopeFactory.eINSTANCE.createPrintkLog();
        // boot 1: 100,000 lines over 0-0.5 s; boot 2: 100,000 lines over 0.25-1 s
        for (int boot = 0; boot < 2; boot++) {
            for (int i = 0; i < 100_000; i++) {
                LogLine line = LatscopeFactory.eINSTANCE.createLogLine();
                line.setTimeNs(boot == 0 ? i * 5_000L : 250_000_000L + i * 7_500L);
                line.setLine(boot * 100_000 + i + 1);
                log.getLines().add(line);
            }
        }
        TickLane lane = TickLane.of(log, "dmesg");
        TimeWindow window = new TimeWindow();
        window.setTotal(1_000_000_000L);
        window.set(0, 1_000_000_000L);
        BitSet expected = new BitSet();
        for (int i = 0; i < lane.size(); i++) {
            if (lane.timeNs(i) < window.endNs()) {
                expected.set(window.x(lane.timeNs(i), WIDTH));
            }
        }
        Display display = Display.getDefault();
        TimelineColors colors = new TimelineColors(display, new PreferenceStore(), () -> {
        });
        Image image = new Image(display, WIDTH, HEIGHT);
        try {
            GC gc = new GC(image);
            gc.setBackground(colors.background);
            gc.fillRectangle(0, 0, WIDTH, HEIGHT);
            new LanePainter(colors).paintTicks(gc, lane, window, 0, 0, WIDTH, HEIGHT);
            gc.dispose();
            ImageData data = image.getImageData();
            RGB tick = colors.context(NestingContext.PREEMPT).getRGB();
            BitSet painted = new BitSet();
            for (int x = 0; x < WIDTH; x++) {
                if (data.palette.getRGB(data.getPixel(x, HEIGHT / 2)).equals(tick)) {
                    painted.set(x);
                }
            }
            assertEquals(expected, painted);
            assertEquals(WIDTH, expected.cardinality(), "both boots together cover every column");
        } finally {
            image.dispose();
        }
    }
}
