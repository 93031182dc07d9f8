// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.limits;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What a user hits at the limits: {@code ./latscope summary} and {@code hotspots} with
 * {@code LATSCOPE_VMARGS=-Xmx1g} on one 4 GB ftrace file, on 100,000 small files and on 1 GB of
 * events, each next to {@code wc -l} and {@code find -exec awk 'END{print NR}'} over the same
 * input in the same run: wall time, peak RSS (from {@code /usr/bin/time}), throughput, exit code
 * and whether the command said it stopped for lack of memory.
 * <p>
 * {@code LimitsBench [ROUNDS [WHICH...]] [--commands=C,...] [--breakdown]}: rounds (default 3; each round runs
 * every command once, in turn, so that load from elsewhere spreads over all; the median and every
 * round shown), inputs {@code 4g}, {@code small}, {@code events} (default these three), or
 * {@code families}: 1 GB of each family whose output grows that large in one file (see
 * {@link LimitsData#FAMILIES}), the commands
 * (default {@code summary,hotspots}; also {@code tree}, {@code stats}, {@code nesting},
 * {@code timeline}, {@code report} to a file in a temporary folder, {@code compare} of the input
 * with itself). {@code --breakdown} adds, under each command of one input, its start-up, JIT and
 * warm figures ({@link RunBreakdown}). Needs {@code -Dlatscope.root}. With
 * {@code LATSCOPE_BENCH_BEFORE} set to another checkout's root (its product built), each round
 * also runs that build's {@code ./latscope}, just before this one's.
 * <p>
 * {@code --launches} runs each command three ways in every round: the OSGi application as
 * {@code ./latscope} started it before the plain class path ({@code LATSCOPE_LAUNCH=osgi}), the
 * plain class path without the ahead-of-time cache ({@code LATSCOPE_CLI_CACHE=off}) and with
 * it (the default); input {@code one} is the first file of the 100,000 small files.
 */
public final class LimitsBench {

    private LimitsBench() {
    }

    /** One timed process: wall seconds, user + system CPU seconds, peak resident KiB, exit code, its standard output. */
    public record Run(double seconds, double cpuSeconds, long peakKb, int exit, String out, String rounds) {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(System.getProperty("latscope.root", "."));
        List<String> commands = List.of("summary", "hotspots");
        List<String> positional = new ArrayList<>();
        boolean breakdown = false;
        boolean launches = false;
        for (String a : args) {
            if (a.equals("--breakdown")) {
                breakdown = true;
            } else if (a.equals("--launches")) {
                launches = true;
            } else if (a.startsWith("--commands=")) {
                commands = List.of(a.substring("--commands=".length()).split(","));
            } else {
                positional.add(a);
            }
        }
        int rounds = positional.size() > 0 ? Integer.parseInt(positional.get(0)) : 3;
        List<String> which = new ArrayList<>();
        for (String w : positional.size() > 1 ? positional.subList(1, positional.size()) : List.of("4g", "small", "events")) {
            if (w.equals("families")) {
                LimitsData.FAMILIES.keySet().forEach(f -> which.add("1g-" + f));
            } else {
                which.add(w);
            }
        }
        Path data = Files.createDirectories(root.resolve("releng/org.latscope.bench/target/bench-data"));
        Path events = root.resolve("bundles/org.latscope.testdata/data/samples/ftrace/events-latency-format.txt");
        System.out.printf(Locale.ROOT, "limits: %d cores, LATSCOPE_VMARGS=-Xmx1g, %d alternating rounds (median, every round)%s%n",
                Runtime.getRuntime().availableProcessors(), rounds,
                System.getenv("LATSCOPE_BENCH_BEFORE") == null ? "" : ", before = " + System.getenv("LATSCOPE_BENCH_BEFORE"));
        Path publicSamples = root.resolve("bundles/org.latscope.testdata/data/samples/public");
        for (String w : which) {
            String family = w.startsWith("1g-") ? w.substring(3) : null;
            Path input = switch (w) {
                case "4g" -> LimitsData.repeated(data, "ftrace-4g.txt", events, 4 * LimitsData.GB);
                case "events" -> LimitsData.repeated(data, "events-1g.txt", events, LimitsData.GB);
                case "small" -> LimitsData.smallFiles(data, publicSamples);
                case "one" -> {
                    try (Stream<Path> list = Files.list(LimitsData.smallFiles(data, publicSamples))) {
                        yield list.sorted().findFirst().orElseThrow();
                    }
                }
                default -> {
                    if (family == null || !LimitsData.FAMILIES.containsKey(family)) {
                        throw new IllegalArgumentException("unknown input " + w + " (4g, small, events, families, 1g-"
                                + String.join(", 1g-", LimitsData.FAMILIES.keySet()) + ")");
                    }
                    yield LimitsData.repeated(data, w + ".txt", publicSamples.resolve(LimitsData.FAMILIES.get(family)),
                            LimitsData.GB);
                }
            };
            measure(root, w, input, rounds, commands, breakdown, launches);
        }
    }

    /** The ways {@code --launches} starts each command: a row's suffix and its environment. */
    private static final Map<String, Map<String, String>> LAUNCHES = launches();

    private static Map<String, Map<String, String>> launches() {
        Map<String, Map<String, String>> launches = new LinkedHashMap<>();
        launches.put(" (OSGi, before)", Map.of("LATSCOPE_LAUNCH", "osgi"));
        launches.put(" (plain, no cache)", Map.of("LATSCOPE_CLI_CACHE", "off"));
        launches.put(" (plain + AOT cache)", Map.of());
        return launches;
    }

    private static void measure(Path root, String name, Path given, int rounds, List<String> latscopeCommands,
            boolean breakdown, boolean launches) throws Exception {
        Path input = given.toRealPath(); // find and Files.walk do not follow a linked folder
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
        // what is measured, in the order each round runs it: the baselines, then every command of
        // the build before (LATSCOPE_BENCH_BEFORE, a checkout's root) next to the same command now
        Map<String, List<String>> commands = new LinkedHashMap<>();
        Map<String, Map<String, String>> environments = new LinkedHashMap<>();
        commands.put("wc -l", List.of("sh", "-c", Files.isDirectory(input)
                ? "find " + quoted + " -type f -print0 | xargs -0 cat | wc -l" : "wc -l < " + quoted));
        commands.put("find -exec awk 'END{print NR}'", List.of("sh", "-c", "find " + quoted
                + " -type f -exec awk 'END{print NR}' {} + | awk '{n += $1} END {print n}'"));
        String before = System.getenv("LATSCOPE_BENCH_BEFORE");
        Path output = Files.createTempDirectory("latscope-limits-report");
        for (String command : latscopeCommands) {
            List<String> arguments = switch (command) {
                case "report" -> List.of(command, in, "-o", output.resolve("report.html").toString(), "--force");
                case "compare" -> List.of(command, in, in);
                default -> List.of(command, in);
            };
            if (before != null && !before.isEmpty()) {
                commands.put("before: ./latscope " + command, latscope(Path.of(before), arguments));
            }
            if (launches) {
                for (Map.Entry<String, Map<String, String>> l : LAUNCHES.entrySet()) {
                    commands.put("./latscope " + command + l.getKey(), latscope(root, arguments));
                    environments.put("./latscope " + command + l.getKey(), l.getValue());
                }
            } else {
                commands.put("./latscope " + command, latscope(root, arguments));
            }
        }
        // rounds alternate the commands, so that load from other work on the machine spreads over all
        Map<String, List<Run>> runs = new LinkedHashMap<>();
        try {
            for (int i = 0; i < rounds; i++) {
                for (Map.Entry<String, List<String>> c : commands.entrySet()) {
                    boolean latscope = c.getKey().contains("latscope");
                    runs.computeIfAbsent(c.getKey(), k -> new ArrayList<>())
                            .add(timed(c.getValue(), latscope ? "-Xmx1g" : null, environments.getOrDefault(c.getKey(), Map.of())));
                }
            }
        } finally {
            try (Stream<Path> written = Files.walk(output)) {
                for (Path p : written.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Run wc = median(runs.get("wc -l"));
        Run awk = median(runs.get("find -exec awk 'END{print NR}'"));
        long lines = Long.parseLong(wc.out().strip());
        System.out.printf(Locale.ROOT, "%n%s: %s, %,d files, %,.0f MB, %,d lines%n", name, in, files, bytes / 1e6, lines);
        for (Map.Entry<String, List<Run>> r : runs.entrySet()) {
            Run m = median(r.getValue());
            row(r.getKey(), m, bytes, lines);
            if (r.getKey().contains("latscope")) {
                System.out.printf(Locale.ROOT, "    exit %d, %.1fx the awk run; %s%n", m.exit(), m.seconds() / awk.seconds(),
                        memoryNote(m.out()));
                List<String> command = commands.get(r.getKey());
                // a command of one input: ./latscope COMMAND INPUT
                if (breakdown && !r.getKey().startsWith("before:") && command.size() == 3) {
                    RunBreakdown.print(command, input, awk, environments.getOrDefault(r.getKey(), Map.of()));
                }
            }
        }
    }

    /** @return the command line of {@code ./latscope} in a checkout */
    private static List<String> latscope(Path checkout, List<String> arguments) {
        List<String> line = new ArrayList<>();
        line.add(checkout.resolve("latscope").toString());
        line.addAll(arguments);
        return line;
    }

    private static String memoryNote(String out) {
        long stopped = out.lines().filter(l -> l.toLowerCase(Locale.ROOT).contains("memory nearly full")).count();
        return stopped == 0 ? "read to the end" : "stopped for memory (" + stopped + " line(s) say so): "
                + out.lines().filter(l -> l.toLowerCase(Locale.ROOT).contains("memory nearly full")).findFirst().orElse("").strip();
    }

    private static void row(String what, Run r, long bytes, long lines) {
        System.out.printf(Locale.ROOT, "  %-34s %7.2f s  CPU %7.2f s  %8.1f MB/s  %7.2f M lines/s  peak RSS %,7d MB  (rounds: %s)%n",
                what, r.seconds(), r.cpuSeconds(), bytes / 1e6 / r.seconds(), lines / 1e6 / r.seconds(), r.peakKb() / 1024, r.rounds());
    }

    /** @return the run of median wall time, with every round's figures */
    private static Run median(List<Run> runs) {
        List<Run> sorted = new ArrayList<>(runs);
        sorted.sort(Comparator.comparingDouble(Run::seconds));
        Run m = sorted.get(sorted.size() / 2);
        List<String> times = new ArrayList<>();
        for (Run r : runs) {
            times.add(String.format(Locale.ROOT, "%.2f s/%.2f s CPU/%d MB", r.seconds(), r.cpuSeconds(), r.peakKb() / 1024));
        }
        return new Run(m.seconds(), m.cpuSeconds(), m.peakKb(), m.exit(), m.out(), String.join(", ", times));
    }

    public static Run timed(List<String> command, String vmargs) throws IOException, InterruptedException {
        return timed(command, vmargs, Map.of());
    }

    /** @param environment more variables for the command (how ./latscope launches) */
    public static Run timed(List<String> command, String vmargs, Map<String, String> environment)
            throws IOException, InterruptedException {
        Path report = Files.createTempFile("latscope-limits", ".time");
        Path out = Files.createTempFile("latscope-limits", ".out");
        try {
            List<String> line = new ArrayList<>(List.of("/usr/bin/time", "-f", "%e %M %U %S", "-o", report.toString()));
            line.addAll(command);
            // standard error too: the analysis commands say there when memory ran short
            ProcessBuilder pb = new ProcessBuilder(line).redirectOutput(out.toFile()).redirectErrorStream(true);
            if (vmargs != null) {
                pb.environment().put("LATSCOPE_VMARGS", vmargs);
                pb.environment().put("LATSCOPE_NO_BUILD", "1");
            }
            pb.environment().putAll(environment);
            int exit = pb.start().waitFor();
            String[] t = Files.readString(report).strip().lines().reduce((a, b) -> b).orElse("0 0 0 0").split(" ");
            String text = Files.readString(out, StandardCharsets.ISO_8859_1);
            if (text.length() > 1 << 20) { // every round is kept: of a summary, only what memoryNote and RunBreakdown read
                text = String.join("\n", text.lines().filter(l -> l.toLowerCase(Locale.ROOT).contains("memory")
                        || RunBreakdown.COMPILE_TIME.matcher(l).find()).toList());
            }
            return new Run(Double.parseDouble(t[0]), Double.parseDouble(t[2]) + Double.parseDouble(t[3]), Long.parseLong(t[1]), exit,
                    text, "");
        } finally {
            Files.deleteIfExists(report);
            Files.deleteIfExists(out);
        }
    }
}
