// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.overview.ContentCounts;
import org.latscope.analysis.overview.FileOverview;
import org.latscope.analysis.overview.FormatCount;
import org.latscope.analysis.overview.OverviewAnalysis;
import org.latscope.analysis.overview.TraceFacts;
import org.latscope.analysis.overview.TraceSetOverview;
import org.latscope.analysis.overview.WorstKind;
import org.latscope.analysis.overview.WorstLatency;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstTable;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/**
 * The overview of the seeds and samples folders, with the figures read from the files
 * themselves (and printed by {@code latscope summary}).
 */
class OverviewAnalysisTest {

    private final OverviewAnalysis analysis = new OverviewAnalysis();

    /** @return the folder read with every installed format, on two threads, steps kept */
    private static TraceSet read(String folder) throws IOException {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            return new TraceSetReader(formats.registry(), 2).read(List.of(TestData.path(folder)), folder);
        }
    }

    /** @return the folder's overview as the command line computes it: file by file as read, steps then dropped */
    private TraceSetOverview streamed(String folder) throws IOException {
        Map<TraceFile, FileOverview> parts = new ConcurrentHashMap<>();
        TraceSet set;
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            set = new TraceSetReader(formats.registry(), 2, (file, symbols) -> {
                parts.put(file, analysis.file(file, symbols));
                TraceSets.dropSteps(file);
            }).read(List.of(TestData.path(folder)), folder);
        }
        assertEquals(0, TraceSets.stepCount(set), "steps dropped");
        return analysis.report(set, parts::get);
    }

    @Test
    void seedsFolder() throws IOException {
        TraceSet set = read("seeds");
        TraceSetOverview o = analysis.run(set);
        assertEquals(5, o.fileCount());
        assertEquals(List.of(new FormatCount("vp-latency", 1), new FormatCount("preempt-stats", 1),
                new FormatCount("latency-table", 1), new FormatCount("irq-latency", 1)), o.formats());
        assertEquals(1, o.unrecognized(), "seed 003");
        // 8 traces in seed 000, 2 in 002; 7 worst-20 tables in 001; 004's log and irq-off list; 002's results
        assertEquals(new ContentCounts(10, 7, 0, 1, 1, 1), o.contents());
        assertEquals(91, o.steps());
        assertEquals(85, o.entries(), "18 + 6 + 20 + 1 + 1 + 1 + 7 + 21 of seed 000, 3 + 7 of seed 002");
        assertEquals(872, o.linesRead());
        assertEquals(471, o.linesUsed());
        assertEquals(0, o.understoodFiles());
        assertFalse(o.understood());
        assertEquals(List.of("2.6.9-rc1-VP-R1"), o.kernelReleases());

        // 0.024348 s with irqs off in vprintk (seed 004, lines 70 and 71: the first) beats 001's 12831 us
        WorstLatency worst = o.worst();
        assertEquals(24_348_000L, worst.ns());
        assertEquals(WorstKind.IRQ_OFF_ROW, worst.kind());
        assertEquals("vprintk", worst.detail());
        assertEquals(70, worst.line());
        assertTrue(worst.file().endsWith("004_3538765cb0028241.txt"), worst.file());
        assertEquals(worst.file() + "#2", worst.trace());

        assertDiagnosticsAreTheFiles(set, o);
        assertEquals(346, o.diagnosticCount(), "169 + 46 + 64 + 1 + 66");
        assertEquals(4, o.diagnostics().get(Severity.WARNING).intValue(), "pasted short in 000 and twice in 002, 003 unknown");
        assertEquals(0, o.diagnostics().get(Severity.ERROR).intValue());
    }

    @Test
    void seed001sWorstIsTheFourthTablesBklRow() {
        TraceSet set = Seeds.detected(Seeds.SEED_001);
        TraceSetOverview o = analysis.run(set);
        assertEquals(new ContentCounts(0, 7, 0, 0, 0, 0), o.contents());
        assertEquals(List.of(), o.kernelReleases(), "2.4.10-pre12 is in the mail's text, not in a header");
        WorstLatency worst = o.worst();
        assertEquals(12_831_000L, worst.ns());
        assertEquals(WorstKind.WORST_TABLE_ROW, worst.kind());
        assertEquals("BKL", worst.detail());
        assertEquals(136, worst.line());
        assertEquals(set.getFiles().get(0).getPath() + "#4", worst.trace(), "time ./dbench 48");
        WorstTable first = (WorstTable) set.getFiles().get(0).getContents().get(0);
        assertEquals(5664, TraceFacts.worstRow(first).orElseThrow().getLatencyUs(), "time ./dbench 16");
        assertEquals("spin_lock", TraceFacts.worstRow(first).orElseThrow().getCause());
    }

    @Test
    void filesOfWhichNothingWasReadAreCountedApartFromThoseNoFormatRecognized(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a-prose.txt"), "Hello,\nno trace here.\n");
        Files.write(dir.resolve("b-blob.bin"), new byte[] { 0x7f, 'E', 'L', 'F', 0, 0, 1, 2, 0, 0 });
        Files.writeString(dir.resolve("c-empty.txt"), "");
        Files.copy(TestData.path(Seeds.SEED_000), dir.resolve("d-seed.txt"));
        TraceSet set;
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            set = new TraceSetReader(formats.registry(), 1).read(List.of(dir), "mixed");
        }
        TraceSetOverview o = analysis.run(set);
        assertEquals(4, o.fileCount());
        assertEquals(1, o.unrecognized(), "the prose: lines read, no format");
        assertEquals(2, o.nothingRead(), "the binary file and the empty one");
        assertEquals(List.of(false, true, true, false), set.getFiles().stream().map(TraceFacts::nothingRead).toList());
        assertEquals(List.of(new FormatCount("vp-latency", 1)), o.formats());
    }

    @Test
    void samplesFolder() throws IOException {
        TraceSet set = read("samples");
        TraceSetOverview o = analysis.run(set);
        // issue 23 added 15 samples: 4 cyclictest, 4 perf-sched, 3 perf-script, 4 preempt-timing;
        // the analysis views' tests the worst-20 sample of the bundled folder (samples/worst20);
        // issue 40 added the 6.1 PREEMPT_RT captures (3 tracer sample files, 2 wakeup traces, SOURCES.md)
        // and the v1.0 trace of 1,883,455,195 us over one step
        assertEquals(60, o.fileCount());
        assertEquals(List.of(new FormatCount("cyclictest", 8), new FormatCount("ftrace", 6),
                new FormatCount("ftrace-latency", 12), new FormatCount("preempt-timing", 4), new FormatCount("printk-times", 2),
                new FormatCount("function-graph", 5), new FormatCount("latency-hist", 1), new FormatCount("vp-latency", 7),
                new FormatCount("perf-sched", 5), new FormatCount("perf-script", 3), new FormatCount("preempt-stats", 3),
                new FormatCount("rtla", 2)), o.formats());
        assertEquals(2, o.unrecognized(), "the SOURCES.md files");
        assertEquals(0, o.nothingRead());
        assertEquals(new ContentCounts(40, 9, 12, 0, 2, 10), o.contents());
        assertEquals(17934 + 8271 + 1, o.steps());
        assertEquals(17929 + 8271 + 1, o.entries());
        assertEquals(19624 + 203 + 8435 + 8 + 1, o.linesRead(), "the RT captures, the underflow trace and its row in SOURCES.md");
        assertEquals(19406 + 199 + 8422 + 7, o.linesUsed(), "the underflow's shell prompt is not used");
        assertEquals(37, o.understoodFiles(), "the underflow trace has a prompt line it does not understand");
        assertEquals(List.of("6.1.0-57-rt-amd64", "6.18.44-fc-v1045", "4.13.0-rc4+", "3.8.0-test+", "4.4.27-rt37", "2.6.26", "2.6.26-rc8",
                "2.6.9-rc1-VP-R1", "2.6.9-rc1-VP-Q9", "2.6.10-rc2-mm2-V0.7.30-2", "2.6.17-rt1-smp-latency-trace",
                "2.6.13-rt12"), o.kernelReleases());

        // "# latency: 451753 us, #4/4, CPU#159", task fjsctest-233851
        WorstLatency worst = o.worst();
        assertEquals(451_753_000L, worst.ns());
        assertEquals(WorstKind.TRACE_HEADER, worst.kind());
        assertEquals("fjsctest", worst.detail());
        assertTrue(worst.file().endsWith("ftrace_lkml2017_irqsoff_451753us_cpu159_qp_decoded.txt"), worst.file());
        assertEquals(worst.file(), worst.trace(), "the file's only content");

        assertDiagnosticsAreTheFiles(set, o);
        // the cyclictest command line's "--interval=200" draws no quoted-printable note; the events
        // captures end on a wakeup without its switch (and an excerpt on an hrtimer exit without its
        // entry); the underflow's prompt is prose, its latency suspect
        assertEquals(160 + 5 + 1 + 4 + 2, o.diagnosticCount());
        assertEquals(4 + 1 + 1, o.diagnostics().get(Severity.WARNING).intValue(), "the new SOURCES.md unknown, the suspect latency");
    }

    @Test
    void aFileWithoutLatenciesHasNoWorst() {
        TraceSetOverview o = analysis.run(Seeds.detected("samples/public/ftrace_txt2628_sched_switch.txt"));
        assertNull(o.worst());
        assertNull(o.files().get(0).worst());
    }

    @Test
    void filesLookedAtAsReadGiveTheOverviewOfTheKeptSet() throws IOException {
        for (String folder : new String[] { "seeds", "samples" }) {
            assertEquals(analysis.run(read(folder)), streamed(folder), folder);
        }
    }

    private static void assertDiagnosticsAreTheFiles(TraceSet set, TraceSetOverview o) {
        Map<Severity, Integer> expected = new EnumMap<>(Severity.class);
        Severity.VALUES.forEach(s -> expected.put(s, Integer.valueOf(0)));
        int total = 0;
        for (int i = 0; i < set.getFiles().size(); i++) {
            TraceFile file = set.getFiles().get(i);
            for (ParseDiagnostic d : file.getDiagnostics()) {
                expected.merge(d.getSeverity(), Integer.valueOf(1), Integer::sum);
            }
            total += file.getDiagnostics().size();
            assertEquals(file.getDiagnostics().size(), o.files().get(i).diagnosticCount(), file.getPath());
            assertEquals(file.getPath(), o.files().get(i).path());
        }
        assertEquals(expected, o.diagnostics());
        assertEquals(total, o.diagnosticCount());
    }
}
