// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.formats;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.latscope.bench.BestOf;

import org.eclipse.core.runtime.RegistryFactory;
import org.latscope.bench.timeline.PluginXmlRegistry;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * Parse throughput of the latency readers next to awk and grep on the same files.
 *
 * <pre>
 * FormatsBench [MEGABYTES [FILES [DIR [LAYOUT,...]]]]     default 256 MB in 16 files per layout, in a temp dir,
 *                                                        every layout (v105, ftrace_latency, events,
 *                                                        function_graph, cyclictest, tracecmd)
 * </pre>
 *
 * For each layout (v1.0.5 and ftrace latency format generated; events, function_graph,
 * cyclictest and tracecmd, the text {@code trace-cmd report} prints: real samples of the test
 * data repeated, see {@link SampleText}) it measures in one run: {@code awk '{n[$3]++}'} and {@code grep -c .} over the files
 * (ProcessBuilder), the readers on one thread and on every core (TraceSetReader, one file per
 * task), best of three. For events it also measures reading with the event analyses folded in
 * on the reading thread, as {@code latscope stats} runs them (irq, softirq, wakeup and hrtimer
 * durations with their series, in one walk of each trace), and prints what they add to the
 * reading time. The
 * registry holds every format of the formats bundle's {@code plugin.xml}: each file is read by
 * the format it is detected as, which the figures name with the lines it did not understand.
 */
public final class FormatsBench {

    private FormatsBench() {
    }

    public static void main(String[] args) throws Exception {
        long megabytes = args.length > 0 ? Long.parseLong(args[0]) : 256;
        int files = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        Path dir = args.length > 2 ? Files.createDirectories(Path.of(args[2])) : Files.createTempDirectory("latscope-bench");
        List<String> layouts = args.length > 3 ? List.of(args[3].toLowerCase(Locale.ROOT).split(","))
                : List.of("v105", "ftrace_latency", "events", "function_graph", "cyclictest", "tracecmd");
        // every installed format, from the formats bundle's plugin.xml: each file is read by the
        // format it is detected as, as the product reads a user's file
        PluginXmlRegistry.install();
        TraceFormatRegistry registry = new ExtensionTraceFormats(RegistryFactory.getRegistry()).registry();
        int cores = Runtime.getRuntime().availableProcessors();
        System.out.printf(Locale.ROOT, "FormatsBench: %d MB per layout in %d files, %d cores, %s, JDK %s%n", megabytes,
                files, cores, dir, System.getProperty("java.version"));
        for (String layout : layouts) {
            List<Path> paths = new ArrayList<>();
            long bytes = 0;
            TraceTextGenerator generator = new TraceTextGenerator(42);
            for (int i = 0; i < files; i++) {
                Path file = dir.resolve(layout + "-" + i + ".txt");
                long size = megabytes * (1L << 20) / files;
                SampleText sample = SampleText.of(layout);
                if (sample != null) {
                    bytes += Files.size(sample.repeated(file, size));
                } else {
                    bytes += generator.write(file, TraceTextGenerator.Layout.valueOf(layout.toUpperCase(Locale.ROOT)), size);
                }
                paths.add(file);
            }
            double mb = bytes / (double) (1 << 20);
            System.out.printf(Locale.ROOT, "%n%s: %.1f MB%n", layout.toUpperCase(Locale.ROOT), mb);
            double awk = BestOf.seconds(() -> tool(paths, "awk", "{n[$3]++} END {print length(n)}"));
            double grep = BestOf.seconds(() -> tool(paths, "grep", "-c", "."));
            double one = BestOf.seconds(() -> parse(registry, paths, 1));
            double all = BestOf.seconds(() -> parse(registry, paths, cores));
            TraceSet set = new TraceSetReader(registry, cores).read(paths, "bench");
            long steps = TraceSets.stepCount(set);
            long unused = set.getFiles().stream().mapToLong(f -> f.getLinesRead() - f.getLinesUsed()).sum();
            String format = set.getFiles().get(0).getFormatId();
            System.out.printf(Locale.ROOT, "  format %s, %d traces, %d steps, %d lines not understood%n", format,
                    TraceSets.latencyTraces(set).size(), steps, unused);
            row("awk '{n[$3]++}'", mb, awk);
            row("grep -c .", mb, grep);
            row("latscope, 1 thread", mb, one);
            row("latscope, " + cores + " threads", mb, all);
            set = null; // let the set go before the next reads
            if (layout.equals("events")) {
                double analysed = BestOf.seconds(() -> EventsText.readAndAnalyse(registry, paths, 1));
                row("latscope + event analyses, 1 thread", mb, analysed);
                System.out.printf(Locale.ROOT, "  the event analyses add %.1f %% to reading on 1 thread%n",
                        100 * (analysed - one) / one);
            }
        }
    }

    private static void row(String what, double mb, double seconds) {
        System.out.printf(Locale.ROOT, "  %-36s %8.1f MB/s  (%.2f s)%n", what, mb / seconds, seconds);
    }


    private static void parse(TraceFormatRegistry registry, List<Path> paths, int threads) throws IOException {
        TraceSet set = new TraceSetReader(registry, threads).read(paths, "bench");
        for (TraceFile file : set.getFiles()) {
            if (file.getContents().isEmpty()) {
                throw new IllegalStateException("nothing read from " + file.getPath());
            }
        }
    }

    private static void tool(List<Path> paths, String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of(command));
        paths.forEach(p -> line.add(p.toString()));
        // Output goes to a pipe that is read, not to /dev/null: GNU grep notices /dev/null and
        // stops at the first match, which measured 170 GB/s for 'grep -c .'.
        Process process = new ProcessBuilder(line).redirectError(ProcessBuilder.Redirect.INHERIT)
                .redirectInput(new File("/dev/null")).start();
        process.getInputStream().transferTo(OutputStream.nullOutputStream());
        int code = process.waitFor();
        if (code != 0) {
            throw new IOException(String.join(" ", command) + " exited with " + code);
        }
    }
}
