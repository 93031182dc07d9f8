// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.latscope.bench.BestOf;
import org.latscope.bench.analysis.StepTextGenerator;

/**
 * The user's {@code ./latscope report FOLDER -o report.html} over 1 GB of generated v1.0.5 traces
 * (17,000,000 steps in 16 files, the folder {@code bench analysis 17000000} reads, generated
 * once into {@code target/bench-data/steps-17000000-16}), next to {@code ./latscope summary}
 * over the same folder in the same run, in alternating rounds, end to end with start-up. The
 * goal: the report takes at most twice the reading time and its file stays under 5 MB.
 * <p>
 * {@code ReportBench [steps [files [rounds]]]}; needs {@code -Dlatscope.root} (set by
 * {@code releng/scripts/bench}).
 */
public final class ReportBench {

    private ReportBench() {
    }

    public static void main(String[] args) throws Exception {
        long steps = args.length > 0 ? Long.parseLong(args[0]) : 17_000_000L;
        int files = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        String root = System.getProperty("latscope.root");
        if (root == null || !Files.isExecutable(Path.of(root, "latscope"))) {
            System.out.println("ReportBench: set -Dlatscope.root to the project (releng/scripts/bench does)");
            return;
        }
        Path launcher = Path.of(root, "latscope");
        Path data = Path.of(root, "releng/org.latscope.bench/target/bench-data", "steps-" + steps + "-" + files);
        long bytes = generate(data, steps, files);
        Path out = Files.createTempDirectory("latscope-report-bench").resolve("report.html");
        System.out.printf(Locale.ROOT, "ReportBench: %d steps in %d files (%.1f MB), %d cores, %s, JDK %s%n", steps, files,
                bytes / (double) (1 << 20), Runtime.getRuntime().availableProcessors(), data, System.getProperty("java.version"));
        double[][] seconds = BestOf.alternating(rounds,
                () -> run(List.of(launcher.toString(), "summary", data.toString())),
                () -> run(List.of(launcher.toString(), "report", data.toString(), "-o", out.toString(), "--force")));
        double summary = BestOf.best(seconds[0]);
        double report = BestOf.best(seconds[1]);
        long size = Files.size(out);
        System.out.printf(Locale.ROOT, "  %-44s %8.2f s%n", "./latscope summary (baseline: reading)", summary);
        System.out.printf(Locale.ROOT, "  %-44s %8.2f s  = %.2f x reading (goal <= 2)%n", "./latscope report -o report.html", report,
                report / summary);
        System.out.printf(Locale.ROOT, "  report.html: %.2f MB (goal < 5 MB), input %.1f MB%n", size / 1e6, bytes / 1e6);
        StringBuilder r = new StringBuilder();
        for (int i = 0; i < rounds; i++) {
            r.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%.2f / %.2f", seconds[0][i], seconds[1][i]));
        }
        System.out.println("  rounds (summary / report): " + r);
        Files.deleteIfExists(out);
        Files.deleteIfExists(out.getParent());
    }

    /** Writes the folder once; a complete folder from an earlier run is reused. */
    private static long generate(Path dir, long steps, int files) throws IOException {
        Path done = dir.resolve(".complete");
        List<Path> paths = new ArrayList<>();
        long bytes = 0;
        if (!Files.exists(done)) {
            Files.createDirectories(dir);
            StepTextGenerator generator = new StepTextGenerator(42);
            for (int i = 0; i < files; i++) {
                generator.write(dir.resolve("lt." + i), steps / files + (i < steps % files ? 1 : 0));
            }
            Files.writeString(done, "");
        }
        for (int i = 0; i < files; i++) {
            paths.add(dir.resolve("lt." + i));
            bytes += Files.size(paths.get(i));
        }
        return bytes;
    }

    private static void run(List<String> line) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(line).redirectError(ProcessBuilder.Redirect.INHERIT)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        int code = p.waitFor();
        if (code != 0 && code != 2) {
            throw new IOException(String.join(" ", line) + " exited with " + code);
        }
    }
}
