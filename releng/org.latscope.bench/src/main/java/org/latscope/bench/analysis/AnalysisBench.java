// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.analysis;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.latscope.bench.BestOf;

import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * Call tree and hotspots over many steps, next to an awk pipeline that computes the same
 * hotspot counts (steps of at least +0.1 ms per function) over the same files in the same run.
 * <p>
 * {@code AnalysisBench [steps [files [dir]]]}, default 10,000,000 steps in 16 files. Prints
 * the best of three rounds for each, and whether awk's counts equal the analysis' counts. With
 * {@code -Dlatscope.root} (set by {@code releng/scripts/bench}) it also times the user's command,
 * {@code ./latscope hotspots --json}, end to end with start-up, in five rounds alternating with
 * awk's (both then take the best of five), and compares its counts too; in the same rounds the
 * same command launched as the OSGi application ({@code LATSCOPE_LAUNCH=osgi}), as
 * {@code ./latscope} ran it before the plain class path and its ahead-of-time cache.
 */
public final class AnalysisBench {

    /** Alternating rounds of awk and ./latscope: more than the in-process figures, as a shared machine varies. */
    private static final int END_TO_END_ROUNDS = 5;

    /** The awk program: count per function the steps whose delta is at least 0.1 ms. */
    static final String AWK = "$3 ~ /^\\(\\+/ { d = substr($3, 3) + 0; if (d >= 0.1) n[$4]++ } "
            + "END { for (k in n) print n[k], k }";

    private AnalysisBench() {
    }

    public static void main(String[] args) throws Exception {
        long steps = args.length > 0 ? Long.parseLong(args[0]) : 10_000_000L;
        int files = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        Path dir = args.length > 2 ? Files.createDirectories(Path.of(args[2])) : Files.createTempDirectory("latscope-bench");
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf(Locale.ROOT, "AnalysisBench: %d steps in %d files, %d cores, %s, JDK %s%n", steps, files, cores, dir,
                System.getProperty("java.version"));
        List<Path> paths = new ArrayList<>();
        StepTextGenerator generator = new StepTextGenerator(42);
        long bytes = 0;
        for (int i = 0; i < files; i++) {
            Path file = dir.resolve("lt." + i);
            bytes += generator.write(file, steps / files + (i < steps % files ? 1 : 0));
            paths.add(file);
        }
        TraceFormatRegistry registry = new TraceFormatRegistry();
        ClassicFormats.create().forEach(registry::add);
        long start = System.nanoTime();
        TraceSet set = new TraceSetReader(registry, cores).read(paths, "bench");
        double read = (System.nanoTime() - start) / 1e9;
        long read_steps = TraceSets.stepCount(set);
        System.out.printf(Locale.ROOT, "  %.1f MB, %d traces, %d steps read in %.2f s (not measured below)%n",
                bytes / (double) (1 << 20), TraceSets.latencyTraces(set).size(), read_steps, read);

        CallTree[] tree = new CallTree[1];
        double treeSeconds = BestOf.seconds(() -> tree[0] = new CallTreeAnalysis().run(set));
        HotspotReport[] report = new HotspotReport[1];
        double hotSeconds = BestOf.seconds(() -> report[0] = new HotspotAnalysis(HotspotGrouping.FUNCTION, 100_000).run(set));
        Map<String, Long> awkCounts = new HashMap<>();
        Map<String, Long> endToEnd = new HashMap<>();
        Path launcher = launcher();
        double awkSeconds;
        double endToEndSeconds = Double.NaN;
        double osgiSeconds = Double.NaN;
        Map<String, Long> osgi = new HashMap<>();
        double[][] rounds = null;
        if (launcher == null) {
            awkSeconds = BestOf.seconds(() -> awk(paths, awkCounts));
        } else {
            // in alternating rounds: a slow spell of a shared machine then slows both
            rounds = BestOf.alternating(END_TO_END_ROUNDS, () -> awk(paths, awkCounts),
                    () -> latscopeHotspots(launcher, paths, endToEnd, "plain"), //$NON-NLS-1$
                    () -> latscopeHotspots(launcher, paths, osgi, "osgi")); //$NON-NLS-1$
            awkSeconds = BestOf.best(rounds[0]);
            endToEndSeconds = BestOf.best(rounds[1]);
            osgiSeconds = BestOf.best(rounds[2]);
        }

        Map<String, Long> ours = new HashMap<>();
        for (Hotspot h : report[0].hotspots()) {
            ours.put(h.key(), Long.valueOf(h.count()));
        }
        row("latscope tree", read_steps, treeSeconds);
        row("latscope hotspots --min 100us", read_steps, hotSeconds);
        row("awk | sort (same counts)", read_steps, awkSeconds);
        if (launcher != null) {
            row("./latscope hotspots, end to end", read_steps, endToEndSeconds);
            row("  the same, OSGi launch (before)", read_steps, osgiSeconds);
            System.out.printf(Locale.ROOT, "  end to end (start-up, reading %d files on %d cores, JSON out): %.2f s against awk's %.2f s"
                    + " (%.2fx faster; the OSGi launch %.2f s, %.2fx)%n", paths.size(), cores, endToEndSeconds, awkSeconds,
                    awkSeconds / endToEndSeconds, osgiSeconds, awkSeconds / osgiSeconds);
            int faster = 0;
            for (int i = 0; i < END_TO_END_ROUNDS; i++) {
                faster += rounds[1][i] < rounds[0][i] ? 1 : 0;
            }
            System.out.printf(Locale.ROOT, "  rounds (awk / ./latscope / OSGi launch): %s; ./latscope faster in %d of %d%n",
                    roundsText(rounds), faster, END_TO_END_ROUNDS);
        } else {
            System.out.println("  ./latscope not run: set -Dlatscope.root to the project (releng/scripts/bench does)");
        }
        System.out.printf(Locale.ROOT, "  tree: %d nodes under the root; hotspots: %d functions, %d steps >= 100 us%n",
                tree[0].root().children().size(), report[0].hotspots().size(), report[0].matched());
        System.out.printf(Locale.ROOT, "  awk and latscope hotspot counts %s%n",
                awkCounts.equals(ours) ? "agree" : "DIFFER: awk " + awkCounts + " latscope " + ours);
        if (launcher != null) {
            System.out.printf(Locale.ROOT, "  awk and ./latscope hotspots --json counts %s%n",
                    awkCounts.equals(endToEnd) && awkCounts.equals(osgi) ? "agree" : "DIFFER: ./latscope " + endToEnd + " OSGi " + osgi);
        }
    }

    private static String roundsText(double[][] rounds) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < rounds[0].length; i++) {
            b.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.2f / %.2f / %.2f", rounds[0][i], rounds[1][i], //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                    rounds[2][i]));
        }
        return b.toString();
    }

    /** @return the project's {@code ./latscope} when {@code latscope.root} names the project, else null */
    private static Path launcher() {
        String root = System.getProperty("latscope.root");
        Path launcher = root == null ? null : Path.of(root, "latscope");
        return launcher != null && Files.isExecutable(launcher) ? launcher : null;
    }

    /** The user's command, start-up included: {@code ./latscope hotspots --min 100us --by function --json}. */
    private static void latscopeHotspots(Path launcher, List<Path> paths, Map<String, Long> counts, String launch)
            throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of(launcher.toString(), "hotspots", "--min", "100us", "--by", "function", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
                "--top", "1000000", "--json")); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        paths.forEach(p -> line.add(p.toString()));
        ProcessBuilder builder = new ProcessBuilder(line).redirectError(ProcessBuilder.Redirect.INHERIT)
                .redirectInput(new File("/dev/null")); //$NON-NLS-1$
        builder.environment().put("LATSCOPE_NO_BUILD", "1"); // the bench script built it; time the run, not a build
        builder.environment().put("LATSCOPE_LAUNCH", launch);
        Process process = builder.start();
        String json;
        try (InputStream in = process.getInputStream()) {
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (process.waitFor() != 0) {
            throw new IOException("./latscope hotspots exited with " + process.exitValue());
        }
        counts.clear();
        Matcher m = HOTSPOT.matcher(json);
        while (m.find()) {
            counts.put(m.group(1), Long.valueOf(m.group(2)));
        }
    }

    /** One {@code hotspots[]} entry of the JSON: its key and count (keys are function names, no escapes). */
    private static final Pattern HOTSPOT = Pattern.compile("\\{\\s*\"key\"\\s*:\\s*\"([^\"]*)\"\\s*,\\s*\"count\"\\s*:\\s*(\\d+)"); //$NON-NLS-1$

    private static void row(String what, long steps, double seconds) {
        System.out.printf(Locale.ROOT, "  %-32s %8.2f s  %8.1f M steps/s%n", what, seconds, steps / seconds / 1e6);
    }


    private static void awk(List<Path> paths, Map<String, Long> counts) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of("bash", "-c", "awk \"$0\" \"$@\" | sort -k1,1nr", AWK)); //$NON-NLS-1$
        paths.forEach(p -> line.add(p.toString()));
        Process process = new ProcessBuilder(line).redirectError(ProcessBuilder.Redirect.INHERIT)
                .redirectInput(new File("/dev/null")).start();
        counts.clear();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            for (String l; (l = in.readLine()) != null;) {
                int space = l.indexOf(' ');
                counts.put(l.substring(space + 1), Long.valueOf(l.substring(0, space)));
            }
        }
        if (process.waitFor() != 0) {
            throw new IOException("awk exited with " + process.exitValue());
        }
    }
}
