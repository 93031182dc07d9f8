// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.timeline;

import java.util.Arrays;
import java.util.Locale;

import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.latscope.ui.internal.FormatsTraceSetLoader;
import org.latscope.ui.internal.OpenTraceSetJob;
import org.latscope.ui.internal.OpenedTraceSet;
import org.latscope.ui.internal.editor.TimelinePart;
import org.latscope.ui.internal.editor.UiRefresh;

/**
 * How long the UI thread stops answering while a large folder loads: the folder is opened the
 * way the Trace Set editor opens it ({@link OpenedTraceSet}, an {@link OpenTraceSetJob} with the
 * {@link FormatsTraceSetLoader} scheduled on the job manager, a {@link TimelinePart} in a shown
 * shell refreshed through {@link UiRefresh} as files arrive), while a {@code timerExec}
 * heartbeat every {@value #PERIOD_MS} ms records the time between beats. A beat late by more
 * than a frame means the user saw the window freeze. The baseline is the same heartbeat for the
 * same time with nothing loading: what the machine and the event loop cost on their own.
 * The load's figures include the refresh that shows the merged rows after the job ends.
 */
final class StallBench {

    static final int PERIOD_MS = 5;

    private StallBench() {
    }

    /** Beats every {@link #PERIOD_MS} on the UI thread and keeps the gaps. */
    private static final class Heartbeat implements Runnable {
        private final Display display;
        private long[] gaps = new long[1 << 16];
        private int count;
        private long last;
        private boolean running = true;

        Heartbeat(Display display) {
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

        /** @return the gaps in ms, sorted */
        double[] stop() {
            running = false;
            double[] ms = new double[count];
            for (int i = 0; i < count; i++) {
                ms[i] = gaps[i] / 1e6;
            }
            Arrays.sort(ms);
            return ms;
        }
    }

    static void measure(Display display, BenchData.Folder folder) throws Exception {
        PluginXmlRegistry.install();
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setText("Latscope stall bench");
        OpenedTraceSet opened = new OpenedTraceSet(folder.dir());
        TimelinePart part = new TimelinePart(shell, opened, new PreferenceStore());
        shell.setBounds(0, 0, FrameBench.WIDTH, FrameBench.HEIGHT);
        shell.open();
        Screenshot.spin(display, 500);
        UiRefresh refresh = new UiRefresh(display, part::refresh);
        Runnable request = refresh::request;
        opened.addListener(request);
        try (FormatsTraceSetLoader loader = new FormatsTraceSetLoader()) {
            Heartbeat beat = new Heartbeat(display);
            long start = System.nanoTime();
            new OpenTraceSetJob(opened, loader).schedule();
            while (!opened.isDone()) {
                if (!display.readAndDispatch()) {
                    display.sleep();
                }
            }
            double load = (System.nanoTime() - start) / 1e9;
            Screenshot.spin(display, 2L * UiRefresh.INTERVAL_MS); // the refresh with the merged rows
            double[] loading = beat.stop();
            double duration = (System.nanoTime() - start) / 1e9;
            if (opened.problem() != null) {
                throw new IllegalStateException(opened.problem());
            }
            System.out.printf(Locale.ROOT, "  %.1f MB in %d files loaded in %.2f s (job scheduled to isDone); %d rows shown; "
                    + "formats from %s%n", folder.bytes() / (double) (1 << 20), folder.files().size(), load,
                    part.viewer().canvas().rows().size(), loader.usesService() ? "the service" : "the extension registry");
            opened.removeListener(request);
            shell.dispose();
            Screenshot.spin(display, 200);
            Heartbeat idle = new Heartbeat(display);
            Screenshot.spin(display, Math.round(duration * 1000));
            double[] quiet = idle.stop();
            System.out.printf(Locale.ROOT, "  %-34s %10s %14s %12s %8s%n", "heartbeat every 5 ms", "longest stall",
                    "99th pct stall", "over 16 ms", "beats");
            row("while the folder loads", loading);
            row("idle, same duration (baseline)", quiet);
        }
    }

    private static void row(String what, double[] sortedGapsMs) {
        int n = sortedGapsMs.length;
        double worst = n == 0 ? Double.NaN : sortedGapsMs[n - 1] - PERIOD_MS;
        double p99 = n == 0 ? Double.NaN : sortedGapsMs[Math.max(0, (int) Math.ceil(n * 0.99) - 1)] - PERIOD_MS;
        long over = Arrays.stream(sortedGapsMs).filter(g -> g - PERIOD_MS > FrameBench.GOAL_MS).count();
        System.out.printf(Locale.ROOT, "  %-34s %10.1f ms %11.1f ms %12d %8d%n", what, worst, p99, over, n);
    }
}
