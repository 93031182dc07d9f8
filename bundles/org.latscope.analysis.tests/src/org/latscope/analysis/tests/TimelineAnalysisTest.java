// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.latscope.analysis.nesting.ContextNesting;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.StepContext;
import org.latscope.analysis.timegraph.FileTimeline;
import org.latscope.analysis.timegraph.RecordLane;
import org.latscope.analysis.timegraph.SummaryColumns;
import org.latscope.analysis.timegraph.TickLane;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.analysis.timegraph.TimelineLane;
import org.latscope.analysis.timegraph.TimelineOrder;
import org.latscope.analysis.timegraph.TraceSetTimeline;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;

/** The timeline's rows and lanes on the seeds and samples. */
class TimelineAnalysisTest {

    private static final String MARK_OFFSET_TSC = "mark_offset_tsc";

    /** @return seed 000's trace of the mark_offset_tsc fragment (lines 105-124 of the mail) */
    private static TraceTimeline tsc(TraceSetTimeline timeline) {
        return timeline.rows().stream().filter(r -> r.nextStep(MARK_OFFSET_TSC, -1, true) >= 0).findFirst().orElseThrow();
    }

    @Test
    void seed000MarkOffsetTscRowHasTheStaircaseOfTheMail() {
        TraceSet set = Seeds.classic(Seeds.SEED_000);
        TraceTimeline row = tsc(new TimelineAnalysis().run(set));
        // 00010001 0.140ms timer_interrupt ... 00010002 0.472ms timer_interrupt: 20 steps
        assertEquals(20, row.stepCount());
        assertEquals(140_000, row.startNs());
        assertEquals(472_000, row.endNs());
        assertEquals(332_000, row.latencyNs());
        assertNull(row.task());
        // the same profile the command line prints
        assertEquals(new NestingAnalysis().run(set).find(row.label()).orElseThrow(), row.nesting());
        ContextNesting hard = row.nesting().context(NestingContext.HARDIRQ);
        assertEquals(1, hard.intervalCount());
        assertEquals(140_000, hard.startNs(0));
        assertEquals(472_000, hard.endNs(0));
        assertEquals(1, hard.depth(0));
        // 00010004 from spin_lock (<00000000>) at 0.273 ms to the first 00010003 again at 0.426 ms
        ContextNesting preempt = row.nesting().context(NestingContext.PREEMPT);
        int four = preempt.firstIntervalEndingAfter(300_000);
        assertEquals(4, preempt.depth(four));
        assertEquals(273_000, preempt.startNs(four));
        assertEquals(426_000, preempt.endNs(four));
        assertEquals(3, preempt.depth(four + 1));
        assertEquals(preempt.intervalCount(), preempt.firstIntervalEndingAfter(472_000));
        // 00010004 0.273ms (+0.145ms): mark_offset_tsc (timer_interrupt) [4]
        assertEquals(MARK_OFFSET_TSC, row.function(11));
        StepContext context = row.stepContext(11);
        assertEquals("hard irq 1, preempt 4", context.description());
        assertEquals(1, context.depth(NestingContext.HARDIRQ));
        assertEquals(4, context.depth(NestingContext.PREEMPT));
        assertEquals(0, context.depth(NestingContext.SOFTIRQ));
        assertEquals(273_000, row.stepStartNs(11));
        assertEquals(419_000, row.stepEndNs(11));
        // [2] at 0.141 ms lasts until [3] at 0.273 ms; the three steps at 0.273 ms before [4] have no width
        assertEquals(141_000, row.stepStartNs(7));
        assertEquals(273_000, row.stepEndNs(7));
        assertEquals(row.stepStartNs(9), row.stepEndNs(9));
        assertEquals(11, row.stepAt(273_000));
        assertEquals(11, row.stepAt(418_999));
        assertEquals(12, row.stepAt(419_000));
        assertEquals(7, row.stepAt(200_000));
        assertEquals(-1, row.stepAt(139_999));
        assertEquals(-1, row.stepAt(472_000));
        assertEquals(11, row.firstStepEndingAfter(300_000));
        assertEquals(0, row.firstStepEndingAfter(0));
        assertEquals(row.stepCount(), row.firstStepEndingAfter(472_000));
        assertEquals(12, row.nextStep(MARK_OFFSET_TSC, 11, true));
        assertEquals(8, row.nextStep(MARK_OFFSET_TSC, 11, false));
        assertEquals(3, row.nextStep(MARK_OFFSET_TSC, -1, true));
        assertEquals(18, row.nextStep(MARK_OFFSET_TSC, row.stepCount(), false));
        assertEquals(19, row.nextStep("timer_interrupt", 0, true));
        assertEquals(-1, row.nextStep("spin_lock", 10, true));
        assertEquals(-1, row.nextStep("no_such_function", -1, true));
    }

    @Test
    void seed000SummaryOfTheWholeFragmentInOneColumn() {
        TraceTimeline row = tsc(new TimelineAnalysis().run(Seeds.classic(Seeds.SEED_000)));
        assertTrue(row.needsSummary(row.startNs(), row.endNs(), 5));
        assertTrue(!row.needsSummary(row.startNs(), row.endNs(), 20));
        SummaryColumns columns = new SummaryColumns(8);
        columns.setColumns(1);
        row.summary().query(row.startNs(), row.endNs(), columns);
        assertEquals(20, columns.stepCount(0));
        assertEquals(1, columns.depth(0, NestingContext.HARDIRQ));
        assertEquals(4, columns.depth(0, NestingContext.PREEMPT));
        assertEquals(0, columns.depth(0, NestingContext.SOFTIRQ));
        // hard irq 1 and preemption 1 or more all along: the tie goes to the hard irq
        assertEquals(NestingContext.HARDIRQ, columns.dominant(0));
        // [4]: 0.273 to 0.419 ms, longer than [2]'s 0.141 to 0.273 ms
        assertEquals(11, columns.longestStep(0));
        assertEquals(146_000, columns.longestStepNs(0));
    }

    @Test
    void preemptirqsoffSampleDecodesFlagText() {
        TraceTimeline row = new TimelineAnalysis().run(Seeds.detected("samples/public/ftrace_rst_preemptirqsoff_100us.txt"))
                .rows().get(0);
        assertEquals("ls/2230", row.task());
        assertEquals(100_000, row.latencyNs());
        assertEquals("ata_scsi_queuecmd", row.startedAt());
        assertEquals("ata_scsi_queuecmd", row.endedAt());
        // ls-2230 3d... 0us+: _raw_spin_lock_irqsave, then 3...1 100us
        assertEquals("irqs off", row.stepContext(0).description());
        assertEquals("preempt 1", row.stepContext(1).description());
        assertEquals(1, row.stepContext(1).depth(NestingContext.PREEMPT));
        assertEquals("irqs off, need-resched, hard irq, preempt 2", StepContext.ofFtraceFlags("dNh2.").description());
        assertEquals("irqs off, bh off, softirq, preempt 1, migrate-disable 2", StepContext.ofFtraceFlags("D.s12").description());
        // PREEMPT_RT's 7 columns: need-resched-lazy pushes the context to the fourth
        assertEquals("need-resched, need-resched-lazy, hard irq, preempt 1", StepContext.ofFtraceFlags(".nLh1..").description());
        assertEquals(1, StepContext.ofFtraceFlags(".nLh1..").depth(NestingContext.HARDIRQ));
        assertEquals("hard irq 1, preempt 4", StepContext.ofPreemptCount(0x00010004).description());
        assertEquals("NMI, hard irq 1, preempt 1, PREEMPT_ACTIVE", StepContext.ofPreemptCount(0x04010001, true).description());
    }

    @Test
    void seed004IrqOffRowsAndPrintkTicksSitSideBySide() {
        TraceSetTimeline timeline = new TimelineAnalysis().run(Seeds.classic(Seeds.SEED_004));
        RecordLane irqOff = timeline.lanes().stream().filter(RecordLane.class::isInstance).map(RecordLane.class::cast)
                .findFirst().orElseThrow();
        assertEquals(RecordLane.Source.IRQ_OFF, irqOff.source());
        assertEquals(20, irqOff.size());
        assertEquals(24_348_000, irqOff.durationNs(0));
        assertEquals("vprintk", irqOff.text(0));
        assertEquals(24_348_000, irqOff.spanNs());
        assertEquals(4_260_000, irqOff.durationNs(6));
        assertEquals("preempt_schedule_irq", irqOff.text(6));
        assertEquals("mpu_timer1 irq 26", irqOff.text(13));
        assertEquals(150_000, irqOff.durationNs(19));
        TickLane printk = timeline.lanes().stream().filter(TickLane.class::isInstance).map(TickLane.class::cast)
                .findFirst().orElseThrow();
        // [ 2292.851106] ... to [ 2296.388356] interval=6488141, jiffies=1
        assertEquals(8, printk.size());
        assertEquals(2_292_851_106_000L, printk.firstNs());
        assertEquals(0, printk.timeNs(0));
        assertEquals(44_645_000, printk.timeNs(1));
        assertEquals("interval=44816825, jiffies=22", printk.text(1));
        assertEquals(3_537_250_000L, printk.spanNs());
        assertTrue(printk.text(0).startsWith("I'm now in the sys_sync system call"), printk.text(0));
    }

    @Test
    void streamedFileByFileEqualsTheWholeSet() throws IOException {
        TimelineAnalysis analysis = new TimelineAnalysis();
        String[] paths = { Seeds.SEED_000, Seeds.SEED_004, "samples/public/ftrace_rst_preemptirqsoff_100us.txt",
                "samples/public/ftrace_rst_function_graph_sys_open.txt" };
        Map<TraceFile, FileTimeline> streamed = new ConcurrentHashMap<>();
        TraceSet set;
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            set = new TraceSetReader(formats.registry(), 2, (file, symbols) -> streamed.put(file, analysis.file(file, symbols)))
                    .read(java.util.Arrays.stream(paths).map(TestData::path).toList(), "streamed");
        }
        assertEquals(set.getFiles().size(), streamed.size());
        TraceSetTimeline merged = analysis.report(set, streamed::get);
        TraceSetTimeline whole = analysis.run(set);
        assertEquals(whole.rows().size(), merged.rows().size());
        assertTrue(whole.rows().size() >= 3, String.valueOf(whole.rows()));
        SummaryColumns a = new SummaryColumns(64);
        SummaryColumns b = new SummaryColumns(64);
        for (int r = 0; r < whole.rows().size(); r++) {
            TraceTimeline x = whole.rows().get(r);
            TraceTimeline y = merged.rows().get(r);
            assertEquals(x.label(), y.label());
            assertEquals(x.latencyNs(), y.latencyNs());
            assertEquals(x.stepCount(), y.stepCount());
            assertEquals(x.endNs(), y.endNs());
            assertEquals(x.nesting(), y.nesting());
            x.summary().query(x.startNs(), x.endNs(), a);
            y.summary().query(y.startNs(), y.endNs(), b);
            for (int c = 0; c < 64; c++) {
                assertEquals(a.stepCount(c), b.stepCount(c));
                assertEquals(a.longestStep(c), b.longestStep(c));
                assertEquals(a.dominant(c), b.dominant(c));
            }
            assertEquals(whole.captureOffsetNs(x), merged.captureOffsetNs(y));
        }
        assertEquals(labels(whole.lanes()), labels(merged.lanes()));
        assertEquals(whole.rows(TimelineOrder.LATENCY).stream().map(TraceTimeline::label).toList(),
                merged.rows(TimelineOrder.LATENCY).stream().map(TraceTimeline::label).toList());
        List<TraceTimeline> byLatency = merged.rows(TimelineOrder.LATENCY);
        for (int i = 1; i < byLatency.size(); i++) {
            TraceTimeline before = byLatency.get(i - 1);
            TraceTimeline after = byLatency.get(i);
            // declared latencies first, then the spans of traces without one
            assertTrue(before.declaresLatency() && !after.declaresLatency()
                    || before.declaresLatency() == after.declaresLatency() && before.latencyNs() >= after.latencyNs());
        }
        assertSame(merged.rows().get(0), merged.rows(TimelineOrder.FILE).get(0));
        assertEquals(merged.rows().size(), merged.rows(TimelineOrder.CAPTURE_TIME).size());
        // each file's rows by latency, sorted on the thread that read it: a stable sort of its rows
        for (FileTimeline file : streamed.values()) {
            List<TraceTimeline> expected = new java.util.ArrayList<>(file.rows());
            expected.sort(FileTimeline.BY_LATENCY);
            assertEquals(expected, file.rowsByLatency());
        }
        FileTimeline seed000 = streamed.entrySet().stream().filter(e -> e.getKey().getPath().endsWith(Seeds.SEED_000.substring(6)))
                .map(Map.Entry::getValue).findFirst().orElseThrow();
        assertTrue(seed000.rowsByLatency().size() >= 3, String.valueOf(seed000.rows()));
        assertTrue(seed000.rowsByLatency().get(0).latencyNs() >= seed000.rowsByLatency().get(1).latencyNs());
    }

    private static List<String> labels(List<TimelineLane> lanes) {
        return lanes.stream().map(l -> l.label() + ":" + l.size()).toList();
    }

    @Test
    void aTraceWithoutALatencyRanksAfterTheTracesThatPrintOne() {
        // hwlat prints no latency header: its 12 samples span 207.6 s, which is no latency
        TraceSetTimeline timeline = new TimelineAnalysis()
                .run(Seeds.detected("samples/public/ftrace_rst_hwlat.txt", "samples/public/ftrace_rst_preemptoff_46us.txt"));
        List<TraceTimeline> rows = timeline.rows(TimelineOrder.LATENCY);
        assertEquals(2, rows.size());
        assertTrue(rows.get(0).declaresLatency());
        assertTrue(!rows.get(1).declaresLatency() && rows.get(1).latencyNs() > rows.get(0).latencyNs(),
                "the hwlat span is longer, yet ranks second");
    }
}
