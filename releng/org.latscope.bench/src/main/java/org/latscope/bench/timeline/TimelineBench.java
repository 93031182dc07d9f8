// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.timeline;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.latscope.bench.analysis.StepTextGenerator;
import org.latscope.bench.formats.TraceTextGenerator;

/**
 * The timeline of the explorer (org.latscope.ui's {@code TimelineViewer} over
 * org.latscope.analysis' {@code TraceSetTimeline}), each figure next to a baseline measured in
 * the same run:
 * <ol>
 * <li>reading a folder with the timeline built per file on the reading threads, as the editor
 *     reads it, next to reading alone; and the bytes per step the timeline keeps
 *     ({@link TimelineLoad});</li>
 * <li>frame times of the painter at ten zoom levels from fit-all to 1 us, painting dense rows
 *     from the step summary, next to drawing every step ({@link FrameBench}); the goal
 *     is 16 ms a frame at any zoom;</li>
 * <li>a screenshot of the fit-all view ({@link Screenshot});</li>
 * <li>the UI thread's longest stall while a 1 GB folder loads in the editor's job, next to the
 *     same heartbeat idle ({@link StallBench}).</li>
 * </ol>
 * Two data shapes for 1 and 2: v1.0.5 traces of 200 to 2,000 steps in 16 files (many short
 * rows, as the formats benchmark writes them), and one trace of all the steps (one row, where
 * the summary matters most). Needs an X display ({@code releng/scripts/bench timeline} starts
 * Xvfb when {@code $DISPLAY} is unset).
 *
 * <pre>
 * TimelineBench [STEPS [FRAMES [STALL_STEPS]]]   default 10,000,000 steps, 30 frames a level,
 *                                                17,000,000 steps (1 GB) for the stall; 0 skips it
 * </pre>
 */
public final class TimelineBench {

    private static final int FILES = 16;

    private TimelineBench() {
    }

    public static void main(String[] args) throws Exception {
        long steps = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        long stallSteps = args.length > 2 ? Long.parseLong(args[2].replace("_", "")) : 17_000_000L;
        System.out.printf(Locale.ROOT, "TimelineBench: %,d steps, %d frames a level, %d cores, JDK %s, max heap %,d MB, GC %s%n",
                steps, frames, Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, ManagementFactory.getGarbageCollectorMXBeans().get(0).getName());
        Display display = new Display();
        System.out.printf(Locale.ROOT, "  SWT %s %d, display %s, frames %dx%d offscreen%n", SWT.getPlatform(), SWT.getVersion(),
                System.getenv("DISPLAY"), FrameBench.WIDTH, FrameBench.HEIGHT);
        try {
            TraceTextGenerator many = new TraceTextGenerator(42);
            shape(display, "many traces: v1.0.5 traces of 200 to 2,000 steps in " + FILES + " files",
                    BenchData.folder("timeline-v105-" + steps, steps, FILES, (file, i, n) -> many.writeV105Steps(file, n, 0)),
                    frames, steps == 10_000_000L ? "timeline-10m" : "timeline-" + steps);
            shape(display, "one trace of " + String.format(Locale.ROOT, "%,d", steps) + " steps",
                    BenchData.folder("timeline-one-trace-" + steps, steps, 1,
                            (file, i, n) -> new TraceTextGenerator(43).writeV105Steps(file, n, (int) n)),
                    frames, "timeline-one-trace-" + steps);
            if (stallSteps > 0) {
                StepTextGenerator generator = new StepTextGenerator(42); // AnalysisBench's files for these steps
                BenchData.Folder folder = BenchData.folder("steps-" + stallSteps + "-" + FILES, stallSteps, FILES,
                        (file, i, n) -> generator.write(file, n));
                System.out.printf(Locale.ROOT, "%n4. UI thread while %,d steps load in the editor's job (%s%s)%n", stallSteps,
                        folder.dir(), folder.reused() ? ", reused" : "");
                StallBench.measure(display, folder);
            }
        } finally {
            display.dispose();
        }
        System.exit(0); // the job manager's workers are not daemons
    }

    private static void shape(Display display, String title, BenchData.Folder folder, int frames, String screenshot)
            throws Exception {
        System.out.printf(Locale.ROOT, "%n== %s (%s%s)%n", title, folder.dir(), folder.reused() ? ", reused" : ", generated");
        System.out.println("1. read, and read + timeline as the editor's job builds it");
        TimelineLoad.Loaded loaded = TimelineLoad.measure(folder, 3);
        System.out.printf(Locale.ROOT, "2. frames, rows in latency order, %d rows; goal %.0f ms a frame (ok: worst within it)%n",
                loaded.timeline().rows().size(), FrameBench.GOAL_MS);
        FrameBench.measure(display, loaded.timeline(), frames);
        Path png = Screenshot.save(display, loaded.timeline(), screenshot);
        System.out.println("3. fit-all view: " + png);
    }
}
