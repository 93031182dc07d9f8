// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.tracedat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.latscope.bench.limits.LimitsBench;
import org.latscope.bench.limits.LimitsBench.Run;

/**
 * {@code ./latscope summary} and {@code ./latscope events > /dev/null} next to
 * {@code trace-cmd report > /dev/null} on 1 GB of trace.dat, with {@code LATSCOPE_VMARGS=-Xmx1g},
 * in alternating rounds of the same run. The file is the 4-CPU version 6 sample's pages repeated,
 * time-shifted, written once by the trace.dat writer into {@code target/bench-data}; before the
 * rounds, {@code trace-cmd report} must read it back and print what {@code ./latscope events}
 * prints, byte for byte. Goals: summary at least 10x faster than trace-cmd report, events at least
 * 2x; printed with events per second and resident bytes per event (peak RSS / events).
 * <p>
 * {@code TraceDatBench [ROUNDS [MB]]} (default 3 rounds, 1024 MB); {@code --no-check} skips the
 * read-back comparison. Needs {@code -Dlatscope.root} (set by {@code releng/scripts/bench}).
 */
public final class TraceDatBench {

    private static final String SAMPLE = "bundles/org.latscope.testdata/data/trace-dat/v6_sched_4cpu_kernel-monitor-framework.dat";

    private TraceDatBench() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(System.getProperty("latscope.root", "."));
        List<String> positional = new ArrayList<>();
        boolean check = true;
        for (String a : args) {
            if (a.equals("--no-check")) {
                check = false;
            } else {
                positional.add(a);
            }
        }
        int rounds = positional.size() > 0 ? Integer.parseInt(positional.get(0)) : 3;
        long mb = positional.size() > 1 ? Long.parseLong(positional.get(1)) : 1024;
        Path data = Files.createDirectories(root.resolve("releng/org.latscope.bench/target/bench-data"));
        Path file = data.resolve("tracedat-v6-" + mb + "m.dat");
        long start = System.nanoTime();
        TraceDatBenchData.Made made = TraceDatBenchData.repeat(root.resolve(SAMPLE), file, mb << 20);
        String in = file.toString();
        System.out.printf(Locale.ROOT, "tracedat: %s, %,.0f MB, %,d events (the 4-CPU v6 sample's pages %,d times), "
                + "ready in %.1f s; %d cores, LATSCOPE_VMARGS=-Xmx1g, %d alternating rounds (median, every round)%n",
                in, Files.size(file) / 1e6, made.events(), made.repeats(), (System.nanoTime() - start) / 1e9,
                Runtime.getRuntime().availableProcessors(), rounds);
        String latscope = root.resolve("latscope").toString();
        if (check) {
            // valid: trace-cmd reads the file back, and prints it as latscope events does
            Path count = Files.createTempFile("tracedat-bench", ".lines");
            Run same = LimitsBench.timed(List.of("bash", "-c", "set -o pipefail; trace-cmd report -i '" + in
                    + "' 2>/dev/null | tee >(wc -l > '" + count + "') | cmp - <('" + latscope + "' events '" + in
                    + "') && sleep 1 && cat '" + count + "'"), null);
            Files.deleteIfExists(count);
            String out = same.out().strip();
            long lines = out.matches("\\d+") ? Long.parseLong(out) : -1;
            System.out.printf(Locale.ROOT, "  read back: trace-cmd report and ./latscope events print the same %,d lines (%s)%n",
                    lines, lines == made.events() + 1 ? "every event, valid" : "EXPECTED " + (made.events() + 1) + ": " + out);
            if (lines != made.events() + 1) {
                System.exit(1);
            }
        }
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put("trace-cmd report > /dev/null", List.of("sh", "-c", "trace-cmd report -i '" + in + "' > /dev/null 2>&1"));
        commands.put("./latscope events > /dev/null", List.of("sh", "-c", "'" + latscope + "' events '" + in + "' > /dev/null"));
        commands.put("./latscope summary", List.of(latscope, "summary", in));
        Map<String, List<Run>> runs = new LinkedHashMap<>();
        for (int i = 0; i < rounds; i++) {
            for (Map.Entry<String, List<String>> c : commands.entrySet()) {
                boolean ours = c.getKey().contains("latscope");
                Run r = LimitsBench.timed(c.getValue(), ours ? "-Xmx1g" : null);
                if (r.exit() != 0) {
                    System.out.printf(Locale.ROOT, "  %s exited with %d: %s%n", c.getKey(), r.exit(),
                            r.out().lines().limit(5).toList());
                }
                runs.computeIfAbsent(c.getKey(), k -> new ArrayList<>()).add(r);
            }
        }
        Run baseline = median(runs.get("trace-cmd report > /dev/null"));
        for (Map.Entry<String, List<Run>> e : runs.entrySet()) {
            Run m = median(e.getValue());
            String ratio = e.getKey().startsWith("trace-cmd") ? "baseline"
                    : String.format(Locale.ROOT, "%.2fx faster than trace-cmd report (goal %s)", baseline.seconds() / m.seconds(),
                            e.getKey().contains("summary") ? ">= 10x" : ">= 2x");
            System.out.printf(Locale.ROOT, "  %-30s %7.2f s  CPU %7.2f s  %6.2f M events/s  peak RSS %,5d MB = %5.1f bytes/event  %s%n",
                    e.getKey(), m.seconds(), m.cpuSeconds(), made.events() / 1e6 / m.seconds(), m.peakKb() / 1024,
                    m.peakKb() * 1024.0 / made.events(), ratio);
            List<String> every = new ArrayList<>();
            for (Run r : e.getValue()) {
                every.add(String.format(Locale.ROOT, "%.2f s/%.2f s CPU/%d MB", r.seconds(), r.cpuSeconds(), r.peakKb() / 1024));
            }
            System.out.println("      rounds: " + String.join(", ", every));
        }
    }

    private static Run median(List<Run> runs) {
        List<Run> sorted = new ArrayList<>(runs);
        sorted.sort(Comparator.comparingDouble(Run::seconds));
        return sorted.get(sorted.size() / 2);
    }
}
