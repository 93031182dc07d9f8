// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.farm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.latscope.bench.limits.LimitsData;

/**
 * {@code releng/scripts/bench farm [MACHINES [KERNELS]]}: the limits bench's 100,000 small files
 * laid out as a farm ({@code MACHINES} x {@code KERNELS} groups of links to them, default 50 x 2),
 * {@code ./latscope farm --master local[2]} over it next to {@code ./latscope hotspots} over the
 * same files in the same run: wall time, CPU, peak RSS; the farm's Spark start-up apart from its
 * job, the job's read-and-analyse stage apart from its merge, the cost per file and the shuffle
 * per group, and what 1, 10 and 100 workers would take from those figures.
 */
public final class FarmBench {

    private static final Pattern STARTUP = Pattern.compile("Spark start-up ([0-9.]+) s, job ([0-9.]+) s"); //$NON-NLS-1$
    private static final Pattern STAGES = Pattern.compile(
            "read and analyse ([0-9.]+) s \\(files' own time ([0-9.]+) s, ([0-9.]+) ms a file\\), merge and write ([0-9.]+) s, shuffle ([0-9.]+) KB \\(([0-9.]+) KB a group\\)"); //$NON-NLS-1$

    private FarmBench() {
    }

    /** @param args [MACHINES [KERNELS]] */
    public static void main(String[] args) throws Exception {
        int machines = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        int kernels = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Path root = Path.of(System.getProperty("latscope.root", ".")); //$NON-NLS-1$
        Path data = Files.createDirectories(root.resolve("releng/org.latscope.bench/target/bench-data")); //$NON-NLS-1$
        Path small = LimitsData.smallFiles(data, root.resolve("bundles/org.latscope.testdata/data/samples/public")); //$NON-NLS-1$
        Path farm = layOut(data, small, machines, kernels);
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf(Locale.ROOT, "FarmBench: %,d files in %d groups (%d machines x %d kernels), %d cores, JDK %s%n",
                LimitsData.SMALL_FILES, machines * kernels, machines, kernels, cores, System.getProperty("java.version"));
        Path out = Files.createTempDirectory("latscope-farm-bench");
        Run hotspots = timed(List.of(root.resolve("latscope").toString(), "hotspots", "--json", farm.toString()));
        Run spark = timed(List.of(root.resolve("latscope").toString(), "farm", farm.toString(), "-o", out.resolve("out").toString(),
                "--force", "--master", "local[2]"));
        row("./latscope hotspots (baseline)", hotspots);
        row("./latscope farm --master local[2]", spark);
        Matcher m = STARTUP.matcher(spark.out());
        Matcher s = STAGES.matcher(spark.out());
        if (!m.find() || !s.find()) {
            System.out.println("  the farm printed no figures:\n" + spark.out());
            System.exit(1);
        }
        double startup = Double.parseDouble(m.group(1));
        double job = Double.parseDouble(m.group(2));
        double analyse = Double.parseDouble(s.group(1));
        double fileSeconds = Double.parseDouble(s.group(2));
        double merge = Double.parseDouble(s.group(4));
        double shufflePerGroupKb = Double.parseDouble(s.group(6));
        double jvm = spark.seconds() - startup - job;
        System.out.printf(Locale.ROOT, "  farm: Spark start-up %.2f s, job %.2f s (read and analyse %.2f s, merge and write %.2f s), "
                + "JVM and listing %.2f s%n", startup, job, analyse, merge, jvm);
        System.out.printf(Locale.ROOT, "  cost per file: %.3f ms of a core reading and analysing (%.3f ms wall at local[2]); "
                + "./latscope hotspots: %.3f ms wall per file on %d cores%n", 1000 * fileSeconds / LimitsData.SMALL_FILES,
                1000 * analyse / LimitsData.SMALL_FILES, 1000 * hotspots.seconds() / LimitsData.SMALL_FILES, cores);
        System.out.printf(Locale.ROOT, "  shuffle: %s (%.1f KB a group)%n", s.group(5) + " KB", shufflePerGroupKb);
        // Workers of 2 cores, as local[2]: the analyse stage divides; start-up, the driver's merge
        // (it grows with groups, not files) and the listing do not.
        for (int workers : new int[] { 1, 10, 100 }) {
            double perMillionFiles = startup + merge + 1_000_000 * (fileSeconds / LimitsData.SMALL_FILES) / (2.0 * workers);
            System.out.printf(Locale.ROOT, "  projected, %3d workers of 2 cores: these files %7.1f s; 1,000,000 such files %8.1f s%n",
                    workers, startup + merge + fileSeconds / (2.0 * workers), perMillionFiles);
        }
    }

    /** Links to the small files as ROOT/mNN/KERNEL/, made once. */
    private static Path layOut(Path data, Path small, int machines, int kernels) throws IOException {
        Path farm = data.resolve("farm-" + machines + "x" + kernels);
        Path done = data.resolve("farm-" + machines + "x" + kernels + ".done");
        if (Files.exists(done)) {
            return farm;
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(small)) {
            files = list.sorted().toList();
        }
        int groups = machines * kernels;
        for (int i = 0; i < files.size(); i++) {
            int g = i % groups;
            Path dir = farm.resolve(String.format(Locale.ROOT, "m%02d/6.%d", g / kernels, g % kernels));
            Files.createDirectories(dir);
            Files.createSymbolicLink(dir.resolve(files.get(i).getFileName()), files.get(i));
        }
        Files.writeString(done, "");
        return farm;
    }

    private record Run(double seconds, double cpuSeconds, long peakKb, int exit, String out) {
    }

    private static void row(String what, Run r) {
        System.out.printf(Locale.ROOT, "  %-36s %8.2f s  CPU %8.2f s  peak RSS %,7d MB  exit %d%n", what, r.seconds(), r.cpuSeconds(),
                r.peakKb() / 1024, r.exit());
    }

    private static Run timed(List<String> command) throws IOException, InterruptedException {
        Path report = Files.createTempFile("latscope-farm", ".time");
        Path out = Files.createTempFile("latscope-farm", ".out");
        try {
            List<String> line = new ArrayList<>(List.of("/usr/bin/time", "-f", "%e %M %U %S", "-o", report.toString()));
            line.addAll(command);
            ProcessBuilder pb = new ProcessBuilder(line).redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT);
            int exit = pb.start().waitFor();
            String[] t = Files.readString(report).strip().lines().reduce((a, b) -> b).orElse("0 0 0 0").split(" ");
            String text = Files.size(out) > 1 << 20 ? "" : Files.readString(out, StandardCharsets.UTF_8);
            return new Run(Double.parseDouble(t[0]), Double.parseDouble(t[2]) + Double.parseDouble(t[3]), Long.parseLong(t[1]), exit,
                    text);
        } finally {
            Files.deleteIfExists(report);
            Files.deleteIfExists(out);
        }
    }
}
