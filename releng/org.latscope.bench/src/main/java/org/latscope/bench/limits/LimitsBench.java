// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.limits;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * What a user hits at the limits: {@code ./latscope summary} and {@code hotspots} with
 * {@code LATSCOPE_VMARGS=-Xmx1g} on one 4 GB ftrace file, on 100,000 small files and on 1 GB of
 * events, each next to {@code wc -l} and {@code find -exec awk 'END{print NR}'} over the same
 * input in the same run: wall time, peak RSS (from {@code /usr/bin/time}), throughput, exit code
 * and whether the command said it stopped for lack of memory.
 * <p>
 * {@code LimitsBench [ROUNDS [WHICH...]]}: rounds per command (default 2; best and range shown),
 * inputs {@code 4g}, {@code small}, {@code events} (default all). Needs {@code -Dlatscope.root}.
 */
public final class LimitsBench {

    private LimitsBench() {
    }

    /** One timed process: wall seconds, peak resident KiB, exit code, its standard output. */
    record Run(double seconds, long peakKb, int exit, String out, String rounds) {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(System.getProperty("latscope.root", "."));
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        List<String> which = args.length > 1 ? List.of(args).subList(1, args.length) : List.of("4g", "small", "events");
        Path data = Files.createDirectories(root.resolve("releng/org.latscope.bench/target/bench-data"));
        Path events = Path.of("/work/shared/samples/ftrace/events-latency-format.txt");
        if (!Files.exists(events)) {
            events = root.resolve("bundles/org.latscope.testdata/data/samples/ftrace/events-latency-format.txt");
        }
        System.out.printf(Locale.ROOT, "limits: %d cores, LATSCOPE_VMARGS=-Xmx1g, %d rounds each (best, range)%n",
                Runtime.getRuntime().availableProcessors(), rounds);
        for (String w : which) {
            Path input = switch (w) {
                case "4g" -> LimitsData.repeated(data, "ftrace-4g.txt", events, 4 * LimitsData.GB);
                case "events" -> LimitsData.repeated(data, "events-1g.txt", events, LimitsData.GB);
                case "small" -> LimitsData.smallFiles(data, root.resolve("bundles/org.latscope.testdata/data/samples/public"));
                default -> throw new IllegalArgumentException("unknown input " + w + " (4g, small, events)");
            };
            measure(root, w, input, rounds);
        }
    }

    private static void measure(Path root, String name, Path input, int rounds) throws Exception {
        long bytes;
        long files;
        try (Stream<Path> walk = Files.walk(input)) {
            List<Path> all = walk.filter(Files::isRegularFile).toList();
            files = all.size();
            long sum = 0;
            for (Path p : all) {
                sum += Files.size(p);
            }
            bytes = sum;
        }
        String in = input.toString();
        String quoted = "'" + in + "'";
        Run wc = best(rounds, List.of("sh", "-c", Files.isDirectory(input)
                ? "find " + quoted + " -type f -print0 | xargs -0 cat | wc -l" : "wc -l < " + quoted), null);
        Run awk = best(rounds, List.of("sh", "-c", "find " + quoted + " -type f -exec awk 'END{print NR}' {} + "
                + "| awk '{n += $1} END {print n}'"), null);
        long lines = Long.parseLong(wc.out().strip());
        System.out.printf(Locale.ROOT, "%n%s: %s, %,d files, %,.0f MB, %,d lines%n", name, in, files, bytes / 1e6, lines);
        row("wc -l", wc, bytes, lines);
        row("find -exec awk 'END{print NR}'", awk, bytes, lines);
        for (String command : List.of("summary", "hotspots")) {
            Run r = best(rounds, List.of(root.resolve("latscope").toString(), command, in), "-Xmx1g");
            row("./latscope " + command, r, bytes, lines);
            System.out.printf(Locale.ROOT, "    exit %d, %.1fx the awk run; %s%n", r.exit(), r.seconds() / awk.seconds(),
                    memoryNote(r.out()));
        }
    }

    private static String memoryNote(String out) {
        long stopped = out.lines().filter(l -> l.contains("memory nearly full")).count();
        return stopped == 0 ? "read to the end" : "stopped for memory in " + stopped + " file(s): "
                + out.lines().filter(l -> l.contains("memory nearly full")).findFirst().orElse("").strip();
    }

    private static void row(String what, Run r, long bytes, long lines) {
        System.out.printf(Locale.ROOT, "  %-34s %7.2f s  %8.1f MB/s  %7.2f M lines/s  peak RSS %,7d MB  (rounds: %s)%n",
                what, r.seconds(), bytes / 1e6 / r.seconds(), lines / 1e6 / r.seconds(), r.peakKb() / 1024, r.rounds());
    }

    /** Runs the command {@code rounds} times: the fastest run, with every round's figures. */
    private static Run best(int rounds, List<String> command, String vmargs) throws Exception {
        Run best = null;
        List<String> times = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            Run r = timed(command, vmargs);
            times.add(String.format(Locale.ROOT, "%.2f s/%d MB", r.seconds(), r.peakKb() / 1024));
            if (best == null || r.seconds() < best.seconds()) {
                best = r;
            }
        }
        return new Run(best.seconds(), best.peakKb(), best.exit(), best.out(), String.join(", ", times));
    }

    private static Run timed(List<String> command, String vmargs) throws IOException, InterruptedException {
        Path report = Files.createTempFile("latscope-limits", ".time");
        Path out = Files.createTempFile("latscope-limits", ".out");
        try {
            List<String> line = new ArrayList<>(List.of("/usr/bin/time", "-f", "%e %M", "-o", report.toString()));
            line.addAll(command);
            ProcessBuilder pb = new ProcessBuilder(line).redirectOutput(out.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            if (vmargs != null) {
                pb.environment().put("LATSCOPE_VMARGS", vmargs);
                pb.environment().put("LATSCOPE_NO_BUILD", "1");
            }
            int exit = pb.start().waitFor();
            String[] t = Files.readString(report).strip().lines().reduce((a, b) -> b).orElse("0 0").split(" ");
            return new Run(Double.parseDouble(t[0]), Long.parseLong(t[1]), exit,
                    Files.readString(out, StandardCharsets.ISO_8859_1), "");
        } finally {
            Files.deleteIfExists(report);
            Files.deleteIfExists(out);
        }
    }
}
