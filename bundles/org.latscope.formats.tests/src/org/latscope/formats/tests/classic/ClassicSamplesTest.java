// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.classic.ClassicSeedsTest.contents;
import static org.latscope.formats.tests.classic.ClassicSeedsTest.entries;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.TraceFormatRegistry;
import org.latscope.formats.classic.ClassicFormats;
import org.latscope.formats.classic.LatencyHistFormat;
import org.latscope.formats.classic.VpLatencyFormat;
import org.latscope.formats.spi.TraceFormatProbe;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramSeries;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.PrintkLog;
import org.latscope.model.TraceFile;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

class ClassicSamplesTest {

    private final TraceFormatRegistry registry = new TraceFormatRegistry();

    ClassicSamplesTest() {
        ClassicFormats.create().forEach(registry::add);
    }

    private String detect(String relative) throws IOException {
        Path path = TestData.path(relative);
        byte[] head = new byte[TraceFormatProbe.MAX_HEAD];
        int n;
        try (InputStream in = Files.newInputStream(path)) {
            n = in.readNBytes(head, 0, head.length);
        }
        return registry.detect(head, n, path.getFileName().toString()).map(d -> d.format().id()).orElse("unknown");
    }

    @ParameterizedTest
    @CsvSource({ "seeds/000_ccd2cb2fc6f710da.txt, vp-latency", "seeds/001_abd67432cf475aff.txt, preempt-stats",
            "seeds/002_38247f0fc26520a7.txt, latency-table", "seeds/004_3538765cb0028241.txt, irq-latency",
            "samples/public/old_v1.0_original_format_ingo_announcement_indented_elided.txt, vp-latency",
            "samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt, vp-latency",
            "samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt, vp-latency",
            "samples/public/old_v1.0.7_ksoftirqd_1537us_wakeup_pid_column_wrapped.txt, vp-latency",
            "samples/public/old_v1.1.5_smp_kjournald_415us_cpu1_2cpus.txt, vp-latency",
            "samples/public/old_v1.1.5_softirq_tasklet_928us_elided_with_commentary.txt, vp-latency",
            "samples/public/preemptstats_latencytimes_2604_mail_wrapped_with_prompts.txt, preempt-stats",
            "samples/public/preemptstats_latencytimes_rml_277_elided_etc.txt, preempt-stats",
            "samples/public/dmesg_printk_time_5digit_seconds_wrapped_trailing_space.txt, printk-times",
            "samples/public/dmesg_printk_time_softlockup_hrtimer_6.8.txt, printk-times",
            "samples/public/latency_hist_2.6.14-rc3-rt13_preemptoff_irqoff_mail.txt, latency-hist" })
    void everyClassicSampleIsDetectedAsItsFamily(String path, String family) throws IOException {
        assertEquals(family, detect(path));
    }

    @ParameterizedTest
    @CsvSource({ "ftrace/events-latency-format.txt", "ftrace/events-default-format.txt",
            "public/ftrace_rst_preemptoff_46us.txt", "public/ftrace_txt2628_wakeup_4us.txt",
            "cyclictest/histogram-i200-l5000.txt" })
    void modernSamplesAreNotClaimedByClassicFamilies(String path) throws IOException {
        assertEquals("unknown", detect("samples/" + path));
    }

    private static TraceFile read(String name) throws IOException {
        return TraceFiles.readWith(new VpLatencyFormat(), TestData.path("samples/public/" + name));
    }

    @Test
    void latencyHistMailKeepsEachHistogramWholeAcrossSnips() throws IOException {
        TraceFile file = TraceFiles.readWith(new LatencyHistFormat(),
                TestData.path("samples/public/latency_hist_2.6.14-rc3-rt13_preemptoff_irqoff_mail.txt"));
        List<Histogram> histograms = contents(file, Histogram.class);
        // Mark Knecht's preempt-off and irq-off histograms of 2.6.14-rc3-rt13; the second has two <SNIP>s
        assertEquals(2, histograms.size(), String.valueOf(file.getDiagnostics()));
        HistogramSeries preemptOff = histograms.get(0).getSeries().get(0);
        assertEquals("us", histograms.get(0).getUnit());
        assertEquals(196871313L, preemptOff.getTotal());
        assertEquals(1207040L, preemptOff.getMax());
        assertEquals(2L, preemptOff.getOverflows());
        assertEquals(28, preemptOff.getBuckets().size()); // 0..27 us
        assertEquals(190504250L, preemptOff.getBuckets().get(0).getCount());
        HistogramSeries irqOff = histograms.get(1).getSeries().get(0);
        assertEquals(3102665680L, irqOff.getTotal());
        assertEquals(3998L, irqOff.getMax());
        assertEquals(4.0, irqOff.getAvg());
        assertEquals(16 + 45 + 27, irqOff.getBuckets().size()); // 0-15, 1365-1409, 3976-4002
        assertEquals(1365L, irqOff.getBuckets().get(16).getValue());
        assertEquals(577197L, irqOff.getBuckets().stream().filter(b -> b.getValue() == 1375).findFirst().orElseThrow()
                .getCount());
        assertEquals(4002L, irqOff.getBuckets().get(irqOff.getBuckets().size() - 1).getValue());
        assertEquals(1L, histograms.get(1).getBucketWidth());
        assertEquals(2, file.getDiagnostics().stream().filter(d -> d.getReason().contains("<SNIP>")).count());
    }

    @Test
    void v10HasNoPreemptCountAndTheProcessLines() throws IOException {
        TraceFile file = read("old_v1.0_original_format_ingo_announcement_indented_elided.txt");
        LatencyTrace trace = contents(file, LatencyTrace.class).get(0);
        LatencyHeader h = trace.getHeader();
        assertEquals("1.0", h.getTracerVersion());
        assertEquals(121, h.getLatencyUs());
        assertEquals(1032, h.getEntriesDeclared());
        assertEquals("default.hotplug", h.getTaskComm());
        assertEquals(1470, h.getPid());
        assertEquals(-10, h.getNice());
        assertEquals(6, entries(trace));
        assertEquals(file.getLinesRead(), file.getLinesUsed());
        assertTrue(file.getDiagnostics().stream().anyMatch(d -> d.getReason().contains("1032")));
    }

    @Test
    void v107KeepsThePidColumnPseudoEntriesAndAddresses() throws IOException {
        TraceFile file = read("old_v1.0.7_ksoftirqd_1537us_wakeup_pid_column_wrapped.txt");
        LatencyTrace trace = contents(file, LatencyTrace.class).get(0);
        LatencyHeader h = trace.getHeader();
        assertEquals(1537, h.getLatencyUs());
        assertEquals(1, h.getKp());
        assertEquals(2, h.getCpuCount());
        assertEquals(0xc0118d99L, h.getStartedAt().getAddress());
        assertEquals("ksoftirqd/0", h.getTaskComm());
        assertEquals(4, h.getPid());
        assertEquals(36, trace.getStepCount());
        StepCursor step = TraceSets.steps(trace);
        step.moveTo(0);
        assertEquals("__trace_start_sched_wakeup", step.function());
        assertEquals("try_to_wake_up", step.parent());
        assertEquals(0x88000004, step.flags());
        step.moveTo(3);
        assertEquals("(4) ((0))", step.payload());
        step.moveTo(35);
        assertEquals(4, step.pid());
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }

    @Test
    void v115SmpTraceHasFlagsCpuAndTasks() throws IOException {
        TraceFile file = read("old_v1.1.5_smp_kjournald_415us_cpu1_2cpus.txt");
        LatencyTrace trace = contents(file, LatencyTrace.class).get(0);
        LatencyHeader h = trace.getHeader();
        assertEquals("1.1.5", h.getTracerVersion());
        assertEquals("rt", h.getPreemptionModel());
        assertEquals(1, h.getCpu());
        assertEquals(2, h.getCpuCount());
        assertEquals("kjournald", h.getTaskComm());
        assertEquals(2043, h.getPid());
        assertEquals(24, entries(trace));
        StepCursor step = TraceSets.steps(trace);
        step.moveTo(0);
        assertEquals("smp_reschedule_interrupt", step.function());
        assertEquals("<idle>", step.comm());
        assertEquals(1, step.cpu());
        assertEquals("Dn.1", step.flagsText());
        assertEquals(404_000, step.timeNs());
        step.moveTo(entries(trace) - 1);
        assertEquals("thread_return", step.function());
        assertEquals(2043, step.pid());
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }

    @Test
    void commentaryInsideATraceDoesNotSplitIt() throws IOException {
        TraceFile file = read("old_v1.1.5_softirq_tasklet_928us_elided_with_commentary.txt");
        List<LatencyTrace> traces = contents(file, LatencyTrace.class);
        assertEquals(1, traces.size());
        assertEquals(134, entries(traces.get(0)));
        assertEquals(1359, traces.get(0).getHeader().getEntriesDeclared());
    }

    @Test
    void wrappedWorstRowsAreJoined() throws IOException {
        TraceFile file = read("preemptstats_latencytimes_2604_mail_wrapped_with_prompts.txt");
        WorstTable table = contents(file, WorstTable.class).get(0);
        assertEquals(20, table.getRows().size());
        assertEquals(25673, table.getRows().get(0).getLatencyUs());
        assertEquals("reacqBKL", table.getRows().get(0).getCause());
        assertEquals("softirq.c", table.getRows().get(3).getEnd().getFile());
        assertEquals("file_table.c", table.getRows().get(13).getEnd().getFile());
        assertEquals(1208, table.getRows().get(19).getLatencyUs());
    }

    @Test
    void paddedWorstRowsAndEtcElision() throws IOException {
        TraceFile file = read("preemptstats_latencytimes_rml_277_elided_etc.txt");
        WorstTable table = contents(file, WorstTable.class).get(0);
        assertEquals(6, table.getRows().size());
        assertEquals(9982, table.getRows().get(0).getLatencyUs());
        assertEquals("ide0", table.getRows().get(3).getCause());
        assertEquals(277, table.getMeasured());
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }

    @Test
    void dmesgWithFiveDigitSecondsAndWrappedLines() throws IOException {
        TraceFile file = read("dmesg_printk_time_5digit_seconds_wrapped_trailing_space.txt");
        PrintkLog log = contents(file, PrintkLog.class).get(0);
        assertEquals(45412_900177_000L, log.getLines().get(0).getTimeNs());
        assertTrue(log.getLines().get(0).getText().endsWith("with 293% used 0% unusable"), log.getLines().get(0).getText());
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }
}
