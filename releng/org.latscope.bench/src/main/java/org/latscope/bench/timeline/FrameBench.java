// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.timeline;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;
import org.latscope.analysis.timegraph.TimelineLane;
import org.latscope.analysis.timegraph.TimelineOrder;
import org.latscope.analysis.timegraph.TraceSetTimeline;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.ui.internal.timeline.TimeWindow;
import org.latscope.ui.internal.timeline.TimelineColors;
import org.latscope.ui.internal.timeline.TimelineLayout;
import org.latscope.ui.internal.timeline.TimelineMarks;
import org.latscope.ui.internal.timeline.TimelinePainter;

/**
 * Frame times of the timeline painter on an offscreen 1400x900 image, rows in latency order,
 * at ten zoom levels from fit-all down to a 1 us span (geometric steps). At each level it
 * paints {@code frames} frames, panning by a sixty-fourth of the span and scrolling the rows a
 * little each frame, once with the painter as the widget uses it (rows denser than the pixels
 * painted from their {@code StepSummary}) and once, alternating frame by frame, with the
 * summary switched off so every step is drawn: the baseline. Prints median and worst frame per
 * level; the goal is 16 ms (60 frames a second) at any zoom. The baseline of a level stops
 * after {@link #BASELINE_BUDGET_S} seconds once it has {@link #MIN_FRAMES} frames, since drawing
 * millions of steps takes seconds a frame; the frame counts are printed.
 */
final class FrameBench {

    static final int WIDTH = 1400;
    static final int HEIGHT = 900;
    static final int LEVELS = 10;
    static final long FINEST_SPAN_NS = 1_000;
    static final double BASELINE_BUDGET_S = 8;
    static final int MIN_FRAMES = 3;
    static final double GOAL_MS = 16;

    private FrameBench() {
    }

    /** @return the longest row or lane, as the canvas computes what fit-all shows */
    static long longest(TraceSetTimeline timeline) {
        long longest = 0;
        for (TraceTimeline row : timeline.rows()) {
            longest = Math.max(longest, row.endNs() - row.startNs());
        }
        for (TimelineLane lane : timeline.lanes()) {
            longest = Math.max(longest, lane.spanNs());
        }
        return longest;
    }

    /** Paints and prints the frames of one data shape. */
    static void measure(Display display, TraceSetTimeline timeline, int frames) {
        TimelineColors colors = new TimelineColors(display, new PreferenceStore(), () -> {
        });
        TimelinePainter painter = new TimelinePainter(colors);
        TimelineLayout layout = new TimelineLayout();
        List<TraceTimeline> rows = timeline.rows(TimelineOrder.LATENCY);
        layout.setEntries(timeline.lanes(), rows);
        TimeWindow window = new TimeWindow();
        long total = longest(timeline);
        window.setTotal(total);
        Image image = new Image(display, WIDTH, HEIGHT);
        GC gc = new GC(image);
        try {
            window.fit();
            for (int i = 0; i < 3; i++) { // warm-up: fonts, glyph caches, JIT
                painter.paint(gc, layout, window, TimelineMarks.NONE, WIDTH, HEIGHT, 0);
            }
            System.out.printf(Locale.ROOT, "  %-5s %-9s %10s | %-24s | %-30s | %s%n", "level", "span", "~steps in view",
                    "summary: median / worst", "every step (baseline): median / worst", "frames");
            for (int level = 0; level < LEVELS; level++) {
                long span = level == 0 ? window.totalNs()
                        : Math.round(total * Math.pow(FINEST_SPAN_NS / (double) total, level / (LEVELS - 1.0)));
                long base = level == 0 ? 0 : Math.max(0, total / 2 - span / 2);
                double[] on = new double[frames];
                double[] off = new double[frames];
                int offFrames = 0;
                double offSpent = 0;
                long inView = -1;
                for (int f = 0; f < frames; f++) {
                    long start = Math.max(0, base + (f % 8) * (span / 64));
                    window.set(start, start + span);
                    int scrollY = (f * 137) % Math.max(1, layout.totalHeight() - HEIGHT + 1);
                    if (inView < 0) {
                        inView = stepsInView(layout, window, scrollY);
                    }
                    painter.setUseSummary(true);
                    on[f] = frame(painter, gc, layout, window, scrollY);
                    if (offFrames < MIN_FRAMES || offSpent < BASELINE_BUDGET_S * 1000) {
                        painter.setUseSummary(false);
                        off[offFrames] = frame(painter, gc, layout, window, scrollY);
                        offSpent += off[offFrames++];
                    }
                }
                painter.setUseSummary(true);
                double[] offDone = Arrays.copyOf(off, offFrames);
                System.out.printf(Locale.ROOT, "  %-5d %-9s %14d | %9.2f / %7.2f ms %s | %13.2f / %9.2f ms %s | %d / %d%n",
                        level, span(span), inView, median(on), max(on), max(on) <= GOAL_MS ? "ok" : "  ", median(offDone),
                        max(offDone), max(offDone) <= GOAL_MS ? "ok" : "  ", frames, offFrames);
            }
        } finally {
            gc.dispose();
            image.dispose();
            colors.close();
        }
    }

    private static double frame(TimelinePainter painter, GC gc, TimelineLayout layout, TimeWindow window, int scrollY) {
        long t0 = System.nanoTime();
        painter.paint(gc, layout, window, TimelineMarks.NONE, WIDTH, HEIGHT, scrollY);
        return (System.nanoTime() - t0) / 1e6;
    }

    /** Steps that start inside the window, over the rows a frame at this scroll shows. */
    private static long stepsInView(TimelineLayout layout, TimeWindow window, int scrollY) {
        long sum = 0;
        for (int i = Math.max(0, layout.rowAt(scrollY)); i < layout.size() && layout.top(i) - scrollY < HEIGHT; i++) {
            if (layout.entry(i) instanceof TraceTimeline row) {
                long origin = row.startNs();
                int first = Math.max(0, row.firstStepEndingAfter(origin + window.startNs()));
                int end = row.firstStepEndingAfter(origin + window.endNs());
                sum += (end < 0 ? row.stepCount() : end) - first;
            }
        }
        return sum;
    }

    static double median(double[] ms) {
        if (ms.length == 0) {
            return Double.NaN;
        }
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    static double max(double[] ms) {
        return Arrays.stream(ms).max().orElse(Double.NaN);
    }

    /** @return a span in the ruler's units: s, ms, us */
    static String span(long ns) {
        if (ns >= 1_000_000_000L) {
            return String.format(Locale.ROOT, "%.3g s", ns / 1e9);
        }
        if (ns >= 1_000_000) {
            return String.format(Locale.ROOT, "%.3g ms", ns / 1e6);
        }
        return String.format(Locale.ROOT, "%.3g us", ns / 1e3);
    }
}
