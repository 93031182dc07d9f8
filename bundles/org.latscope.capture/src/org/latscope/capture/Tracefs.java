// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * tracefs on a target, through shell commands only (a few per capture step, since each is a
 * round trip over SSH): probing, setting up a capture, reading the maximum latency and the
 * trace, and writing back what was found.
 */
public final class Tracefs {

    /** Where tracefs is mounted: its own mount point, then under debugfs on older kernels. */
    public static final List<String> STANDARD_ROOTS = List.of("/sys/kernel/tracing", "/sys/kernel/debug/tracing"); //$NON-NLS-1$ //$NON-NLS-2$

    private static final String MARK = "@@"; //$NON-NLS-1$

    private final CaptureTarget target;
    private final List<String> roots;
    private String root;

    /** @param target where the commands run; tracefs looked for at {@link #STANDARD_ROOTS} */
    public Tracefs(CaptureTarget target) {
        this(target, STANDARD_ROOTS);
    }

    /**
     * @param target where the commands run
     * @param roots where tracefs is looked for, in order
     */
    public Tracefs(CaptureTarget target, List<String> roots) {
        this.target = target;
        this.roots = List.copyOf(roots);
    }

    /** @return the target */
    public CaptureTarget target() {
        return target;
    }

    /**
     * Reads what the target offers and its current state; writes nothing.
     *
     * @throws CaptureException naming the target when there is no readable tracefs
     */
    public TargetInfo probe() throws CaptureException {
        StringBuilder script = new StringBuilder("root=\nfor d in"); //$NON-NLS-1$
        for (String r : roots) {
            script.append(' ').append(Shell.quote(r));
        }
        script.append("; do if [ -r \"$d/available_tracers\" ]; then root=$d; break; fi; done\n" //$NON-NLS-1$
                + "if [ -z \"$root\" ]; then echo @@none; for d in"); //$NON-NLS-1$
        for (String r : roots) {
            script.append(' ').append(Shell.quote(r));
        }
        script.append("; do if [ -e \"$d/available_tracers\" ]; then echo \"$d unreadable\"; else echo \"$d absent\"; fi; done;" //$NON-NLS-1$
                + " echo @@user; id -un 2>/dev/null || id -u; exit 0; fi\n" //$NON-NLS-1$
                + "cd \"$root\"\n" //$NON-NLS-1$
                + "echo @@root; echo \"$root\"\n" //$NON-NLS-1$
                + "echo @@uname; uname -r\n" //$NON-NLS-1$
                + "echo @@user; id -un 2>/dev/null || id -u\n" //$NON-NLS-1$
                + "echo @@tracers; cat available_tracers\n" //$NON-NLS-1$
                + "echo @@current_tracer; cat current_tracer\n" //$NON-NLS-1$
                + "echo @@tracing_on; cat tracing_on\n" //$NON-NLS-1$
                + "[ -e tracing_thresh ] && { echo @@tracing_thresh; cat tracing_thresh; }\n" //$NON-NLS-1$
                + "[ -e tracing_max_latency ] && { echo @@tracing_max_latency; cat tracing_max_latency; }\n" //$NON-NLS-1$
                + "echo @@buffer_size_kb; cat buffer_size_kb\n" //$NON-NLS-1$
                + "echo @@set_event; cat set_event\n" //$NON-NLS-1$
                + "echo @@trace_options; cat trace_options\n" //$NON-NLS-1$
                + "[ -e set_ftrace_filter ] && { echo @@set_ftrace_filter; grep -v '^#' set_ftrace_filter; }\n" //$NON-NLS-1$
                + "echo @@writable; if [ -w current_tracer ] && [ -w tracing_on ]; then echo yes; else echo no; fi\n"); //$NON-NLS-1$
        CommandResult result = target.run(script.toString());
        Map<String, List<String>> sections = sections(result.text());
        if (sections.containsKey("none")) { //$NON-NLS-1$
            throw new CaptureException(noTracefs(sections));
        }
        if (!result.ok() || !sections.containsKey("root")) { //$NON-NLS-1$
            throw new CaptureException(Messages.format("tracefs.probeFailed", target.name(), result.err().strip())); //$NON-NLS-1$
        }
        root = first(sections, "root"); //$NON-NLS-1$
        TracefsState state = new TracefsState(first(sections, "current_tracer"), first(sections, "tracing_on"), //$NON-NLS-1$ //$NON-NLS-2$
                sections.containsKey("tracing_thresh") ? first(sections, "tracing_thresh") : null, //$NON-NLS-1$ //$NON-NLS-2$
                sections.containsKey("tracing_max_latency") ? first(sections, "tracing_max_latency") : null, //$NON-NLS-1$ //$NON-NLS-2$
                first(sections, "buffer_size_kb"), List.copyOf(sections.getOrDefault("set_event", List.of())), //$NON-NLS-1$ //$NON-NLS-2$
                List.copyOf(sections.getOrDefault("trace_options", List.of())), //$NON-NLS-1$
                List.copyOf(sections.getOrDefault("set_ftrace_filter", List.of()))); //$NON-NLS-1$
        List<String> tracers = Arrays.stream(first(sections, "tracers").split("\\s+")).filter(s -> !s.isEmpty()).toList(); //$NON-NLS-1$ //$NON-NLS-2$
        return new TargetInfo(target.name(), root, first(sections, "uname"), first(sections, "user"), tracers, //$NON-NLS-1$ //$NON-NLS-2$
                "yes".equals(first(sections, "writable")), state); //$NON-NLS-1$ //$NON-NLS-2$
    }

    private String noTracefs(Map<String, List<String>> sections) {
        String user = first(sections, "user"); //$NON-NLS-1$
        for (String line : sections.get("none")) { //$NON-NLS-1$
            if (line.endsWith(" unreadable")) { //$NON-NLS-1$
                return Messages.format("tracefs.unreadable", target.name(), line.substring(0, line.length() - 11), user); //$NON-NLS-1$
            }
        }
        return Messages.format("tracefs.absent", target.name(), String.join(", ", roots), roots.get(0)); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** @return the lines of {@code available_events} ({@code system:event}) */
    public List<String> availableEvents() throws CaptureException {
        CommandResult result = target.run("cat " + Shell.quote(root() + "/available_events")); //$NON-NLS-1$ //$NON-NLS-2$
        if (!result.ok()) {
            throw new CaptureException(Messages.format("tracefs.readFailed", target.name(), root() + "/available_events", //$NON-NLS-1$ //$NON-NLS-2$
                    result.err().strip()));
        }
        return result.text().lines().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /**
     * Sets a capture up: tracing off, the tracer, events, threshold and buffer size written,
     * the maximum latency reset, tracing on.
     *
     * @throws CaptureException naming the file that could not be written
     */
    public void apply(CaptureSettings settings, List<String> events) throws CaptureException {
        StringBuilder s = writer();
        write(s, "tracing_on", "0"); //$NON-NLS-1$ //$NON-NLS-2$
        write(s, "current_tracer", "nop"); //$NON-NLS-1$ //$NON-NLS-2$
        writeEvents(s, events);
        for (String option : settings.traceOptions()) {
            write(s, "trace_options", option); //$NON-NLS-1$
        }
        if (!settings.functions().isEmpty()) {
            writeList(s, "set_ftrace_filter", settings.functions()); //$NON-NLS-1$
        }
        if (settings.thresholdUs() >= 0) {
            write(s, "tracing_thresh", Long.toString(settings.thresholdUs())); //$NON-NLS-1$
        }
        if (settings.bufferSizeKb() > 0) {
            write(s, "buffer_size_kb", Integer.toString(settings.bufferSizeKb())); //$NON-NLS-1$
        }
        s.append("[ -e tracing_max_latency ] && w tracing_max_latency 0\n"); //$NON-NLS-1$
        write(s, "current_tracer", settings.tracer()); //$NON-NLS-1$
        write(s, "tracing_on", "1"); //$NON-NLS-1$ //$NON-NLS-2$
        runWriter(s);
    }

    /**
     * Writes back what {@link #probe()} found.
     *
     * @param bufferChanged whether the capture wrote {@code buffer_size_kb}
     * @param optionsSet the trace options the capture wrote (each written back as found)
     * @param functionsSet whether the capture wrote {@code set_ftrace_filter}
     * @param readers pids of the capture's trace_pipe_raw readers still to stop
     */
    public void restore(TracefsState state, boolean bufferChanged, List<String> optionsSet, boolean functionsSet, List<Long> readers)
            throws CaptureException {
        StringBuilder s = writer();
        if (!readers.isEmpty()) {
            // an open trace_pipe_raw makes current_tracer refuse (EBUSY): the capture's readers go first
            s.append("kill"); //$NON-NLS-1$
            readers.forEach(pid -> s.append(' ').append(pid));
            s.append(" 2>/dev/null; sleep 1\n"); //$NON-NLS-1$
        }
        write(s, "tracing_on", "0"); //$NON-NLS-1$ //$NON-NLS-2$
        write(s, "current_tracer", "nop"); //$NON-NLS-1$ //$NON-NLS-2$
        writeEvents(s, state.enabledEvents());
        if (functionsSet) {
            writeList(s, "set_ftrace_filter", state.ftraceFilter()); //$NON-NLS-1$
        }
        for (String option : optionsSet) {
            String found = state.optionFound(option);
            if (found != null) {
                write(s, "trace_options", found); //$NON-NLS-1$
            }
        }
        if (state.tracingThresh() != null) {
            write(s, "tracing_thresh", state.tracingThresh()); //$NON-NLS-1$
        }
        if (state.maxLatency() != null) {
            write(s, "tracing_max_latency", state.maxLatency()); //$NON-NLS-1$
        }
        if (bufferChanged && state.bufferSizeToRestore() != null) {
            write(s, "buffer_size_kb", state.bufferSizeToRestore()); //$NON-NLS-1$
        }
        write(s, "current_tracer", state.currentTracer()); //$NON-NLS-1$
        write(s, "tracing_on", state.tracingOn()); //$NON-NLS-1$
        runWriter(s);
    }

    /** @return {@code tracing_max_latency} in microseconds */
    public long maxLatency() throws CaptureException {
        CommandResult result = target.run("cat " + Shell.quote(root() + "/tracing_max_latency")); //$NON-NLS-1$ //$NON-NLS-2$
        return parseLatency(result, "tracing_max_latency"); //$NON-NLS-1$
    }

    /**
     * Reads the trace with tracing paused, so that the maximum and the trace belong together.
     *
     * @param resetMax whether to set {@code tracing_max_latency} to 0 afterwards
     * @return the maximum latency in microseconds and the trace's bytes
     */
    public Snapshot snapshot(boolean resetMax) throws CaptureException {
        String script = "cd " + Shell.quote(root()) + " || exit 1\necho 0 > tracing_on\n" //$NON-NLS-1$ //$NON-NLS-2$
                + "{ cat tracing_max_latency 2>/dev/null || echo 0; }\ncat trace; status=$?\n" //$NON-NLS-1$
                + (resetMax ? "echo 0 > tracing_max_latency\n" : "") //$NON-NLS-1$ //$NON-NLS-2$
                + "echo 1 > tracing_on\nexit $status\n"; //$NON-NLS-1$
        CommandResult result = target.run(script);
        if (!result.ok()) {
            throw new CaptureException(Messages.format("tracefs.readFailed", target.name(), root() + "/trace", result.err().strip())); //$NON-NLS-1$ //$NON-NLS-2$
        }
        byte[] out = result.out();
        int newline = 0;
        while (newline < out.length && out[newline] != '\n') {
            newline++;
        }
        long max;
        try {
            max = Long.parseLong(new String(out, 0, newline, StandardCharsets.US_ASCII).strip());
        } catch (NumberFormatException e) {
            throw new CaptureException(Messages.format("tracefs.notANumber", target.name(), "tracing_max_latency", //$NON-NLS-1$ //$NON-NLS-2$
                    new String(out, 0, Math.min(newline, 80), StandardCharsets.UTF_8)));
        }
        return new Snapshot(max, Arrays.copyOfRange(out, Math.min(newline + 1, out.length), out.length));
    }

    /** @return the trace file's text (tracing left as it is) */
    public byte[] trace() throws CaptureException {
        CommandResult result = target.run("cat " + Shell.quote(root() + "/trace")); //$NON-NLS-1$ //$NON-NLS-2$
        if (!result.ok()) {
            throw new CaptureException(Messages.format("tracefs.readFailed", target.name(), root() + "/trace", result.err().strip())); //$NON-NLS-1$ //$NON-NLS-2$
        }
        return result.out();
    }

    /** @return the values of a few tracefs files, by name (missing ones left out) */
    public Map<String, String> read(String... files) throws CaptureException {
        StringBuilder s = new StringBuilder("cd ").append(Shell.quote(root())).append(" || exit 1\n"); //$NON-NLS-1$ //$NON-NLS-2$
        for (String f : files) {
            s.append("[ -e ").append(Shell.quote(f)).append(" ] && { echo @@").append(f).append("; cat ").append(Shell.quote(f)) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                    .append("; }\n"); //$NON-NLS-1$
        }
        s.append("exit 0\n"); //$NON-NLS-1$
        Map<String, List<String>> sections = sections(target.run(s.toString()).text());
        Map<String, String> values = new LinkedHashMap<>();
        sections.forEach((k, v) -> values.put(k, String.join("\n", v))); //$NON-NLS-1$
        return values;
    }

    /** The maximum latency and the trace read together. */
    public record Snapshot(long maxLatencyUs, byte[] trace) {
    }

    /** @return the mount point found by {@link #probe()} */
    public String root() {
        if (root == null) {
            throw new IllegalStateException("probe() first"); //$NON-NLS-1$
        }
        return root;
    }

    private StringBuilder writer() {
        // w FILE VALUE: writes, or says which file refused and stops
        return new StringBuilder("cd ").append(Shell.quote(root())).append(" || exit 1\n") //$NON-NLS-1$ //$NON-NLS-2$
                .append("w() { if ! echo \"$2\" > \"$1\"; then echo \"@@failed $1\" >&2; exit 1; fi; }\n"); //$NON-NLS-1$
    }

    private static void write(StringBuilder s, String file, String value) {
        s.append("w ").append(file).append(' ').append(Shell.quote(value)).append('\n'); //$NON-NLS-1$
    }

    /** An empty write clears the list; the names then go in one write. */
    private static void writeList(StringBuilder s, String file, List<String> names) {
        s.append("if ! echo > ").append(file).append("; then echo \"@@failed ").append(file).append("\" >&2; exit 1; fi\n"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        if (!names.isEmpty()) {
            s.append("if ! printf '%s\\n'"); //$NON-NLS-1$
            for (String e : names) {
                s.append(' ').append(Shell.quote(e));
            }
            s.append(" > ").append(file).append("; then echo \"@@failed ").append(file).append("\" >&2; exit 1; fi\n"); //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
        }
    }

    private static void writeEvents(StringBuilder s, List<String> events) {
        // an empty write to set_event disables every event; the names then go in one write
        s.append("if ! echo > set_event; then echo \"@@failed set_event\" >&2; exit 1; fi\n"); //$NON-NLS-1$
        if (!events.isEmpty()) {
            s.append("if ! printf '%s\\n'"); //$NON-NLS-1$
            for (String e : events) {
                s.append(' ').append(Shell.quote(e));
            }
            s.append(" > set_event; then echo \"@@failed set_event\" >&2; exit 1; fi\n"); //$NON-NLS-1$
        }
    }

    private void runWriter(StringBuilder s) throws CaptureException {
        CommandResult result = target.run(s.toString());
        if (!result.ok()) {
            String err = result.err().strip();
            int at = err.indexOf("@@failed "); //$NON-NLS-1$
            String file = at >= 0 ? err.substring(at + 9).lines().findFirst().orElse("") : ""; //$NON-NLS-1$ //$NON-NLS-2$
            String why = at >= 0 ? err.substring(0, at).strip() : err;
            throw new CaptureException(Messages.format("tracefs.writeFailed", target.name(), root() + "/" + file, why)); //$NON-NLS-1$ //$NON-NLS-2$
        }
    }

    private long parseLatency(CommandResult result, String file) throws CaptureException {
        if (!result.ok()) {
            throw new CaptureException(Messages.format("tracefs.readFailed", target.name(), root() + "/" + file, result.err().strip())); //$NON-NLS-1$ //$NON-NLS-2$
        }
        try {
            return Long.parseLong(result.text().strip());
        } catch (NumberFormatException e) {
            throw new CaptureException(Messages.format("tracefs.notANumber", target.name(), file, result.text().strip())); //$NON-NLS-1$
        }
    }

    private static Map<String, List<String>> sections(String text) {
        Map<String, List<String>> sections = new LinkedHashMap<>();
        List<String> current = null;
        for (String line : text.split("\n", -1)) { //$NON-NLS-1$
            if (line.startsWith(MARK)) {
                current = new ArrayList<>();
                sections.put(line.substring(MARK.length()), current);
            } else if (current != null && !line.isEmpty()) {
                current.add(line);
            }
        }
        return sections;
    }

    private static String first(Map<String, List<String>> sections, String name) {
        List<String> lines = sections.get(name);
        return lines == null || lines.isEmpty() ? "" : lines.get(0).strip(); //$NON-NLS-1$
    }
}
