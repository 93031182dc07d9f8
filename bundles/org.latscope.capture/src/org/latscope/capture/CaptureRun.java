// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.latscope.capture.CaptureResult.End;

/**
 * One capture into a run folder: the target probed and checked (a bad target changes
 * nothing), its tracefs state saved, the tracer set, each new maximum latency kept as the next
 * snapshot file (or, with another tracer, every CPU's pages streamed into trace.dat), and the
 * state written back however the run ends: done, canceled, failed, or
 * after the connection dropped (on reconnect, said either way).
 */
public final class CaptureRun {

    private final Tracefs tracefs;
    private final CaptureSettings settings;
    private final Path dir;
    private final CaptureListener listener;
    private Duration reconnectFor = Duration.ofSeconds(60);
    private Duration reconnectDelay = Duration.ofSeconds(2);

    private final List<Path> files = new ArrayList<>();
    private final List<Long> latencies = new ArrayList<>();
    private long lastMax = -1;
    private TraceStream stream;
    private long streamedEvents = -1;
    private long lostEvents = -1;

    /**
     * @param tracefs the target's tracefs
     * @param settings what to capture
     * @param dir the run folder: created, or an existing empty folder
     * @param listener told of snapshots and notices
     */
    public CaptureRun(Tracefs tracefs, CaptureSettings settings, Path dir, CaptureListener listener) {
        this.tracefs = tracefs;
        this.settings = settings;
        this.dir = dir;
        this.listener = listener;
    }

    /** Sets how long, and how often, a dropped connection is retried to restore the target. */
    public CaptureRun reconnecting(Duration during, Duration delay) {
        this.reconnectFor = during;
        this.reconnectDelay = delay;
        return this;
    }

    /**
     * Runs the capture until its stop condition or until {@code monitor} is canceled.
     *
     * @return how it ended, and whether the target was restored
     * @throws CaptureException before anything was changed: the target or run folder is
     *             unfit (the message names the target and what is missing)
     */
    public CaptureResult run(IProgressMonitor monitor) throws CaptureException {
        String target = tracefs.target().name();
        monitor.beginTask(Messages.format("run.probing", target), settings.duration() == null ? IProgressMonitor.UNKNOWN //$NON-NLS-1$
                : (int) Math.max(1, settings.duration().toSeconds()));
        TargetInfo info = tracefs.probe();
        check(info);
        List<String> events = settings.events().isEmpty() ? List.of() : EventNames.resolve(target, settings.events(), tracefs.availableEvents());
        prepareFolder(target);
        RunMetadata metadata = metadata(info, events);
        try {
            metadata.write();
        } catch (IOException e) {
            throw new CaptureException(Messages.format("run.folderUnwritable", dir, e.getMessage()), e); //$NON-NLS-1$
        }
        End end;
        String failure = null;
        try {
            tracefs.apply(settings, events);
            listener.started(info);
            monitor.subTask(Messages.format("run.tracing", settings.tracer(), target)); //$NON-NLS-1$
            if (settings.keepsMaxima()) {
                end = loop(monitor);
            } else {
                end = stream(monitor);
            }
        } catch (TargetLostException e) {
            end = End.CONNECTION_LOST;
            failure = e.getMessage();
        } catch (CaptureException e) {
            end = End.ERROR;
            failure = e.getMessage();
        } catch (IOException e) {
            end = End.ERROR;
            failure = Messages.format("run.folderUnwritable", dir, e.getMessage()); //$NON-NLS-1$
        }
        if (stream != null) {
            finishStream(end != End.CONNECTION_LOST);
        }
        monitor.subTask(Messages.format("run.restoring", target)); //$NON-NLS-1$
        Restore restore = restore(info, end == End.CONNECTION_LOST);
        listener.notice(restore.note);
        metadata.put("end", RunMetadata.now()).put("end.reason", end.name().toLowerCase()).put("snapshots", Integer.valueOf(files.size())) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .put("max.latency.us", latencies.isEmpty() ? null : latencies.get(latencies.size() - 1)) //$NON-NLS-1$
                .put("restored", Boolean.valueOf(restore.done)).put("restore.note", restore.note).put("failure", failure) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .put("events.streamed", streamedEvents >= 0 ? Long.valueOf(streamedEvents) : null).put("events.lost", lostEvents >= 0 ? Long.valueOf(lostEvents) : null); //$NON-NLS-1$ //$NON-NLS-2$
        try {
            metadata.write();
        } catch (IOException e) {
            listener.notice(Messages.format("run.folderUnwritable", dir, e.getMessage())); //$NON-NLS-1$
        }
        monitor.done();
        return new CaptureResult(List.copyOf(files), List.copyOf(latencies), end, restore.done, restore.note, failure, streamedEvents, lostEvents);
    }

    private void check(TargetInfo info) throws CaptureException {
        if (!info.writable()) {
            throw new CaptureException(Messages.format("run.notWritable", info.target(), info.root(), info.user())); //$NON-NLS-1$
        }
        if (!info.tracers().contains(settings.tracer())) {
            throw new CaptureException(Messages.format("run.noTracer", info.target(), settings.tracer(), info.kernelRelease(), //$NON-NLS-1$
                    String.join(" ", info.tracers()))); //$NON-NLS-1$
        }
        if (settings.keepsMaxima() && info.state().maxLatency() == null) {
            throw new CaptureException(Messages.format("run.noMaxLatency", info.target(), info.root())); //$NON-NLS-1$
        }
        for (String option : settings.traceOptions()) {
            if (info.state().optionFound(option) == null) {
                throw new CaptureException(Messages.format("run.noOption", info.target(), option, info.kernelRelease())); //$NON-NLS-1$
            }
        }
        if (settings.thresholdUs() >= 0 && info.state().tracingThresh() == null) {
            throw new CaptureException(Messages.format("run.noThresh", info.target(), info.root())); //$NON-NLS-1$
        }
    }

    private void prepareFolder(String target) throws CaptureException {
        try {
            if (Files.isDirectory(dir)) {
                try (Stream<Path> entries = Files.list(dir)) {
                    if (entries.findAny().isPresent()) {
                        throw new CaptureException(Messages.format("run.folderNotEmpty", dir)); //$NON-NLS-1$
                    }
                }
            } else {
                Files.createDirectories(dir);
            }
        } catch (IOException e) {
            throw new CaptureException(Messages.format("run.folderUnwritable", dir, e.getMessage()), e); //$NON-NLS-1$
        }
    }

    private RunMetadata metadata(TargetInfo info, List<String> events) {
        TracefsState s = info.state();
        return new RunMetadata(dir).put("target", info.target()).put("kernel.release", info.kernelRelease()) //$NON-NLS-1$ //$NON-NLS-2$
                .put("tracefs", info.root()).put("tracer", settings.tracer()).put("events", String.join(",", events)) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                .put("threshold.us", settings.thresholdUs() >= 0 ? Long.valueOf(settings.thresholdUs()) : null) //$NON-NLS-1$
                .put("buffer.kb", settings.bufferSizeKb() > 0 ? Integer.valueOf(settings.bufferSizeKb()) : null) //$NON-NLS-1$
                .put("duration", settings.duration()) //$NON-NLS-1$
                .put("until.latency.us", settings.untilLatencyUs() >= 0 ? Long.valueOf(settings.untilLatencyUs()) : null) //$NON-NLS-1$
                .put("snapshots.max", settings.maxSnapshots() > 0 ? Integer.valueOf(settings.maxSnapshots()) : null) //$NON-NLS-1$
                .put("trace_options", settings.traceOptions().isEmpty() ? null : String.join(",", settings.traceOptions())) //$NON-NLS-1$ //$NON-NLS-2$
                .put("functions", settings.functions().isEmpty() ? null : String.join(",", settings.functions())) //$NON-NLS-1$ //$NON-NLS-2$
                .put("pattern", settings.namePattern()).put("max.latency.reset", Boolean.valueOf(settings.resetMax())) //$NON-NLS-1$ //$NON-NLS-2$
                .put("found.current_tracer", s.currentTracer()).put("found.tracing_on", s.tracingOn()) //$NON-NLS-1$ //$NON-NLS-2$
                .put("found.tracing_thresh", s.tracingThresh()).put("found.tracing_max_latency", s.maxLatency()) //$NON-NLS-1$ //$NON-NLS-2$
                .put("found.buffer_size_kb", s.bufferSizeKb()).put("found.set_event", String.join(",", s.enabledEvents())) //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                .put("start", RunMetadata.now()); //$NON-NLS-1$
    }

    private End loop(IProgressMonitor monitor) throws CaptureException, IOException {
        RunClock clock = new RunClock();
        while (true) {
            if (monitor.isCanceled()) {
                return End.CANCELED;
            }
            if (settings.keepsMaxima()) {
                long max = tracefs.maxLatency();
                listener.maxLatency(max);
                if (max > 0 && (settings.resetMax() ? max != 0 : max > lastMax)) {
                    Tracefs.Snapshot snapshot = tracefs.snapshot(settings.resetMax());
                    if (snapshot.maxLatencyUs() > 0 && (settings.resetMax() || snapshot.maxLatencyUs() > lastMax)) {
                        save(snapshot.trace(), snapshot.maxLatencyUs());
                        monitor.subTask(Messages.format("run.snapshot", settings.tracer(), Integer.valueOf(files.size()), //$NON-NLS-1$
                                Long.toString(snapshot.maxLatencyUs())));
                        if (settings.untilLatencyUs() >= 0 && snapshot.maxLatencyUs() >= settings.untilLatencyUs()) {
                            return End.LATENCY;
                        }
                        if (settings.maxSnapshots() > 0 && files.size() >= settings.maxSnapshots()) {
                            return End.SNAPSHOTS;
                        }
                    }
                }
            }
            if (clock.over()) {
                return End.DURATION;
            }
            clock.tick(monitor);
            sleep(clock.sleepMillis(settings.pollInterval().toMillis()));
        }
    }

    /** Streams every CPU's pages into trace.dat until the duration passes or the run is canceled. */
    private End stream(IProgressMonitor monitor) throws CaptureException, IOException {
        stream = new TraceStream(tracefs, dir.resolve(TraceStream.FILE_NAME));
        stream.start();
        RunClock clock = new RunClock();
        while (true) {
            if (monitor.isCanceled()) {
                return End.CANCELED;
            }
            if (clock.over()) {
                return End.DURATION;
            }
            if (!stream.alive()) {
                // a reader ended on its own: the connection dropped, or its cat was killed
                throw new TargetLostException(Messages.format("stream.readerEnded", tracefs.target().name())); //$NON-NLS-1$
            }
            if (clock.tick(monitor)) {
                monitor.subTask(Messages.format("stream.progress", settings.tracer(), Long.toString(stream.bytes() >> 10))); //$NON-NLS-1$
            }
            sleep(clock.sleepMillis(250));
        }
    }

    /** Completes trace.dat with what arrived, counts its events and says what the kernel lost. */
    private void finishStream(boolean targetReachable) {
        Path file = dir.resolve(TraceStream.FILE_NAME);
        try {
            TraceStream.Lost lost = stream.stop(targetReachable);
            files.add(file);
            streamedEvents = StreamedEvents.count(file);
            lostEvents = lost.events();
            listener.snapshot(file, files.size(), -1);
            listener.notice(Messages.format("stream.done", file, Long.toString(streamedEvents), Long.toString(lostEvents), //$NON-NLS-1$
                    Long.toString(lost.overrun()), Long.toString(lost.dropped()), Long.toString(lost.pagesAfterLoss())));
        } catch (IOException e) {
            listener.notice(Messages.format("run.folderUnwritable", dir, e.getMessage())); //$NON-NLS-1$
        }
    }

    private void save(byte[] trace, long latencyUs) throws IOException {
        Path file = dir.resolve(settings.snapshotName(files.size() + 1));
        // never over an existing file: the folder was empty, so one there is someone else's
        Files.write(file, trace, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        files.add(file);
        if (latencyUs >= 0) {
            latencies.add(Long.valueOf(latencyUs));
            lastMax = latencyUs;
        }
        listener.snapshot(file, files.size(), latencyUs);
    }

    private record Restore(boolean done, String note) {
    }

    private List<Long> readers() {
        return stream == null ? List.of() : stream.pids();
    }

    private Restore restore(TargetInfo info, boolean lost) {
        TracefsState state = info.state();
        boolean bufferChanged = settings.bufferSizeKb() > 0;
        String target = info.target();
        if (!lost) {
            try {
                tracefs.restore(state, bufferChanged, settings.traceOptions(), !settings.functions().isEmpty(), readers());
                return verified(state, Messages.format("restore.done", target, state.currentTracer(), state.tracingOn())); //$NON-NLS-1$
            } catch (TargetLostException e) {
                // dropped while restoring: reconnect below
            } catch (CaptureException e) {
                return new Restore(false, Messages.format("restore.failed", target, e.getMessage(), manual(info))); //$NON-NLS-1$
            }
        }
        long lostAt = System.nanoTime();
        int attempts = 0;
        String why = ""; //$NON-NLS-1$
        while (System.nanoTime() - lostAt < reconnectFor.toNanos()) {
            attempts++;
            if (tracefs.target().reconnect()) {
                try {
                    tracefs.restore(state, bufferChanged, settings.traceOptions(), !settings.functions().isEmpty(), readers());
                    long seconds = (System.nanoTime() - lostAt) / 1_000_000_000L;
                    return verified(state, Messages.format("restore.reconnected", target, Long.valueOf(seconds), //$NON-NLS-1$
                            state.currentTracer(), state.tracingOn()));
                } catch (CaptureException e) {
                    why = e.getMessage(); // try again
                }
            }
            sleep(reconnectDelay.toMillis());
        }
        return new Restore(false, Messages.format("restore.unreachable", target, Integer.valueOf(attempts), //$NON-NLS-1$
                Long.toString(reconnectFor.toSeconds()), manual(info)) + (why.isEmpty() ? "" : " (" + why + ")")); //$NON-NLS-1$ //$NON-NLS-2$
    }

    /** Reads back what was restored, so that the note says what the target holds, not what was meant. */
    private Restore verified(TracefsState state, String note) {
        try {
            Map<String, String> now = tracefs.read("current_tracer", "tracing_on"); //$NON-NLS-1$ //$NON-NLS-2$
            if (state.currentTracer().equals(now.get("current_tracer")) && state.tracingOn().equals(now.get("tracing_on"))) { //$NON-NLS-1$ //$NON-NLS-2$
                return new Restore(true, note);
            }
            return new Restore(false, Messages.format("restore.differs", tracefs.target().name(), now.get("current_tracer"), //$NON-NLS-1$ //$NON-NLS-2$
                    now.get("tracing_on"), state.currentTracer(), state.tracingOn())); //$NON-NLS-1$
        } catch (CaptureException e) {
            return new Restore(false, e.getMessage());
        }
    }

    private static String manual(TargetInfo info) {
        TracefsState s = info.state();
        String r = info.root();
        return "echo 0 > " + r + "/tracing_on; echo nop > " + r + "/current_tracer; echo > " + r + "/set_event" //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$
                + (s.tracingThresh() == null ? "" : "; echo " + s.tracingThresh() + " > " + r + "/tracing_thresh") //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
                + "; echo " + s.currentTracer() + " > " + r + "/current_tracer; echo " + s.tracingOn() + " > " + r + "/tracing_on"; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The run's time as both loops count it: the deadline of its duration, and each whole second as work. */
    private final class RunClock {
        private final long start = System.nanoTime();
        private final long deadline = settings.duration() == null ? Long.MAX_VALUE : start + settings.duration().toNanos();
        private long now = start;
        private int secondsDone;

        /** @return whether the duration has passed, as of now */
        boolean over() {
            now = System.nanoTime();
            return now >= deadline;
        }

        /** @return whether a whole second began since the last tick, worked on the monitor when the run has a duration */
        boolean tick(IProgressMonitor monitor) {
            int seconds = (int) ((now - start) / 1_000_000_000L);
            if (seconds <= secondsDone) {
                return false;
            }
            if (settings.duration() != null) {
                monitor.worked(seconds - secondsDone);
            }
            secondsDone = seconds;
            return true;
        }

        /** @return how long to wait: at most {@code most} ms, and not past the deadline */
        long sleepMillis(long most) {
            return Math.min(most, Math.max(1, (deadline - now) / 1_000_000L));
        }
    }
}
