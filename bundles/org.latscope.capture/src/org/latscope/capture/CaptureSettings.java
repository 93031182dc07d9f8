// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What to capture and when to stop.
 *
 * @param tracer the tracer ({@code wakeup_rt}, {@code function_graph}, {@code timerlat} ...)
 * @param events events to enable, as {@code system:event}, {@code event} or {@code system}
 * @param thresholdUs {@code tracing_thresh} in microseconds, or -1 to leave it
 * @param bufferSizeKb {@code buffer_size_kb} per CPU, or 0 to leave it
 * @param duration stop after this long, or null
 * @param untilLatencyUs stop once the maximum latency reaches this, or -1
 * @param maxSnapshots stop after this many snapshots, or 0 for no limit
 * @param namePattern the snapshot files' names, {@link String#format} with the snapshot's
 *            number ({@code lt.%02d}: lt.01, lt.02 ...)
 * @param resetMax set {@code tracing_max_latency} back to 0 after each snapshot, so that the
 *            next one need not be higher (the seeds' other habit); otherwise only new maxima
 * @param pollInterval how often {@code tracing_max_latency} is read
 * @param traceOptions {@code trace_options} to write ({@code nofunction-trace},
 *            {@code display-graph} ...), each written back as found at the end
 * @param functions {@code set_ftrace_filter}: the functions the function and function_graph
 *            tracers trace (empty: leave it, all functions)
 */
public record CaptureSettings(String tracer, List<String> events, long thresholdUs, int bufferSizeKb, Duration duration,
        long untilLatencyUs, int maxSnapshots, String namePattern, boolean resetMax, Duration pollInterval, List<String> traceOptions,
        List<String> functions) {

    /** The default snapshot names: lt.01, lt.02, ... as the seeds' users named them. */
    public static final String DEFAULT_PATTERN = "lt.%02d"; //$NON-NLS-1$

    /**
     * Tracers whose {@code trace} file holds the trace of the maximum latency: a snapshot each
     * time the maximum rises. The others' trace is saved once at the end.
     */
    public static final Set<String> MAX_TRACERS = Set.of("wakeup", "wakeup_rt", "wakeup_dl", "irqsoff", "preemptoff", //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
            "preemptirqsoff", "hwlat", "osnoise", "timerlat"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$

    public CaptureSettings {
        events = List.copyOf(events);
        traceOptions = traceOptions == null ? List.of() : List.copyOf(traceOptions);
        functions = functions == null ? List.of() : List.copyOf(functions);
        if (namePattern == null) {
            namePattern = DEFAULT_PATTERN;
        }
        if (pollInterval == null) {
            pollInterval = Duration.ofMillis(200);
        }
        // fails here, not after the target was changed
        String first = String.format(Locale.ROOT, namePattern, Integer.valueOf(1));
        if (first.equals(String.format(Locale.ROOT, namePattern, Integer.valueOf(2))) || first.contains("/")) { //$NON-NLS-1$
            throw new IllegalArgumentException(Messages.format("settings.pattern", namePattern)); //$NON-NLS-1$
        }
    }

    /** @return settings for {@code tracer} alone, until stopped */
    public static CaptureSettings of(String tracer) {
        return new CaptureSettings(tracer, List.of(), -1, 0, null, -1, 0, DEFAULT_PATTERN, false, null, List.of(), List.of());
    }

    /** @return these settings with these events */
    public CaptureSettings withEvents(List<String> e) {
        return new CaptureSettings(tracer, e, thresholdUs, bufferSizeKb, duration, untilLatencyUs, maxSnapshots, namePattern, resetMax,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings stopping after {@code d} */
    public CaptureSettings withDuration(Duration d) {
        return new CaptureSettings(tracer, events, thresholdUs, bufferSizeKb, d, untilLatencyUs, maxSnapshots, namePattern, resetMax,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings stopping once the maximum latency reaches {@code us} */
    public CaptureSettings withUntilLatency(long us) {
        return new CaptureSettings(tracer, events, thresholdUs, bufferSizeKb, duration, us, maxSnapshots, namePattern, resetMax,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings stopping after {@code n} snapshots */
    public CaptureSettings withMaxSnapshots(int n) {
        return new CaptureSettings(tracer, events, thresholdUs, bufferSizeKb, duration, untilLatencyUs, n, namePattern, resetMax,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings with {@code tracing_thresh} set to {@code us} */
    public CaptureSettings withThreshold(long us) {
        return new CaptureSettings(tracer, events, us, bufferSizeKb, duration, untilLatencyUs, maxSnapshots, namePattern, resetMax,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings with {@code buffer_size_kb} set to {@code kb} */
    public CaptureSettings withBufferSizeKb(int kb) {
        return new CaptureSettings(tracer, events, thresholdUs, kb, duration, untilLatencyUs, maxSnapshots, namePattern, resetMax,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings naming snapshots by {@code pattern} */
    public CaptureSettings withNamePattern(String pattern) {
        return new CaptureSettings(tracer, events, thresholdUs, bufferSizeKb, duration, untilLatencyUs, maxSnapshots, pattern, resetMax,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings resetting (true) or keeping the maximum after a snapshot */
    public CaptureSettings withResetMax(boolean reset) {
        return new CaptureSettings(tracer, events, thresholdUs, bufferSizeKb, duration, untilLatencyUs, maxSnapshots, namePattern, reset,
                pollInterval, traceOptions, functions);
    }

    /** @return these settings writing {@code options} to {@code trace_options} */
    public CaptureSettings withTraceOptions(List<String> options) {
        return new CaptureSettings(tracer, events, thresholdUs, bufferSizeKb, duration, untilLatencyUs, maxSnapshots, namePattern, resetMax,
                pollInterval, options, functions);
    }

    /** @return these settings tracing only {@code names} (set_ftrace_filter) */
    public CaptureSettings withFunctions(List<String> names) {
        return new CaptureSettings(tracer, events, thresholdUs, bufferSizeKb, duration, untilLatencyUs, maxSnapshots, namePattern, resetMax,
                pollInterval, traceOptions, names);
    }

    /** @return the name of snapshot {@code n} (from 1) */
    public String snapshotName(int n) {
        return String.format(Locale.ROOT, namePattern, Integer.valueOf(n));
    }

    /** @return whether the tracer keeps the trace of its maximum latency */
    public boolean keepsMaxima() {
        return MAX_TRACERS.contains(tracer);
    }
}
