// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.explorer;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.latscope.bench.limits.LimitsData;

/**
 * The explorer at the limits (issue #23): the 100,000-file folder and the 4 GB ftrace file of
 * {@code LimitsBench} opened in the explorer's own classes ({@link ExplorerRun}) with the heap the
 * script gives (-Xmx1g): time to loaded, the progress the job reports, the UI thread's stalls while
 * it loads and while the user switches tabs, the time from cancel to the job's end, peak RSS, and
 * what the user is told when memory runs short. Baselines in the same run: the heartbeat of an
 * idle window for as long as the load took, and {@code wc -l} over the same input.
 *
 * <pre>
 * ExplorerBench [small|4g|1g-FAMILY ...]   default small and 4g; needs -Dlatscope.root and an X display
 * </pre>
 */
public final class ExplorerBench {

    private ExplorerBench() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(System.getProperty("latscope.root", "."));
        List<String> which = args.length > 0 ? List.of(args) : List.of("small", "4g");
        Path data = Files.createDirectories(root.resolve("releng/org.latscope.bench/target/bench-data"));
        Path events = root.resolve("bundles/org.latscope.testdata/data/samples/ftrace/events-latency-format.txt");
        System.out.printf(Locale.ROOT, "ExplorerBench: %d cores, JDK %s, max heap %,d MB, GC %s%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, ManagementFactory.getGarbageCollectorMXBeans().get(0).getName());
        Display display = new Display();
        System.out.printf(Locale.ROOT, "  SWT %s %d, display %s, shell %dx%d%n", SWT.getPlatform(), SWT.getVersion(),
                System.getenv("DISPLAY"), ExplorerRun.WIDTH, ExplorerRun.HEIGHT);
        try {
            idle(display);
            for (String w : which) {
                Path input = switch (w) {
                    case "4g" -> LimitsData.repeated(data, "ftrace-4g.txt", events, 4 * LimitsData.GB);
                    case "small" -> LimitsData.smallFiles(data, root.resolve("bundles/org.latscope.testdata/data/samples/public"));
                    default -> familyGigabyte(data, root, w);
                };
                input = input.toRealPath(); // find and Files.walk do not follow a linked folder
                System.out.printf(Locale.ROOT, "%n== %s (%s)%n", w, input);
                baseline(input);
                new ExplorerRun(display, input).measure();
            }
        } finally {
            display.dispose();
        }
        System.exit(0); // the job manager's workers are not daemons
    }

    /** @return {@code 1g-FAMILY}: the family's public sample repeated to 1 GB, as the limits bench makes it */
    private static Path familyGigabyte(Path data, Path root, String which) throws java.io.IOException {
        String family = which.startsWith("1g-") ? which.substring(3) : null;
        if (family == null || !LimitsData.FAMILIES.containsKey(family)) {
            throw new IllegalArgumentException("unknown input " + which + " (small, 4g, 1g-"
                    + String.join(", 1g-", LimitsData.FAMILIES.keySet()) + ")");
        }
        return LimitsData.repeated(data, which + ".txt",
                root.resolve("bundles/org.latscope.testdata/data/samples/public").resolve(LimitsData.FAMILIES.get(family)),
                LimitsData.GB);
    }

    /** The heartbeat of a shown, idle window: what the machine and the event loop cost alone. */
    private static void idle(Display display) {
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setBounds(0, 0, ExplorerRun.WIDTH, ExplorerRun.HEIGHT);
        shell.open();
        ExplorerRun.spin(display, 300);
        UiHeartbeat beat = new UiHeartbeat(display);
        ExplorerRun.spin(display, 5000);
        System.out.println(UiHeartbeat.Stalls.header());
        System.out.println(beat.stop().row("idle window, 5 s (baseline)"));
        shell.dispose();
    }

    /** {@code wc -l} over the input (every file of a folder), timed. */
    private static void baseline(Path input) throws Exception {
        String command = Files.isDirectory(input) ? "find . -type f -print0 | xargs -0 cat | wc -l" : "wc -l < " + input.getFileName();
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder("bash", "-c", command).directory(Files.isDirectory(input) ? input.toFile()
                : input.getParent().toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes()).trim();
        int exit = p.waitFor();
        long bytes;
        try (var files = Files.walk(input)) {
            bytes = files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        }
        System.out.printf(Locale.ROOT, "  baseline: %s: %s lines of %,.0f MB in %.2f s (exit %d)%n", command, out,
                bytes / (double) (1 << 20), (System.nanoTime() - t0) / 1e9, exit);
    }
}
