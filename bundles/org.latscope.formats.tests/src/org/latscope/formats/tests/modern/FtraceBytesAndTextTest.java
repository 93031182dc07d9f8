// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.modern.ModernTraces.reasons;
import static org.latscope.formats.tests.modern.ModernTraces.traces;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.internal.FileReadContext;
import org.latscope.formats.modern.FtraceLatencyReaderFactory;
import org.latscope.formats.modern.FtraceReaderFactory;
import org.latscope.formats.spi.LineSource;
import org.latscope.formats.spi.TraceReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/**
 * The ftrace readers scan plain ASCII lines from their bytes and every other line from its
 * text: both paths must yield the same steps. Each real sample is read once from the file
 * (bytes) and once from a source that only has text.
 */
class FtraceBytesAndTextTest {

    @ParameterizedTest
    @CsvSource({ "latency, ftrace/events-latency-format.txt", "default, ftrace/events-default-format.txt",
            "latency, public/ftrace_lkml2017_irqsoff_451753us_cpu159_qp_decoded.txt",
            "latency, public/ftrace_rst_wakeup_rt_6us_with_events.txt",
            "latency, public/ftrace_rst_irqsoff_71us_functrace_elided.txt",
            "latency, public/ftrace_rt_irqsoff_253us_4.4.27-rt37_lazy_migrate_columns_full.txt",
            "default, public/ftrace_rst_hwlat.txt", "default, public/ftrace_txt2628_sched_switch.txt" })
    void bytesAndTextYieldTheSameSteps(String layout, String sample) throws IOException {
        TraceReaderFactory factory = layout.equals("latency") ? new FtraceLatencyReaderFactory()
                : new FtraceReaderFactory();
        Path path = TestData.path("samples/" + sample);
        TraceFile fromBytes = TraceFiles.readWith(factory, path);
        TraceFile fromText = readAsText(factory, path);

        assertEquals(reasons(fromText), reasons(fromBytes), "diagnostics");
        assertEquals(fromText.getLinesUsed(), fromBytes.getLinesUsed(), "lines used");
        List<LatencyTrace> expected = traces(fromText);
        List<LatencyTrace> actual = traces(fromBytes);
        assertEquals(expected.size(), actual.size(), "traces");
        int steps = 0;
        for (int t = 0; t < expected.size(); t++) {
            assertEquals(describe(expected.get(t)), describe(actual.get(t)), sample + " trace " + t);
            steps += actual.get(t).getStepCount();
        }
        assertTrue(steps >= 4, "the sample has steps: " + steps);
    }

    /** trace-cmd's compact sched text, and odd forms of it the bytes must leave to the text. */
    private static final String ODD_COMPACT = String.join("\n", "cpus=2",
            "  a-1 [000] 10.000001: sched_waking:         C1 CompilerThre:9255 [120] CPU:001",
            "  a-1 [000] 10.000002: sched_switch:         a:1 [120] R ==> C1 CompilerThre:9255 [120]",
            "  a-1 [000] 10.000003: sched_waking:         kworker/3:1:170 [ -7 ] CPU:-1",
            "  a-1 [000] 10.000004: sched_switch:         a=b:1 [120] S ==> kworker/3:1:170 [98]",
            "  a-1 [000] 10.000005: sched_waking:         x:171 [] CPU:000 pid=5",
            "  a-1 [000] 10.000006: sched_switch:         x:12 [1]\t ==> y:171 [- ]",
            "  a-1 [000] 10.000007: sched_waking:         :172 [98] CPU:000",
            "  a-1 [000] 10.000008: sched_waking:         z:1234567890123456789 [98] CPU:000",
            "  a-1 [001] 10.000009: sched_switch:         y:171 [9 8] R+ ==> z:172 [98]",
            "  a-1 [001] 10.000010: sched_switch:         y:171 [98] R ==> z:17x [98]",
            "  a-1 [001] 10.000011: sched_wakeup:         q:173 [98 CPU:000",
            "  a-1 [001] 10.000012: sched_switch:         q:0 [98] R ==> q:173 [98]",
            "  a-1 [001] 10.000013: sched_wakeup:         \tr:174 [98]\tCPU: 0") + "\n";

    /** The compact sched text of trace-cmd report: the pairing's counts from the bytes are those from the text. */
    @ParameterizedTest
    @CsvSource({ "v7zstd_6.1rt_events.report.gz", "v6_sched_4cpu_kernel-monitor-framework.report.gz", "odd" })
    void compactSchedPairsAlike(String report, @TempDir Path dir) throws IOException {
        Path path = dir.resolve("report.txt");
        if (report.equals("odd")) {
            Files.writeString(path, ODD_COMPACT);
        } else {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(TestData.path("trace-dat/expected/" + report)))) {
                // cut in the middle: wakeups and entries whose partners were cut off are counted
                List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
                Files.write(path, lines.subList(0, Math.min(lines.size(), 3001)));
            }
        }
        TraceReaderFactory factory = new FtraceReaderFactory();
        TraceFile fromBytes = TraceFiles.readWith(factory, path);
        TraceFile fromText = readAsText(factory, path);
        assertEquals(reasons(fromText), reasons(fromBytes), "diagnostics");
        assertEquals(fromText.getLinesUsed(), fromBytes.getLinesUsed(), "lines used");
        if (report.equals("odd")) { // the real reports pair every event they hold
            assertTrue(reasons(fromBytes).stream().anyMatch(r -> r.contains("wakeup_latency")), () -> reasons(fromBytes).toString());
        }
    }

    private static TraceFile readAsText(TraceReaderFactory factory, Path path) throws IOException {
        TraceSet set = TraceSets.create("text");
        TraceFile file = LatscopeFactory.eINSTANCE.createTraceFile();
        file.setPath(path.getFileName().toString());
        set.getFiles().add(file);
        FileReadContext context = new FileReadContext(file, set, () -> false);
        TextLines lines = new TextLines(Files.readAllLines(path, StandardCharsets.UTF_8));
        factory.create().read(lines, context);
        context.finish(lines.count());
        return file;
    }

    private static List<String> describe(LatencyTrace trace) {
        List<String> steps = new ArrayList<>();
        StepCursor s = TraceSets.steps(trace);
        while (s.next()) {
            steps.add(s.timeNs() + " " + s.kind() + " " + s.function() + " <- " + s.parent() + " [" + s.flagsText()
                    + "] cpu " + s.cpu() + " " + s.comm() + "-" + s.pid() + " " + s.delayMark() + " '" + s.payload()
                    + "' " + s.stackFrames());
        }
        return steps;
    }

    /** A source that only has text: {@link LineSource#peekAscii()} is never offered. */
    private static final class TextLines implements LineSource {
        private final List<String> lines;
        private int current = -1;

        TextLines(List<String> lines) {
            this.lines = lines;
        }

        @Override
        public boolean next() {
            if (current + 1 >= lines.size()) {
                current = lines.size();
                return false;
            }
            current++;
            return true;
        }

        @Override
        public String line() {
            return lines.get(current);
        }

        @Override
        public int lineNumber() {
            return current + 1;
        }

        @Override
        public String peek() {
            return current + 1 < lines.size() ? lines.get(current + 1) : null;
        }

        int count() {
            return lines.size();
        }
    }
}
