// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.views;

import java.util.Arrays;
import java.util.Locale;

import org.eclipse.nebula.widgets.nattable.NatTable;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/**
 * The views bench's clock. A UI operation is timed on the UI thread from the call to the end
 * of the frame that shows its result: the operation, a paint of the whole NatTable (header and
 * body, through its layer painter) into an offscreen image of the widget's size, and the
 * events the operation left in the queue. That is how long the UI thread is busy, so how long
 * the explorer freezes; over {@link #LIMIT_MS} is a visible stall and is flagged. Its headless
 * counterpart (the same figures computed without a widget) is timed beside it. Rounds run
 * until three are done or {@link #BUDGET_S} seconds are spent (at least one), each after a GC.
 */
final class UiClock implements AutoCloseable {

    /** A UI-thread time above which the view freezes visibly. */
    static final double LIMIT_MS = 100;
    private static final int ROUNDS = 3;
    private static final double BUDGET_S = 6;

    /** Times of the rounds of one operation, in milliseconds. */
    record Figure(double best, double worst, int rounds) {
    }

    /**
     * An operation whose work runs in a job: from the user's action to the frame that shows
     * its result, and the longest the UI thread did not answer meanwhile.
     *
     * @param shown time to the repaint of the result, best and worst rounds
     * @param stall the longest gap between two heartbeats, best and worst rounds
     */
    record AsyncFigure(Figure shown, Figure stall) {
    }

    /** The heartbeat's period: a timerExec this often while a job runs. */
    private static final int BEAT_MS = 5;

    /** A timed piece of work. */
    @FunctionalInterface
    interface Work {
        /** @throws Exception when it fails; the benchmark stops */
        void run() throws Exception;
    }

    private final Display display;
    private final NatTable table;
    private final Image image;
    private final GC gc;
    private final Rectangle area;

    /** @param table the table whose frames are painted, sized and shown */
    UiClock(NatTable table) {
        this.display = table.getDisplay();
        this.table = table;
        Rectangle size = table.getClientArea();
        area = new Rectangle(0, 0, Math.max(1, size.width), Math.max(1, size.height));
        image = new Image(display, area.width, area.height);
        gc = new GC(image);
    }

    /** @return the table's visible size, as painted */
    Rectangle area() {
        return area;
    }

    /** Paints one frame of the table and runs the events waiting: the rest of the UI thread's work. */
    void frame() {
        table.getLayerPainter().paintLayer(table, gc, 0, 0, area, table.getConfigRegistry());
        while (display.readAndDispatch()) {
            // layout and scroll events the operation queued
        }
    }

    /**
     * @param prepare untimed, before each round (e.g. collapsing what the last round expanded)
     * @param operation the UI operation
     * @return its rounds, each with the frame after it
     */
    Figure ui(Work prepare, Work operation) throws Exception {
        return rounds(prepare, () -> {
            operation.run();
            frame();
        });
    }

    /**
     * Times an operation that hands its work to a job: the action on the UI thread, then the
     * event loop runs (answering a {@code timerExec} heartbeat every {@value #BEAT_MS} ms, as the
     * timeline bench's load does) until {@code finished}, then a frame. The longest gap between
     * heartbeats, the action itself included, is the UI thread's longest stall.
     *
     * @param prepare untimed, before each round
     * @param operation the UI action
     * @param finished whether its result is shown
     * @return its rounds: time to the repaint, and the longest stall
     */
    AsyncFigure async(Work prepare, Work operation, java.util.function.BooleanSupplier finished) throws Exception {
        double[] stalls = new double[ROUNDS];
        int[] round = { 0 };
        Figure shown = rounds(prepare, () -> {
            long[] last = { System.nanoTime() };
            double[] longest = { 0 };
            boolean[] beating = { true };
            Runnable[] beat = new Runnable[1];
            beat[0] = () -> {
                long now = System.nanoTime();
                longest[0] = Math.max(longest[0], (now - last[0]) / 1e6);
                last[0] = now;
                if (beating[0]) {
                    display.timerExec(BEAT_MS, beat[0]);
                }
            };
            display.timerExec(BEAT_MS, beat[0]);
            operation.run();
            while (!finished.getAsBoolean()) {
                if (!display.readAndDispatch()) {
                    display.sleep();
                }
            }
            frame();
            beating[0] = false;
            beat[0].run(); // the gap up to the frame counts too
            stalls[round[0]++] = longest[0];
        });
        double[] done = Arrays.copyOf(stalls, round[0]);
        return new AsyncFigure(shown, new Figure(Arrays.stream(done).min().orElseThrow(),
                Arrays.stream(done).max().orElseThrow(), done.length));
    }

    /**
     * @param operation the headless counterpart
     * @return its rounds
     */
    static Figure headless(Work operation) throws Exception {
        return rounds(() -> {
        }, operation);
    }

    private static Figure rounds(Work prepare, Work operation) throws Exception {
        double[] ms = new double[ROUNDS];
        double spent = 0;
        int n = 0;
        while (n < ROUNDS && (n == 0 || spent < BUDGET_S * 1000)) {
            prepare.run();
            System.gc();
            long t0 = System.nanoTime();
            operation.run();
            ms[n] = (System.nanoTime() - t0) / 1e6;
            spent += ms[n++];
        }
        double[] done = Arrays.copyOf(ms, n);
        return new Figure(Arrays.stream(done).min().orElseThrow(), Arrays.stream(done).max().orElseThrow(), n);
    }

    /** Prints what a frame alone costs (no operation before it): the part of each UI figure that is painting. */
    void frameRow() throws Exception {
        Figure frame = ui(() -> {
        }, () -> {
        });
        System.out.printf(Locale.ROOT, "  %-38s | %9.1f / %9.1f ms (%d) | %-44s |%n", "a frame alone (paint + events)",
                frame.best(), frame.worst(), frame.rounds(), "(included in every UI figure below)");
    }

    /** Prints the column heads of {@link #row}. */
    static void header() {
        System.out.printf(Locale.ROOT, "  %-38s | %-26s | %-44s | %s%n", "operation on the UI thread", "UI best / worst (rounds)",
                "headless counterpart: best", "");
    }

    /** Prints a UI figure next to its headless counterpart, flagged when the UI thread stalls. */
    static void row(String operation, Figure ui, String headless, Figure baseline) {
        System.out.printf(Locale.ROOT, "  %-38s | %9.1f / %9.1f ms (%d) | %-32s %8.1f ms | %s%n", operation, ui.best(),
                ui.worst(), ui.rounds(), headless, baseline.best(),
                ui.best() > LIMIT_MS ? "STALL: over " + (int) LIMIT_MS + " ms on the UI thread" : "ok");
    }

    /** Prints the column heads of {@link #asyncRow}. */
    static void asyncHeader() {
        System.out.printf(Locale.ROOT, "  %-38s | %-26s | %-19s | %-44s | %s%n", "action, its work in a job",
                "to the repaint: best / worst", "longest UI stall", "headless counterpart: best", "");
    }

    /** Prints an action whose work ran in a job: time to the repaint, longest stall, headless work; flags a stall. */
    static void asyncRow(String operation, AsyncFigure ui, String headless, Figure baseline) {
        System.out.printf(Locale.ROOT, "  %-38s | %9.1f / %9.1f ms (%d) | %6.1f / %6.1f ms | %-32s %8.1f ms | %s%n", operation,
                ui.shown().best(), ui.shown().worst(), ui.shown().rounds(), ui.stall().best(), ui.stall().worst(), headless,
                baseline.best(), ui.stall().worst() > LIMIT_MS ? "STALL: the UI thread blocked over " + (int) LIMIT_MS + " ms"
                        : "ok");
    }

    @Override
    public void close() {
        gc.dispose();
        image.dispose();
    }
}
