// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.views;

import java.lang.management.ManagementFactory;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.latscope.bench.formats.TraceTextGenerator;
import org.latscope.bench.timeline.BenchData;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.model.TraceSet;

/**
 * The analysis views on big data: how long the UI thread is busy for what a user does in them,
 * each figure next to the same computation headless in the same run, so that what the widget
 * adds and what ought to leave the UI thread both show.
 * <ol>
 * <li>Call Attribution ({@link CallsBench}) on the call tree of 10 M steps (the v1.0.5 traces
 *     of the timeline bench, reused from its folder): the tree shown, the hottest path
 *     expanded, sorted by total and by max, top-down and bottom-up.</li>
 * <li>Records ({@link RecordsBench}) on 10 M printk log lines
 *     ({@link PrintkTextGenerator}): the model set, sorted by time and text, filtered by a word,
 *     and scrolled page by page with the median and worst page.</li>
 * </ol>
 * The issue asks that 10 M rows scroll without a stall; an operation over 100 ms on the UI
 * thread is printed as a stall. Needs an X display ({@code releng/scripts/bench views} starts
 * Xvfb when {@code $DISPLAY} is unset).
 *
 * <pre>
 * ViewsBench [STEPS [LINES [PAGES]]]   default 10,000,000 steps, 10,000,000 log lines, 200 pages
 * </pre>
 */
public final class ViewsBench {

    private static final int FILES = 16;
    private static final int WIDTH = 1400;
    private static final int HEIGHT = 900;

    private ViewsBench() {
    }

    public static void main(String[] args) throws Exception {
        long steps = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        long lines = args.length > 1 ? Long.parseLong(args[1].replace("_", "")) : 10_000_000L;
        int pages = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        System.out.printf(Locale.ROOT, "ViewsBench: %,d steps, %,d log lines, %d pages, %d cores, JDK %s, max heap %,d MB, GC %s%n",
                steps, lines, pages, Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, ManagementFactory.getGarbageCollectorMXBeans().get(0).getName());
        Display display = new Display();
        System.out.printf(Locale.ROOT, "  SWT %s %d, display %s, shell %dx%d; UI figures include the frame after the operation%n",
                SWT.getPlatform(), SWT.getVersion(), System.getenv("DISPLAY"), WIDTH, HEIGHT);
        try {
            TraceTextGenerator many = new TraceTextGenerator(42); // the timeline bench's folder for these steps
            BenchData.Folder traces = BenchData.folder("timeline-v105-" + steps, steps, FILES,
                    (file, i, n) -> many.writeV105Steps(file, n, 0));
            System.out.printf(Locale.ROOT, "%n1. Call Attribution over %,d steps of v1.0.5 traces%n", steps);
            CallsBench.measure(display, read(traces), WIDTH, HEIGHT);
            PrintkTextGenerator printk = new PrintkTextGenerator(42);
            BenchData.Folder log = BenchData.folder("printk-" + lines, lines, FILES, (file, i, n) -> printk.write(file, n));
            System.out.printf(Locale.ROOT, "%n2. Records over %,d printk log lines%n", lines);
            RecordsBench.measure(display, read(log), pages, WIDTH, HEIGHT);
        } finally {
            display.dispose();
        }
        System.exit(0); // the job manager's workers are not daemons
    }

    /** Reads a folder on every core, as the editor's job does, and prints how long it took. */
    private static TraceSet read(BenchData.Folder folder) throws Exception {
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        int cores = Runtime.getRuntime().availableProcessors();
        long t0 = System.nanoTime();
        TraceSet set = new TraceSetReader(registry, cores).read(folder.files(), "bench");
        System.out.printf(Locale.ROOT, "  read %s (%s, %.1f MB, %d files) in %.1f s on %d cores%n", folder.dir(),
                folder.reused() ? "reused" : "generated", folder.bytes() / (double) (1 << 20), folder.files().size(),
                (System.nanoTime() - t0) / 1e9, cores);
        return set;
    }
}
