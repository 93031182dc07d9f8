// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.model.tests;

import org.latscope.model.Batch;
import org.latscope.model.CodeAddress;
import org.latscope.model.FlagsKind;
import org.latscope.model.Histogram;
import org.latscope.model.HistogramBucket;
import org.latscope.model.HistogramSeries;
import org.latscope.model.IrqOffList;
import org.latscope.model.IrqOffRow;
import org.latscope.model.LatencyHeader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.LatscopeFactory;
import org.latscope.model.LogLine;
import org.latscope.model.Measurement;
import org.latscope.model.ParseDiagnostic;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.Run;
import org.latscope.model.SeriesKind;
import org.latscope.model.Severity;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.WorstRow;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.DelayMark;
import org.latscope.model.steps.StepKind;
import org.latscope.model.steps.StepTable;
import org.latscope.model.steps.StepTableBuilder;
import org.latscope.model.steps.Symbols;
import org.latscope.model.support.TraceSets;

/**
 * Model instances with the values of the seed mails (lkml 2004-2007) and of today's ftrace,
 * one builder per content kind, so round-trip tests cover every kind of FORMATS.md.
 */
final class SeedFixtures {

    private static final LatscopeFactory F = LatscopeFactory.eINSTANCE;
    private static final long US = 1_000L;
    private static final long MS = 1_000_000L;

    private SeedFixtures() {
    }

    /** @return a set labelled like seed 000 with one run and batch */
    static TraceSet traceSet() {
        TraceSet set = TraceSets.create("-R1, 7 Sep 2004");
        set.setKernelRelease("2.6.9-rc1-VP-R1");
        set.setNotes("second run disabled DRI / hardware acceleration");
        set.setOrigin("lkml, 7 Sep 2004, Re: [patch] voluntary-preempt-2.6.9-rc1-bk4-R1");
        set.setLocation("/traces/lt040907.tar.gz");
        set.setArchive(true);
        return set;
    }

    /** @return a file added to {@code set}, in run/batch when both are given */
    static TraceFile file(TraceSet set, String run, String batch, String path, String formatId) {
        TraceFile file = F.createTraceFile();
        file.setPath(path);
        file.setSize(1234);
        file.setChecksum("sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
        file.setFormatId(formatId);
        file.setLinesRead(17);
        file.setLinesUsed(15);
        set.getFiles().add(file);
        if (run != null) {
            Run r = set.getRuns().stream().filter(x -> run.equals(x.getName())).findFirst().orElseGet(() -> {
                Run created = F.createRun();
                created.setName(run);
                set.getRuns().add(created);
                return created;
            });
            Batch b = F.createBatch();
            b.setName(batch);
            r.getBatches().add(b);
            b.getFiles().add(file);
        }
        return file;
    }

    /** Seed 000: the 550 us cat/6771 trace with its 6 steps, plus the mark_offset_tsc excerpt. */
    static TraceSet latencyV1() {
        return latencyV1(traceSet());
    }

    /** Adds the files of {@link #latencyV1()} to {@code set}. */
    static TraceSet latencyV1(TraceSet set) {
        TraceFile file = file(set, "lt040907", "lt001.v3k1", "lt040907/lt001.v3k1/lt.28", "latency.v1");
        ParseDiagnostic d = F.createParseDiagnostic();
        d.setLine(14);
        d.setColumn(1);
        d.setReason("prose between entries");
        d.setSeverity(Severity.WARNING);
        d.setText("The 1/2 msec latency in __copy_to_user_ll occurred a few more times");
        file.getDiagnostics().add(d);

        Symbols sy = TraceSets.symbols(set);
        LatencyTrace trace = F.createLatencyTrace();
        trace.setFirstLine(1);
        trace.setLastLine(15);
        LatencyHeader h = F.createLatencyHeader();
        h.setTracer("preemption");
        h.setTracerVersion("1.0.5");
        h.setKernelRelease("2.6.9-rc1-VP-R1");
        h.setLatencyUs(550);
        h.setEntriesRecorded(6);
        h.setEntriesDeclared(6);
        h.setEntriesTotal(6);
        h.setTaskComm(sy.canonical("cat"));
        h.setPid(6771);
        h.setUid(0);
        h.setNice(0);
        h.setPolicy(0);
        h.setRtPrio(0);
        h.setFlagsKind(FlagsKind.PREEMPT_COUNT);
        h.setStartedAt(address("kmap_atomic", 0x23, 0xe0, null));
        h.setEndedAt(address("kunmap_atomic", 0x7b, 0xa0, null));
        trace.setHeader(h);
        StepTableBuilder b = new StepTableBuilder();
        b.task(6771, sy.intern("cat"));
        int far = sy.intern("file_read_actor");
        b.add(0, 0, sy.intern("kmap_atomic"), far, 0x1);
        b.add(0, 0, sy.intern("page_address"), far, 0x1);
        b.add(0, 549 * US, sy.intern("__copy_to_user_ll"), far, 0x1);
        b.add(550 * US, 0, sy.intern("kunmap_atomic"), far, 0x1);
        b.add(550 * US, 0, sy.intern("sub_preempt_count"), sy.intern("kunmap_atomic"), 0x1);
        b.add(550 * US, 0, sy.intern("update_max_trace"), sy.intern("check_preempt_timing"), 0x1);
        trace.setSteps(b.build());
        file.getContents().add(trace);

        LatencyTrace tsc = F.createLatencyTrace();
        tsc.setFirstLine(40);
        tsc.setLastLine(60);
        StepTableBuilder t = new StepTableBuilder();
        int mot = sy.intern("mark_offset_tsc");
        int ti = sy.intern("timer_interrupt");
        t.add(140 * US, 0, sy.intern("spin_lock"), sy.intern("<00000000>"), 0x00010002);
        t.add(141 * US, 0, mot, ti, 0x00010002).mcount(0);
        t.add(141 * US, 131 * US, mot, ti, 0x00010003).mcount(2);
        t.add(273 * US, 0, mot, ti, 0x00010003).mcount(3);
        t.add(273 * US, 145 * US, mot, ti, 0x00010004).mcount(4);
        t.add(419 * US, 4 * US, mot, ti, 0x00010004).mcount(1000);
        t.add(425 * US, StepTable.NO_DELTA, -1, -1, 0, StepKind.ELISION, DelayMark.NONE)
                .payload("... remaining items all > +0.005ms ...");
        tsc.setSteps(t.build());
        file.getContents().add(tsc);
        return set;
    }

    /** Today's ftrace latency format: flags text, CPU, comm-pid, events, delay marks, stack. */
    static TraceSet ftrace() {
        return ftrace(traceSet());
    }

    /** Adds the files of {@link #ftrace()} to {@code set}. */
    static TraceSet ftrace(TraceSet set) {
        TraceFile file = file(set, null, null, "ftrace/events-latency-format.txt", "ftrace.latency");
        Symbols sy = TraceSets.symbols(set);
        LatencyTrace trace = F.createLatencyTrace();
        LatencyHeader h = F.createLatencyHeader();
        h.setTracer("nop");
        h.setTracerVersion("1.1.5");
        h.setKernelRelease("6.18.44-fc-v1045");
        h.setLatencyUs(0);
        h.setEntriesDeclared(8604);
        h.setEntriesTotal(13281);
        h.setEntriesRecorded(4);
        h.setCpu(0);
        h.setPreemptionModel("PREEMPT(none)");
        h.setVp(0);
        h.setKp(0);
        h.setSp(0);
        h.setHp(0);
        h.setCpuCount(2);
        h.setTaskComm("-0");
        h.setUid(0);
        h.setFlagsKind(FlagsKind.FTRACE_FLAGS);
        h.setStartedAt(address("rtl8139_poll", 0x3c, 0x160, 0xc0118d99L));
        trace.setHeader(h);
        StepTableBuilder b = new StepTableBuilder();
        int sw = sy.intern("sched_switch");
        b.cpu(1).task(9240, sy.intern("java"));
        b.add(19_933 * US, StepTable.NO_DELTA, sw, -1, sy.intern("d..2."), StepKind.EVENT, DelayMark.OVER_100_US)
                .payload("prev_comm=java prev_pid=9240 prev_prio=120 prev_state=S ==> next_comm=swapper/1");
        b.task(9255, sy.intern("C1 Compi"));
        b.add(20_456 * US, StepTable.NO_DELTA, sw, -1, sy.intern("d..2."), StepKind.EVENT, DelayMark.OVER_1_MS)
                .payload("prev_comm=C1 CompilerThre prev_pid=9255");
        b.cpu(0).task(0, sy.intern("<idle>"));
        b.add(20_500 * US, 258, sy.intern("do_idle"), sy.intern("cpu_startup_entry"), sy.intern("d.h1."))
                .stackFrames(sy.intern("cpu_startup_entry"), sy.intern("start_secondary"));
        b.add(20_501 * US, StepTable.NO_DELTA, -1, -1, 0, StepKind.MARKER, DelayMark.NONE).payload("------------------------------------------");
        trace.setSteps(b.build());
        file.getContents().add(trace);
        return set;
    }

    /** Seed 001: worst-20 tables with their labelling text. */
    static TraceSet worstTable() {
        return worstTable(traceSet());
    }

    /** Adds the files of {@link #worstTable()} to {@code set}. */
    static TraceSet worstTable(TraceSet set) {
        TraceFile file = file(set, null, null, "mail-001.txt", "preempt-stats");
        WorstTable table = F.createWorstTable();
        table.setFirstLine(20);
        table.setLastLine(43);
        table.setPeriodLabel("dbench 16");
        table.setLabelText("time ./dbench 16\nThroughput 29.3012 MB/sec");
        table.setRequested(20);
        table.setMeasured(5583);
        table.getRows().add(row(set, 5664, "spin_lock", 1, "sched.c", 1376, 0xc0114db3L, "sched.c", 697, 22));
        table.getRows().add(row(set, 205, "eth1", 0, "irq.c", 585, 0xc010886fL, "irq.c", 647, 23));
        table.getRows().add(row(set, 190, "BKL", 0, "sched.c", 1376, 0xc0114db3L, "inode.c", 119, 24));
        file.getContents().add(table);
        WorstTable perCpu = F.createWorstTable();
        perCpu.setLabelText("load: 1140");
        perCpu.setRequested(20);
        perCpu.setMeasured(2236);
        perCpu.setCpu(0);
        file.getContents().add(perCpu);
        return set;
    }

    /** Seed 004: the irq-off list and the printk-time lines with measurements. */
    static TraceSet irqOffAndPrintk() {
        return irqOffAndPrintk(traceSet());
    }

    /** Adds the files of {@link #irqOffAndPrintk()} to {@code set}. */
    static TraceSet irqOffAndPrintk(TraceSet set) {
        TraceFile file = file(set, null, null, "mail-004.txt", "irq-latency");
        IrqOffList list = F.createIrqOffList();
        list.setCpu(0);
        list.setFilter(0);
        list.setRequested(20);
        list.getRows().add(irqRow(24_348_000L, "vprintk", null, 60));
        list.getRows().add(irqRow(4_260_000L, "preempt_schedule_irq", null, 66));
        list.getRows().add(irqRow(158_000L, "mpu_timer1", 26, 73));
        file.getContents().add(list);

        PrintkLog log = F.createPrintkLog();
        log.getLines().add(logLine(2292_851_106_000L, "I'm now in the sys_sync system call, performing an extremely long\n"
                + " printk with lots of words", 30));
        LogLine interval = logLine(2292_895_751_000L, "interval=44816825, jiffies=22", 34);
        interval.getMeasurements().add(measurement("interval", "44816825"));
        interval.getMeasurements().add(measurement("jiffies", "22"));
        log.getLines().add(interval);
        LogLine caller = logLine(34_599_994_000L, "systemd[1]: started", 40);
        caller.setCallerId("T1296");
        log.getLines().add(caller);
        LogLine untimed = F.createLogLine();
        untimed.setText("continuation without a timestamp");
        log.getLines().add(untimed);
        file.getContents().add(log);
        return set;
    }

    /** A cyclictest histogram (samples/cyclictest style) and a latency_hist one. */
    static TraceSet histogram() {
        return histogram(traceSet());
    }

    /** Adds the files of {@link #histogram()} to {@code set}. */
    static TraceSet histogram(TraceSet set) {
        TraceFile file = file(set, null, null, "cyclictest/hist.txt", "cyclictest");
        Histogram hist = F.createHistogram();
        hist.setTool("cyclictest");
        hist.setUnit("us");
        hist.setBucketWidth(1);
        for (int thread = 0; thread < 2; thread++) {
            HistogramSeries series = F.createHistogramSeries();
            series.setName("T: " + thread);
            series.setKind(SeriesKind.THREAD);
            series.setIndex(thread);
            series.setMin(2);
            series.setAvg(3.5 + thread);
            series.setMax(544);
            series.setTotal(100_000);
            series.setOverflows(3);
            series.getOverflowCycles().add(12_345L);
            series.getOverflowCycles().add(67_890L);
            series.setOverflowOthers(544);
            for (int bucket = 0; bucket < 5; bucket++) {
                HistogramBucket hb = F.createHistogramBucket();
                hb.setValue(bucket);
                hb.setCount(bucket * 1000L + thread);
                series.getBuckets().add(hb);
            }
            hist.getSeries().add(series);
        }
        HistogramSeries all = F.createHistogramSeries();
        all.setName("ALL");
        all.setKind(SeriesKind.ALL);
        hist.getSeries().add(all);
        file.getContents().add(hist);
        Histogram lh = F.createHistogram();
        lh.setTool("latency_hist");
        lh.setUnit("usecs");
        file.getContents().add(lh);
        return set;
    }

    /** Seed 002: the Max CPU Delta / Max Write Delta table, 2.4.x against 2.6.x, in ms. */
    static TraceSet resultTable() {
        return resultTable(traceSet());
    }

    /** Adds the files of {@link #resultTable()} to {@code set}. */
    static TraceSet resultTable(TraceSet set) {
        TraceFile file = file(set, null, null, "mail-002.txt", "results");
        ResultTable table = F.createResultTable();
        table.setTitle("Comparison of results between 2.6.x and 2.4.x");
        table.setUnit("ms");
        String[] tests = {"X11", "/proc", "net out", "net in", "dsk wrt", "dsk copy", "disk rd"};
        String[][] values = {{"0.10", "0.16", "0.05", "0.65"}, {"0.07", "0.17", "0.05", "0.65"},
                {"0.15", "0.19", "0.05", "0.75"}, {"0.17", "0.23", "0.05", "0.95"}, {"0.49", "0.18", "0.25", "1.05"},
                {"2.48", "0.68", "2.25", "1.25"}, {"3.03", "1.61", "2.75", "1.35"}};
        table.getKernels().add("2.4.x");
        table.getKernels().add("2.6.x");
        table.getMetrics().add("Max CPU Delta");
        table.getMetrics().add("Max Write Delta");
        for (int t = 0; t < tests.length; t++) {
            table.getTests().add(tests[t]);
            for (int c = 0; c < 4; c++) {
                ResultCell cell = F.createResultCell();
                cell.setTest(tests[t]);
                cell.setMetric(table.getMetrics().get(c / 2));
                cell.setKernel(table.getKernels().get(c % 2));
                cell.setText(values[t][c]);
                cell.setValue(Double.parseDouble(values[t][c]));
                table.getCells().add(cell);
            }
        }
        file.getContents().add(table);
        // the short traces of seed 002, quoted without "latency:" and with "started at" without "=>"
        LatencyTrace quoted = F.createLatencyTrace();
        LatencyHeader h = F.createLatencyHeader();
        h.setLatencyUs(730);
        h.setEntriesDeclared(361);
        h.setEntriesRecorded(3);
        h.setFlagsKind(FlagsKind.PREEMPT_COUNT);
        h.setStartedAt(address("rtl8139_poll", 0x3c, 0x160, null));
        h.setEndedAt(address("rtl8139_poll", 0x100, 0x160, null));
        quoted.setHeader(h);
        Symbols sy = TraceSets.symbols(set);
        StepTableBuilder b = new StepTableBuilder();
        b.add(0, 0, sy.intern("rtl8139_poll"), sy.intern("net_rx_action"), 1);
        b.add(140 * US, 140 * US, sy.intern("rtl8139_rx"), sy.intern("rtl8139_poll"), 1);
        b.add(556 * US, 416 * US, sy.intern("alloc_skb"), sy.intern("rtl8139_rx"), 1);
        quoted.setSteps(b.build());
        file.getContents().add(quoted);
        return set;
    }

    /** Every kind at once in one trace set, sharing its symbols and locations. */
    static TraceSet everything() {
        TraceSet set = traceSet();
        latencyV1(set);
        ftrace(set);
        worstTable(set);
        irqOffAndPrintk(set);
        histogram(set);
        resultTable(set);
        return set;
    }

    static CodeAddress address(String symbol, long offset, long size, Long address) {
        CodeAddress a = F.createCodeAddress();
        a.setSymbol(symbol);
        a.setOffset(offset);
        a.setSize(size);
        if (address != null) {
            a.setAddress(address);
        }
        return a;
    }

    private static WorstRow row(TraceSet set, int us, String cause, long mask, String startFile, int startLine,
            long address, String endFile, int endLine, int line) {
        WorstRow row = F.createWorstRow();
        row.setLatencyUs(us);
        row.setCause(TraceSets.symbols(set).canonical(cause));
        row.setMask(mask);
        row.setStart(TraceSets.location(set, startFile, startLine));
        row.setAddress(address);
        row.setEnd(TraceSets.location(set, endFile, endLine));
        row.setLine(line);
        return row;
    }

    private static IrqOffRow irqRow(long ns, String function, Integer irq, int line) {
        IrqOffRow row = F.createIrqOffRow();
        row.setDurationNs(ns);
        row.setFunction(function);
        if (irq != null) {
            row.setIrq(irq);
        }
        row.setLine(line);
        return row;
    }

    private static LogLine logLine(long ns, String text, int line) {
        LogLine l = F.createLogLine();
        l.setTimeNs(ns);
        l.setText(text);
        l.setLine(line);
        return l;
    }

    private static Measurement measurement(String key, String value) {
        Measurement m = F.createMeasurement();
        m.setKey(key);
        m.setValue(value);
        return m;
    }

    static long ms(long n) {
        return n * MS;
    }
}
