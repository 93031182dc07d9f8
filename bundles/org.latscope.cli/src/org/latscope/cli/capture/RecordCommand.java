// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.capture;

import java.io.Console;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.latscope.capture.CaptureException;
import org.latscope.capture.CaptureListener;
import org.latscope.capture.CaptureResult;
import org.latscope.capture.CaptureRun;
import org.latscope.capture.CaptureSettings;
import org.latscope.capture.CaptureTarget;
import org.latscope.capture.CaptureTargets;
import org.latscope.capture.TargetInfo;
import org.latscope.capture.Tracefs;
import org.latscope.capture.ssh.SshOptions;
import org.latscope.cli.CommandLineRunner;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code latscope record TARGET --tracer T ... -o DIR}: captures from a live kernel, locally
 * or over SSH, keeping each new maximum latency as the next file of a new run folder, and leaves
 * the target's tracefs as it was found. Progress goes to stderr; Ctrl-C stops the run and still
 * restores the target.
 */
@Command(name = "record", mixinStandardHelpOptions = true, description = "Capture latency traces from a live kernel "
        + "(local, or ssh://user@host[:port]) into a new run folder: with a latency tracer (wakeup, wakeup_rt, "
        + "wakeup_dl, irqsoff, preemptoff, preemptirqsoff, hwlat, osnoise, timerlat) each new maximum is saved as "
        + "the next file (lt.01, lt.02, ...); other tracers' trace is saved at the end. The target's tracer, "
        + "tracing_on, thresholds, events and buffer size are restored however the run ends. Nothing is installed "
        + "on the target: shell commands over tracefs only.", footer = { "",
                "SSH uses ~/.ssh/config, ~/.ssh/known_hosts (a new host is added and said, a changed key refused), "
                        + "key files and the agent; never a password on the command line.",
                "Exit codes: 0 captured and restored, 1 refused before anything changed, usage or I/O error, "
                        + "2 the run failed or the target could not be restored (said on stderr)." })
public final class RecordCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TARGET", description = "local, or ssh://user@host[:port]")
    private String target;

    @Option(names = "--tracer", required = true, paramLabel = "T", description = "wakeup, wakeup_rt, wakeup_dl, irqsoff, preemptoff, "
            + "preemptirqsoff, function_graph, timerlat, osnoise, hwlat (as the kernel has them)")
    private String tracer;

    @Option(names = "--events", split = ",", paramLabel = "E", description = "events to enable: system:event, event or system")
    private List<String> events = List.of();

    @Option(names = "--duration", paramLabel = "D", description = "stop after D (30s, 5m, 1h, 500ms; a number is seconds)")
    private String duration;

    @Option(names = "--until-latency", paramLabel = "L", description = "stop once the maximum latency reaches L (500us, 2ms; a number is us)")
    private String untilLatency;

    @Option(names = "--snapshots", paramLabel = "N", description = "stop after N snapshots")
    private int snapshots;

    @Option(names = "--threshold", paramLabel = "L", description = "tracing_thresh (function_graph: only functions longer than L)")
    private String threshold;

    @Option(names = "--buffer-kb", paramLabel = "KB", description = "buffer_size_kb per CPU")
    private int bufferKb;

    @Option(names = "--pattern", paramLabel = "P", description = "snapshot names, with the number as %%d (default lt.%%02d)")
    private String pattern = CaptureSettings.DEFAULT_PATTERN;

    @Option(names = "--option", split = ",", paramLabel = "O", description = "trace_options to set for the run (nofunction-trace, "
            + "display-graph ...), written back as found")
    private List<String> traceOptions = List.of();

    @Option(names = "--functions", split = ",", paramLabel = "F", description = "set_ftrace_filter: the functions function_graph "
            + "traces (all when not given), written back as found")
    private List<String> functions = List.of();

    @Option(names = "--reset-max", description = "set tracing_max_latency to 0 after each snapshot (default: keep it, so each snapshot is a new maximum)")
    private boolean resetMax;

    @Option(names = "--identity", paramLabel = "FILE", description = "private key file to offer first (as ssh -i)")
    private Path identity;

    @Option(names = "--known-hosts", paramLabel = "FILE", description = "known_hosts file (default ~/.ssh/known_hosts)")
    private Path knownHosts;

    @Option(names = "--strict-host-key-checking", description = "refuse a host not in known_hosts rather than adding it")
    private boolean strict;

    @Option(names = { "-o", "--output" }, required = true, paramLabel = "DIR", description = "the run folder: new, or empty")
    private Path output;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        CaptureSettings settings;
        try {
            settings = settings();
        } catch (IllegalArgumentException e) {
            err.println("latscope record: " + e.getMessage()); //$NON-NLS-1$
            return Integer.valueOf(CommandLineRunner.USAGE_OR_IO_ERROR);
        }
        // refused before connecting: a later refusal would cost a connection and say the same
        if (!emptyOrAbsent(output)) {
            err.println(Messages.format("record.folderNotEmpty", output)); //$NON-NLS-1$
            return Integer.valueOf(CommandLineRunner.USAGE_OR_IO_ERROR);
        }
        SshOptions ssh = SshOptions.defaults().withStrictHostKeys(strict).withPassphrases(RecordCommand::askPassphrase);
        if (identity != null) {
            ssh = ssh.withIdentity(identity);
        }
        if (knownHosts != null) {
            ssh = ssh.withKnownHosts(knownHosts);
        }
        CaptureListener listener = new Progress(err);
        try (CaptureTarget t = CaptureTargets.open(target, ssh, listener::notice)) {
            return Integer.valueOf(record(t, settings, listener, err));
        } catch (IllegalArgumentException e) {
            err.println("latscope record: " + e.getMessage()); //$NON-NLS-1$
            return Integer.valueOf(CommandLineRunner.USAGE_OR_IO_ERROR);
        } catch (CaptureException e) {
            err.println("latscope record: " + e.getMessage()); //$NON-NLS-1$
            return Integer.valueOf(CommandLineRunner.USAGE_OR_IO_ERROR);
        }
    }

    private int record(CaptureTarget t, CaptureSettings settings, CaptureListener listener, PrintWriter err) throws CaptureException {
        NullProgressMonitor monitor = new NullProgressMonitor();
        CountDownLatch finished = new CountDownLatch(1);
        // Ctrl-C cancels; the hook waits for the target to be restored before the JVM ends
        Thread hook = new Thread(() -> {
            monitor.setCanceled(true);
            try {
                finished.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "latscope-record-stop"); //$NON-NLS-1$
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            CaptureResult result = new CaptureRun(new Tracefs(t), settings, output, listener).run(monitor);
            err.println(Messages.format("record.done", output, Integer.valueOf(result.files().size()), //$NON-NLS-1$
                    result.end().name().toLowerCase().replace('_', ' ')));
            if (result.failure() != null) {
                err.println("latscope record: " + result.failure()); //$NON-NLS-1$
            }
            err.flush();
            return result.failure() == null && result.restored() ? CommandLineRunner.OK : CommandLineRunner.PARTIAL;
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down: the hook is running
            }
        }
    }

    private CaptureSettings settings() {
        if (duration != null && untilLatency != null) {
            throw new IllegalArgumentException(Messages.format("record.durationOrLatency")); //$NON-NLS-1$
        }
        CaptureSettings s = CaptureSettings.of(tracer).withEvents(events).withNamePattern(pattern).withResetMax(resetMax)
                .withMaxSnapshots(snapshots).withBufferSizeKb(bufferKb).withTraceOptions(traceOptions).withFunctions(functions);
        if (duration != null) {
            s = s.withDuration(Durations.parse(duration));
        }
        if (untilLatency != null) {
            s = s.withUntilLatency(Durations.microseconds(untilLatency));
        }
        if (threshold != null) {
            s = s.withThreshold(Durations.microseconds(threshold));
        }
        return s;
    }

    private static boolean emptyOrAbsent(Path dir) {
        if (!Files.exists(dir)) {
            return true;
        }
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    private static String askPassphrase(String keyFile) {
        Console console = System.console();
        if (console == null) {
            return null;
        }
        char[] p = console.readPassword(Messages.format("record.passphrase", keyFile)); //$NON-NLS-1$
        return p == null ? null : new String(p);
    }

    /** Progress on stderr: what the target is, each snapshot, and the notices. */
    private static final class Progress implements CaptureListener {
        private final PrintWriter err;

        Progress(PrintWriter err) {
            this.err = err;
        }

        @Override
        public void started(TargetInfo info) {
            err.println(Messages.format("record.started", info.target(), info.kernelRelease(), info.root())); //$NON-NLS-1$
            err.flush();
        }

        @Override
        public void snapshot(Path file, int number, long latencyUs) {
            err.println(latencyUs >= 0 ? Messages.format("record.snapshot", file.getFileName(), Long.toString(latencyUs)) //$NON-NLS-1$
                    : Messages.format("record.saved", file.getFileName())); //$NON-NLS-1$
            err.flush();
        }

        @Override
        public void notice(String message) {
            err.println("latscope record: " + message); //$NON-NLS-1$
            err.flush();
        }
    }

    /** Durations and latencies as users write them. */
    static final class Durations {
        private Durations() {
        }

        static Duration parse(String text) {
            return Duration.ofNanos(nanos(text, 1_000_000_000L, "record.badDuration")); //$NON-NLS-1$
        }

        static long microseconds(String text) {
            return nanos(text, 1_000L, "record.badLatency") / 1_000L; //$NON-NLS-1$
        }

        private static long nanos(String text, long unitless, String error) {
            String t = text.strip().toLowerCase();
            String[][] units = { { "ns", "1" }, { "us", "1000" }, { "ms", "1000000" }, { "s", "1000000000" }, //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$ //$NON-NLS-5$ //$NON-NLS-6$ //$NON-NLS-7$ //$NON-NLS-8$
                    { "m", "60000000000" }, { "h", "3600000000000" } }; //$NON-NLS-1$ //$NON-NLS-2$ //$NON-NLS-3$ //$NON-NLS-4$
            long factor = unitless;
            String number = t;
            for (String[] u : units) {
                if (t.endsWith(u[0]) && (u[0].length() > 1 || !Character.isLetter(t.charAt(Math.max(0, t.length() - 2))))) {
                    factor = Long.parseLong(u[1]);
                    number = t.substring(0, t.length() - u[0].length()).strip();
                    break;
                }
            }
            try {
                double value = Double.parseDouble(number);
                if (value < 0 || Double.isNaN(value)) {
                    throw new NumberFormatException();
                }
                return Math.round(value * factor);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(Messages.format(error, text));
            }
        }
    }
}
