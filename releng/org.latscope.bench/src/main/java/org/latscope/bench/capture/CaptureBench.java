// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.bench.capture;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.latscope.capture.CaptureListener;
import org.latscope.capture.CaptureResult;
import org.latscope.capture.CaptureRun;
import org.latscope.capture.CaptureSettings;
import org.latscope.capture.CommandResult;
import org.latscope.capture.Tracefs;
import org.latscope.capture.ssh.SshAddress;
import org.latscope.capture.ssh.SshOptions;
import org.latscope.capture.ssh.SshTarget;

/**
 * Events streamed from trace_pipe_raw over SSH into trace.dat, per second, and the events the
 * kernel lost, on the project's QEMU kernel (releng/scripts/test-target), next to Debian's
 * {@code trace-cmd record} of the same events over the same seconds inside the guest (its
 * initramfs carries the host's trace-cmd), and to a cat of each CPU's pages to wc -c there.
 */
public final class CaptureBench {

    private CaptureBench() {
    }

    /** @param args [SECONDS [EVENTS]] (default 10 s of sched,irq,timer) */
    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        List<String> events = List.of((args.length > 1 ? args[1] : "sched,irq,timer").split(","));
        Path root = Path.of(System.getProperty("latscope.root", "."));
        Process start = new ProcessBuilder(root.resolve("releng/scripts/test-target").toString(), "start")
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String[] lines = new String(start.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip().split("\n");
        if (start.waitFor() != 0) {
            throw new IllegalStateException("test-target start failed");
        }
        Path scratch = Files.createTempDirectory("latscope-capture-bench");
        SshOptions options = SshOptions.defaults().withIdentity(Path.of(lines[1].substring(lines[1].indexOf(':') + 1).strip()))
                .withKnownHosts(scratch.resolve("known_hosts")).isolated();
        try (SshTarget t = SshTarget.connect(SshAddress.parse(lines[0].strip()), options, m -> {
        })) {
            t.run("cd /sys/kernel/tracing && echo 0 > tracing_on && echo nop > current_tracer && echo > set_event");
            // the baseline: the same events read in the guest, no SSH, no file
            String set = String.join(" ", events.stream().map(e -> e.contains(":") ? e : e + ":*").toList());
            CommandResult inGuest = t.run("cd /sys/kernel/tracing && echo > trace && printf '%s\\n' " + set + " > set_event && echo 1 > tracing_on"
                    + " && for c in per_cpu/cpu*; do cat $c/trace_pipe_raw | wc -c > /tmp/bench.${c#per_cpu/} & done; sleep " + seconds
                    + "; echo 0 > tracing_on; sleep 1; for p in /proc/[0-9]*; do [ ${p#/proc/} != $$ ] && grep -q trace_pipe_raw $p/cmdline 2>/dev/null && kill ${p#/proc/}; done;"
                    + " sleep 1; cat /tmp/bench.cpu*; rm -f /tmp/bench.cpu*; grep -h 'overrun\\|dropped' per_cpu/cpu*/stats;"
                    + " echo > set_event; echo > trace");
            long guestBytes = 0;
            long guestLost = 0;
            for (String l : inGuest.text().split("\n")) {
                l = l.strip();
                if (l.matches("\\d+")) {
                    guestBytes += Long.parseLong(l);
                } else if (l.matches("(overrun|dropped events): \\d+")) {
                    guestLost += Long.parseLong(l.substring(l.indexOf(':') + 1).strip());
                }
            }
            // the baseline: trace-cmd record in the guest, the same events and seconds, into its tmpfs
            String recordEvents = String.join(" ", events.stream().map(e -> "-e " + e).toList());
            CommandResult traceCmd = t.run("cd /tmp && rm -f bench.dat && trace-cmd record " + recordEvents + " -o /tmp/bench.dat sleep "
                    + seconds + " 2>&1; echo size: $(wc -c < /tmp/bench.dat); echo events: $(trace-cmd report /tmp/bench.dat 2>/dev/null"
                    + " | grep -c '\\[[0-9][0-9][0-9]\\]'); rm -f /tmp/bench.dat");
            long tcSize = 0;
            long tcEvents = 0;
            long tcLost = 0;
            for (String l : traceCmd.text().split("\n")) {
                l = l.strip();
                if (l.startsWith("size: ") && l.substring(6).strip().matches("\\d+")) {
                    tcSize = Long.parseLong(l.substring(6).strip());
                } else if (l.startsWith("events: ") && l.substring(8).strip().matches("\\d+")) {
                    tcEvents = Long.parseLong(l.substring(8).strip());
                } else if (l.matches("(overrun|dropped events): \\d+")) {
                    tcLost += Long.parseLong(l.substring(l.indexOf(':') + 1).strip());
                }
            }
            if (tcEvents == 0) {
                System.out.println("trace-cmd record in the guest gave no events:\n" + traceCmd.text());
            }
            Path run = scratch.resolve("run");
            long t0 = System.nanoTime();
            CaptureResult r = new CaptureRun(new Tracefs(t), CaptureSettings.of("nop").withEvents(events).withDuration(Duration.ofSeconds(seconds)),
                    run, CaptureListener.NONE).run(new NullProgressMonitor());
            double wall = (System.nanoTime() - t0) / 1e9;
            long datBytes = Files.size(run.resolve("trace.dat"));
            double bytesPerEvent = r.events() > 0 ? datBytes / (double) r.events() : 0;
            System.out.printf("target %s, events %s, %d s each, host cores %d%n", lines[0].strip(), String.join(",", events), seconds,
                    Runtime.getRuntime().availableProcessors());
            System.out.printf("%-58s %12s %12s %10s%n", "", "events/s", "KB/s", "lost");
            System.out.printf("%-58s %12.0f %12.0f %10d%n", "latscope record: trace_pipe_raw over SSH (trace.dat KB)", r.events() / (double) seconds,
                    datBytes / 1024.0 / seconds, r.lostEvents());
            // its pages only: the trace.dat's KB/s include its headers (kallsyms: megabytes), and the SSH
            // traffic of a streamed run makes irq and sched events of its own
            System.out.printf("%-58s %12s %12.0f %10d%n", "baseline: cat trace_pipe_raw > wc -c inside the guest (pages)", "-",
                    guestBytes / 1024.0 / seconds, guestLost);
            System.out.printf("%-58s %12.0f %12.0f %10d%n", "baseline: trace-cmd record inside the guest (trace.dat KB)",
                    tcEvents / (double) seconds, tcSize / 1024.0 / seconds, tcLost);
            System.out.printf("latscope record / trace-cmd record: %.2fx the events a second%n",
                    tcEvents > 0 ? r.events() / (double) tcEvents : Double.NaN);
            System.out.printf("trace.dat %d bytes, %d events (%.0f bytes an event, headers included); run %.1f s wall; restored %s%n", datBytes,
                    r.events(), bytesPerEvent, wall, r.restored());
        } finally {
            try (Stream<Path> walk = Files.walk(scratch)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
