// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.ui.internal.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

/** The timeline's arithmetic without widgets: ticks and units, the time window, row labels. */
class TimelineArithmeticTest {

    @Test
    void ticksAreOneTwoOrFiveTimesAPowerOfTenAndAtLeastTheDistanceApart() {
        Random random = new Random(18);
        for (int round = 0; round < 10_000; round++) {
            long span = 100 + (long) (random.nextDouble() * 1e12);
            int width = 100 + random.nextInt(3000);
            long interval = TimeUnits.tickInterval(span, width, 90);
            assertTrue(interval * (double) width / span >= 90, span + " over " + width + ": " + interval);
            long mantissa = interval;
            while (mantissa % 10 == 0) {
                mantissa /= 10;
            }
            assertTrue(mantissa == 1 || mantissa == 2 || mantissa == 5, Long.toString(interval));
            // the next smaller 1-2-5 step would be closer than 90 pixels
            long smaller = mantissa == 1 ? interval / 2 : mantissa == 2 ? interval / 2 : interval * 2 / 5;
            assertTrue(smaller == 0 || smaller * (double) width / span < 90, span + " " + width + " " + interval);
        }
    }

    @Test
    void labelsAndDurationsUseTheLargestUnitThatFits() {
        assertEquals("us", TimeUnits.unitName(50_000));
        assertEquals("ms", TimeUnits.unitName(2_000_000));
        assertEquals("ns", TimeUnits.unitName(500));
        assertEquals("150", TimeUnits.label(150_000, 50_000));
        assertEquals("549 us", TimeUnits.duration(549_000));
        assertEquals("24.348 ms", TimeUnits.duration(24_348_000));
        assertEquals("830 ns", TimeUnits.duration(830));
        assertEquals("1.5 s", TimeUnits.duration(1_500_000_000));
    }

    @Test
    void zoomKeepsTheAnchorWhereItIsAndNeverGoesBelowTheMinimumSpanOrBeforeZero() {
        TimeWindow window = new TimeWindow();
        window.setTotal(1_000_000);
        window.fit();
        assertTrue(window.isFitted());
        window.zoom(0.5, 300_000);
        long anchorX = window.x(300_000, 1000);
        window.zoom(0.5, 300_000);
        assertEquals(anchorX == window.x(300_000, 1000) ? anchorX : -1, window.x(300_000, 1000), 1);
        for (int i = 0; i < 100; i++) {
            window.zoom(0.5, 300_000);
        }
        assertEquals(TimeWindow.MIN_SPAN_NS, window.spanNs());
        window.pan(-10_000_000);
        assertEquals(0, window.startNs());
        assertEquals(TimeWindow.MIN_SPAN_NS, window.spanNs());
    }

    @Test
    void rowLabelsKeepTheTraceNumberAndAsManyFoldersAsFit() {
        String label = "/home/u/traces/lt040907/lt001.v3k1/lt.01#3";
        assertEquals("lt040907/lt001.v3k1/lt.01#3", RowLabels.fit(label, 40));
        assertEquals("lt001.v3k1/lt.01#3", RowLabels.fit(label, 20));
        assertEquals("lt.01#3", RowLabels.fit(label, 8));
        String shortened = RowLabels.fit("/x/000_ccd2cb2fc6f710da.txt#12", 12);
        assertEquals(12, shortened.length(), shortened);
        assertTrue(shortened.startsWith("000_") && shortened.endsWith("#12") && shortened.contains("\u2026"), shortened);
    }
}
