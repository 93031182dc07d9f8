// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.explorer;

import java.util.Arrays;
import java.util.Locale;

import org.eclipse.swt.widgets.Display;

/**
 * A {@code timerExec} every {@value #PERIOD_MS} ms on the UI thread that keeps the time between
 * beats: a beat late by more than a frame is a moment the window did not answer.
 */
final class UiHeartbeat implements Runnable {

    static final int PERIOD_MS = 5;
    /** A frame: a gap past the period longer than this is a visible stall. */
    static final double FRAME_MS = 16;
    /** A stall the user takes for a freeze. */
    static final double FREEZE_MS = 100;

    private final Display display;
    private long[] gaps = new long[1 << 14];
    private int count;
    private long last;
    private boolean running = true;

    UiHeartbeat(Display display) {
        this.display = display;
        last = System.nanoTime();
        display.timerExec(PERIOD_MS, this);
    }

    @Override
    public void run() {
        long now = System.nanoTime();
        if (count == gaps.length) {
            gaps = Arrays.copyOf(gaps, count * 2);
        }
        gaps[count++] = now - last;
        last = now;
        if (running) {
            display.timerExec(PERIOD_MS, this);
        }
    }

    /** The stalls of one stretch: gaps past the period, sorted, in ms. */
    record Stalls(double[] sortedMs) {
        double longest() {
            return sortedMs.length == 0 ? 0 : sortedMs[sortedMs.length - 1];
        }

        double p99() {
            return sortedMs.length == 0 ? 0 : sortedMs[Math.max(0, (int) Math.ceil(sortedMs.length * 0.99) - 1)];
        }

        long over(double ms) {
            return Arrays.stream(sortedMs).filter(g -> g > ms).count();
        }

        String row(String what) {
            return String.format(Locale.ROOT, "  %-46s %9.1f ms %9.1f ms %9d %9d %9d%s", what, longest(), p99(), over(FRAME_MS),
                    over(FREEZE_MS), sortedMs.length, longest() > FREEZE_MS ? "  STALL" : "");
        }

        static String header() {
            return String.format(Locale.ROOT, "  %-46s %12s %12s %9s %9s %9s", "UI heartbeat every 5 ms", "longest", "p99",
                    ">16 ms", ">100 ms", "beats");
        }
    }

    /** Stops beating (the gap up to now counts) and returns the stalls. */
    Stalls stop() {
        running = false;
        run();
        double[] ms = new double[count];
        for (int i = 0; i < count; i++) {
            ms[i] = Math.max(0, gaps[i] / 1e6 - PERIOD_MS);
        }
        Arrays.sort(ms);
        return new Stalls(ms);
    }
}
