// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.capture.CaptureException;
import org.latscope.capture.CaptureListener;
import org.latscope.capture.CaptureResult;
import org.latscope.capture.CaptureRun;
import org.latscope.capture.CaptureSettings;
import org.latscope.capture.LocalTarget;
import org.latscope.capture.RunMetadata;
import org.latscope.capture.TargetInfo;
import org.latscope.capture.Tracefs;

/** The capture's logic over the local shell and a folder laid out as tracefs (no kernel needed). */
class FakeTracefsCaptureTest {

    @TempDir
    Path temp;

    private FakeTracefs fake;
    private Tracefs tracefs;
    private Path run;

    @BeforeEach
    void setUp() throws IOException {
        fake = new FakeTracefs(Files.createDirectory(temp.resolve("tracing")));
        tracefs = new Tracefs(new LocalTarget(), List.of(temp.resolve("absent").toString(), fake.root.toString()));
        run = temp.resolve("run");
    }

    @Test
    void noTracefsIsOneMessageNamingTheTargetAndThePlacesLooked() {
        Tracefs none = new Tracefs(new LocalTarget(), List.of(temp.resolve("nowhere").toString()));
        CaptureException e = assertThrows(CaptureException.class, none::probe);
        assertEquals("local: no tracefs at " + temp.resolve("nowhere") + "; mount it (mount -t tracefs nodev " + temp.resolve("nowhere")
                + ") on a kernel with CONFIG_FTRACE", e.getMessage());
    }

    @Test
    void probeReadsTracersKernelReleaseAndTheStateFound() throws CaptureException {
        TargetInfo info = tracefs.probe();
        assertEquals(fake.root.toString(), info.root());
        assertTrue(info.tracers().contains("wakeup_rt"), info.tracers().toString());
        assertFalse(info.kernelRelease().isEmpty());
        assertEquals("function", info.state().currentTracer());
        assertEquals("1", info.state().tracingOn());
        assertEquals(List.of("sched:sched_switch"), info.state().enabledEvents());
    }

    @Test
    void aTracerTheKernelLacksChangesNothing() throws IOException {
        fake.put("available_tracers", "function_graph function nop\n");
        Map<String, String> before = fake.all();
        CaptureException e = assertThrows(CaptureException.class,
                () -> new CaptureRun(tracefs, CaptureSettings.of("wakeup_rt"), run, CaptureListener.NONE).run(new NullProgressMonitor()));
        assertTrue(e.getMessage().startsWith("local: kernel "), e.getMessage());
        assertTrue(e.getMessage().contains(" has no tracer wakeup_rt (available: function_graph function nop); nothing changed"), e.getMessage());
        assertEquals(before, fake.all());
        assertFalse(Files.exists(run));
    }

    @Test
    void anEventTheKernelLacksChangesNothing() throws IOException {
        Map<String, String> before = fake.all();
        CaptureException e = assertThrows(CaptureException.class, () -> new CaptureRun(tracefs,
                CaptureSettings.of("wakeup_rt").withEvents(List.of("sched_switch", "nosuch:event")), run, CaptureListener.NONE)
                .run(new NullProgressMonitor()));
        assertEquals("local: the kernel has no event nosuch:event (see available_events)", e.getMessage());
        assertEquals(before, fake.all());
    }

    @Test
    void aNonEmptyRunFolderIsRefusedAndNothingChanged() throws IOException {
        Files.createDirectories(run);
        Files.writeString(run.resolve("lt.01"), "mine");
        Map<String, String> before = fake.all();
        CaptureException e = assertThrows(CaptureException.class,
                () -> new CaptureRun(tracefs, CaptureSettings.of("wakeup_rt"), run, CaptureListener.NONE).run(new NullProgressMonitor()));
        assertEquals(run + " exists and is not empty: a run folder must be new or empty", e.getMessage());
        assertEquals(before, fake.all());
        assertEquals("mine", Files.readString(run.resolve("lt.01")));
    }

    @Test
    void eachNewMaximumIsASnapshotAndACanceledRunRestoresWhatItFound() throws Exception {
        NullProgressMonitor monitor = new NullProgressMonitor();
        CaptureListener listener = new CaptureListener() {
            @Override
            public void started(TargetInfo info) {
                // what the kernel does: the capture reset the maximum, then a wakeup took 120 us
                assertEquals("wakeup_rt", fake.get("current_tracer"));
                assertEquals("irq:irq_handler_entry", fake.get("set_event"));
                assertEquals("0", fake.get("tracing_max_latency"));
                assertEquals("nofunction-trace", fake.get("trace_options"));
                fake.put("tracing_max_latency", "120\n");
            }

            @Override
            public void snapshot(Path file, int number, long latencyUs) {
                if (number == 1) {
                    fake.put("tracing_max_latency", "340\n");
                } else {
                    monitor.setCanceled(true);
                }
            }
        };
        CaptureSettings settings = CaptureSettings.of("wakeup_rt").withEvents(List.of("irq_handler_entry")).withDuration(Duration.ofSeconds(30))
                .withTraceOptions(List.of("nofunction-trace"));
        CaptureResult result = new CaptureRun(tracefs, settings, run, listener).run(monitor);
        assertEquals(CaptureResult.End.CANCELED, result.end());
        assertEquals(List.of(run.resolve("lt.01"), run.resolve("lt.02")), result.files());
        assertEquals(List.of(120L, 340L), result.latenciesUs());
        assertTrue(Files.readString(run.resolve("lt.01")).startsWith("# tracer: wakeup_rt\n"));
        assertTrue(result.restored(), result.restoreNote());
        assertEquals("local: restored as found (current_tracer function, tracing_on 1, events, thresholds)", result.restoreNote());
        assertEquals("function", fake.get("current_tracer"));
        assertEquals("1", fake.get("tracing_on"));
        assertEquals("sched:sched_switch", fake.get("set_event"));
        assertEquals("7", fake.get("tracing_max_latency"));
        assertEquals("1408", fake.get("buffer_size_kb"));
        assertEquals("function-trace", fake.get("trace_options"), "the option set, written back as found");
        String metadata = Files.readString(run.resolve(RunMetadata.FILE_NAME));
        for (String line : new String[] { "target=local", "tracer=wakeup_rt", "events=irq:irq_handler_entry", "end.reason=canceled",
                "snapshots=2", "max.latency.us=340", "restored=true", "found.current_tracer=function" }) {
            assertTrue(metadata.contains("\n" + line + "\n"), metadata);
        }
        assertTrue(metadata.contains("\nstart=") && metadata.contains("\nend="), metadata);
    }

    @Test
    void theSnapshotNamesFollowTheUsersPattern() {
        assertEquals("wakeup-003.txt", CaptureSettings.of("wakeup").withNamePattern("wakeup-%03d.txt").snapshotName(3));
        assertThrows(IllegalArgumentException.class, () -> CaptureSettings.of("wakeup").withNamePattern("same"));
    }
}
