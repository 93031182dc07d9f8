// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.capture.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.capture.CaptureListener;
import org.latscope.capture.CaptureResult;
import org.latscope.capture.CaptureRun;
import org.latscope.capture.CaptureSettings;
import org.latscope.capture.Tracefs;
import org.latscope.capture.ssh.SshTarget;

/** function_graph and events streamed from trace_pipe_raw over SSH into a trace.dat that trace-cmd reads. */
class StreamCaptureTest {

    @TempDir
    Path temp;

    @Test
    void aFunctionGraphStreamIsATraceDatThatTraceCmdReportsWithAsManyEventsAsLatscopeCounts() throws Exception {
        TestTarget target = TestTarget.get();
        Path run = temp.resolve("run");
        List<String> notices = new ArrayList<>();
        CaptureListener listener = new CaptureListener() {
            @Override
            public void notice(String message) {
                notices.add(message);
            }
        };
        try (SshTarget t = target.connect(temp.resolve("known_hosts"))) {
            TestTarget.prepare(t);
            // a few functions only: patching every function in made the TCG guest stop answering
            CaptureSettings settings = CaptureSettings.of("function_graph").withFunctions(List.of("schedule", "do_nanosleep"))
                    .withThreshold(10).withEvents(List.of("sched_switch"))
                    .withDuration(Duration.ofSeconds(4));
            CaptureResult result = new CaptureRun(new Tracefs(t), settings, run, listener).run(new NullProgressMonitor());
            assertEquals(CaptureResult.End.DURATION, result.end(), result.toString());
            assertTrue(result.restored(), result.restoreNote());
            assertEquals(List.of(run.resolve("trace.dat")), result.files());
            assertEquals("nop", TestTarget.read(t, "current_tracer").get("current_tracer"));
            assertEquals("0", TestTarget.read(t, "tracing_thresh").get("tracing_thresh"));
            assertEquals("#### all functions enabled ####", TestTarget.read(t, "set_ftrace_filter").get("set_ftrace_filter"));
            assertTrue(result.events() > 10, "events: " + result.events() + " " + notices);
            assertTrue(result.lostEvents() >= 0, notices.toString());
            assertTrue(notices.stream().anyMatch(n -> n.contains(result.events() + " events; " + result.lostEvents() + " lost")), notices.toString());

            Process report = new ProcessBuilder("trace-cmd", "report", "-R", "-i", run.resolve("trace.dat").toString()).redirectErrorStream(false)
                    .start();
            String text = new String(report.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(report.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, report.waitFor(), err);
            List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
            assertEquals("cpus=2", lines.get(0));
            long eventLines = lines.stream().skip(1).filter(l -> !l.contains("[LOST") && !l.contains("EVENTS DROPPED]")).count();
            assertEquals(result.events(), eventLines, "trace-cmd report's events against Latscope's count\n" + err);
            assertTrue(text.contains("funcgraph_exit:"), text.substring(0, Math.min(2000, text.length())));
            assertTrue(text.contains("sched_switch:"), text.substring(0, Math.min(2000, text.length())));
            assertTrue(Files.readString(run.resolve("capture.properties")).contains("\nevents.streamed=" + result.events() + "\n"));
        }
    }
}
