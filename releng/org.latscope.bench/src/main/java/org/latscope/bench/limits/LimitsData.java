// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.limits;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The inputs of {@link LimitsBench}, generated once under {@code target/bench-data} and reused:
 * 1 GB and 4 GB of a real ftrace event capture repeated, 1 GB of a sample of each family in
 * {@link #FAMILIES}, and a folder of 100,000 files of 2-20 KB made of the public samples.
 */
public final class LimitsData {

    public static final long GB = 1L << 30;
    public static final int SMALL_FILES = 100_000;

    /**
     * The families whose output grows to a gigabyte in one file, each with the public sample
     * repeated for it: a long perf script or function_graph capture, a kernel log, a mail archive
     * of latency traces, a syslog of violation reports, a log of tables (preempt-stats'
     * {@code /proc/latencytimes} or {@code perf sched latency} read in a loop). A histogram
     * (cyclictest, rtla) stays small however long the run: its size is its bucket count.
     */
    public static final Map<String, String> FAMILIES = families();

    private static Map<String, String> families() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("perf-script", "perf_script_xiaodongq_sched_prefixed_waking_migrate.txt");
        f.put("function-graph", "function_graph_rpi_events_ctxswitch_banners_head_of_505k_trace.txt");
        f.put("printk-times", "dmesg_printk_time_softlockup_hrtimer_6.8.txt");
        f.put("vp-latency", "old_v1.0.5_swapper_2888us_wrapped_line.txt");
        f.put("preempt-timing", "critical_section_violates_heath_rt_U6_timestamps_4reports.txt");
        f.put("preempt-stats", "preemptstats_latencytimes_rml_277_elided_etc.txt");
        f.put("perf-sched", "perf_sched_latency_gregg_17tasks_TOTAL.txt");
        return Collections.unmodifiableMap(f);
    }

    private LimitsData() {
    }

    /** @return {@code name} in {@code dir}: {@code sample} repeated until it holds at least {@code bytes} */
    public static Path repeated(Path dir, String name, Path sample, long bytes) throws IOException {
        Path file = dir.resolve(name);
        if (Files.exists(file) && Files.size(file) >= bytes) {
            return file;
        }
        byte[] text = Files.readAllBytes(sample);
        Path part = dir.resolve(name + ".part");
        try (OutputStream out = Files.newOutputStream(part)) {
            for (long written = 0; written < bytes; written += text.length) {
                out.write(text);
            }
        }
        return Files.move(part, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * @return a folder of {@value #SMALL_FILES} files, each one public sample repeated to at
     *         least 2 KB (at most 20 KB), the samples taken in turn
     */
    public static Path smallFiles(Path dir, Path samples) throws IOException {
        Path folder = dir.resolve("small-100k");
        Path done = dir.resolve("small-100k.done");
        if (Files.exists(done)) {
            return folder;
        }
        List<byte[]> texts = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (Stream<Path> list = Files.list(samples)) {
            for (Path p : list.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                byte[] b = Files.readAllBytes(p);
                int copies = Math.max(1, (int) Math.ceil(2048.0 / b.length));
                while (copies > 1 && (long) copies * b.length > 20 * 1024) {
                    copies--;
                }
                byte[] out = new byte[copies * b.length];
                for (int k = 0; k < copies; k++) {
                    System.arraycopy(b, 0, out, k * b.length, b.length);
                }
                texts.add(out);
                names.add(p.getFileName().toString());
            }
        }
        Files.createDirectories(folder);
        for (int i = 0; i < SMALL_FILES; i++) {
            int k = i % texts.size();
            Files.write(folder.resolve(String.format("%06d_%s", i, names.get(k))), texts.get(k));
        }
        Files.writeString(done, "");
        return folder;
    }
}
