// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.util.List;

/**
 * What a capture changes in tracefs, as it was found: saved before the first write and
 * written back at the end, whatever the end.
 *
 * @param currentTracer {@code current_tracer}
 * @param tracingOn {@code tracing_on} ("0" or "1")
 * @param tracingThresh {@code tracing_thresh}, or null when the kernel has none
 * @param maxLatency {@code tracing_max_latency}, or null when the kernel has none
 * @param bufferSizeKb {@code buffer_size_kb} as read (may read {@code 7 (expanded: 1408)})
 * @param enabledEvents the lines of {@code set_event}
 * @param traceOptions the words of {@code trace_options} ({@code function-trace},
 *            {@code nodisplay-graph} ...)
 * @param ftraceFilter the lines of {@code set_ftrace_filter} (empty: all functions)
 */
public record TracefsState(String currentTracer, String tracingOn, String tracingThresh, String maxLatency,
        String bufferSizeKb, List<String> enabledEvents, List<String> traceOptions, List<String> ftraceFilter) {

    /** @return how {@code trace_options} had the option that {@code setting} sets ({@code nofoo} or {@code foo}), or null */
    String optionFound(String setting) {
        String name = setting.startsWith("no") && !traceOptions.contains(setting) && !traceOptions.contains("no" + setting) //$NON-NLS-1$ //$NON-NLS-2$
                ? setting.substring(2) : setting;
        if (traceOptions.contains(name)) {
            return name;
        }
        return traceOptions.contains("no" + name) ? "no" + name : null; //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return the size to write back to {@code buffer_size_kb}, or null when it was never expanded */
    String bufferSizeToRestore() {
        // "7 (expanded: 1408)": the buffer was never allocated; writing 7 would make it 7 KB
        return bufferSizeKb == null || bufferSizeKb.contains("(") ? null : bufferSizeKb.trim(); //$NON-NLS-1$
    }
}
