// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.formats;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * The layouts of {@link FormatsBench} made of real text of the test data, repeated: what a
 * user's file of that layout holds, read by the format it is detected as.
 */
enum SampleText {

    /** ftrace's default format: the 6.18 events capture (sched, irq, softirq, hrtimer events on 2 CPUs). */
    EVENTS("events", EventsText.SAMPLE),
    /**
     * The function_graph tracer's own text: the head of a Raspberry Pi trace (calls, events as
     * comments, context-switch banners), the sys_open call tree and the return values of the
     * ftrace documentation.
     */
    FUNCTION_GRAPH("function_graph",
            "bundles/org.latscope.testdata/data/samples/public/function_graph_rpi_events_ctxswitch_banners_head_of_505k_trace.txt",
            "bundles/org.latscope.testdata/data/samples/public/ftrace_rst_function_graph_sys_open.txt",
            "bundles/org.latscope.testdata/data/samples/public/ftrace_rst_function_graph_retval.txt"),
    /** cyclictest's histogram and summary (-i200 -l5000). */
    CYCLICTEST("cyclictest", "bundles/org.latscope.testdata/data/samples/cyclictest/histogram-i200-l5000.txt"),
    /**
     * What {@code trace-cmd report} printed for two trace.dat samples: 6.1-rt sched, irq,
     * softirq and hrtimer events on 2 CPUs, and sched_switch on 4 CPUs.
     */
    TRACECMD("tracecmd", "bundles/org.latscope.testdata/data/trace-dat/expected/v7zstd_6.1rt_events.report.gz",
            "bundles/org.latscope.testdata/data/trace-dat/expected/v6_sched_4cpu_kernel-monitor-framework.report.gz");

    private final String id;
    private final List<String> samples;

    SampleText(String id, String... samples) {
        this.id = id;
        this.samples = List.of(samples);
    }

    /** @return the layout's name on the command line */
    String id() {
        return id;
    }

    /** @return the layout named {@code id}, or null when it is a generated one */
    static SampleText of(String id) {
        for (SampleText layout : values()) {
            if (layout.id.equals(id.toLowerCase(Locale.ROOT))) {
                return layout;
            }
        }
        return null;
    }

    /** @return {@code file}, the samples one after the other, repeated until it holds at least {@code bytes} */
    Path repeated(Path file, long bytes) throws IOException {
        Path root = Path.of(System.getProperty("latscope.root", ".")); //$NON-NLS-1$ //$NON-NLS-2$
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        for (String sample : samples) {
            Path path = root.resolve(sample);
            try (InputStream in = sample.endsWith(".gz") ? new GZIPInputStream(Files.newInputStream(path)) //$NON-NLS-1$
                    : Files.newInputStream(path)) {
                in.transferTo(copy);
            }
        }
        byte[] text = copy.toByteArray();
        try (OutputStream out = Files.newOutputStream(file)) {
            for (long written = 0; written < bytes; written += text.length) {
                out.write(text);
            }
        }
        return file;
    }
}
