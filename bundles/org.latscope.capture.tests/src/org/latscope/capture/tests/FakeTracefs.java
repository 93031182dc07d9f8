// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.tests;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A folder of plain files laid out as tracefs, for the local target: each write lands as the
 * file's whole content (tracefs files keep the last write too, and set_event lists what was
 * written), so what a capture changes and restores can be read back without a kernel.
 */
final class FakeTracefs {

    final Path root;

    FakeTracefs(Path root) throws IOException {
        this.root = root;
        put("available_tracers", "timerlat osnoise hwlat function_graph wakeup_dl wakeup_rt wakeup function nop\n");
        put("available_events", "sched:sched_switch\nsched:sched_wakeup\nirq:irq_handler_entry\nirq:irq_handler_exit\n");
        put("current_tracer", "function\n");
        put("tracing_on", "1\n");
        put("tracing_thresh", "0\n");
        put("tracing_max_latency", "7\n");
        put("buffer_size_kb", "1408\n");
        put("set_event", "sched:sched_switch\n");
        put("trace_options", "print-parent\nfunction-trace\nnodisplay-graph\n");
        put("trace", "# tracer: wakeup_rt\n#\n# wakeup_rt latency trace v1.1.5 on 6.1.0-57-rt-amd64\n");
    }

    void put(String file, String text) {
        try {
            Files.writeString(root.resolve(file), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String get(String file) {
        try {
            return Files.readString(root.resolve(file)).strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return every file's content, to compare before and after */
    Map<String, String> all() throws IOException {
        Map<String, String> all = new LinkedHashMap<>();
        try (var files = Files.list(root)) {
            for (Path p : files.sorted().toList()) {
                all.put(p.getFileName().toString(), Files.readString(p));
            }
        }
        return all;
    }
}
