// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.classic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.latscope.formats.TraceFiles;
import org.latscope.formats.classic.VpLatencyFormat;
import org.latscope.formats.tests.SharedCellTexts;
import org.latscope.model.IrqOffList;
import org.latscope.model.LatencyTrace;
import org.latscope.model.PrintkLog;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceFile;
import org.latscope.model.WorstTable;
import org.latscope.model.steps.StepCursor;
import org.latscope.model.steps.StepKind;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

class ClassicSeedsTest {

    private static TraceFile read(String path) throws IOException {
        return TraceFiles.readWith(new VpLatencyFormat(), TestData.path(path));
    }

    static <T> List<T> contents(TraceFile file, Class<T> type) {
        return file.getContents().stream().filter(type::isInstance).map(type::cast).collect(Collectors.toList());
    }

    /** Entry lines of a trace: its steps without elisions. */
    static int entries(LatencyTrace trace) {
        StepCursor step = TraceSets.steps(trace);
        int n = 0;
        while (step.next()) {
            if (step.kind() != StepKind.ELISION) {
                n++;
            }
        }
        return n;
    }

    static String dump(TraceFile file) {
        return file.getDiagnostics().stream().map(d -> d.getLine() + ": " + d.getReason() + " | " + d.getText())
                .collect(Collectors.joining("\n"));
    }

    @Test
    void seed000HoldsTheShortestTraceAndThe612usTraceWithItsShortfall() throws IOException {
        TraceFile file = read("seeds/000_ccd2cb2fc6f710da.txt");
        List<LatencyTrace> traces = contents(file, LatencyTrace.class);
        LatencyTrace shortest = traces.get(0);
        assertEquals(550, shortest.getHeader().getLatencyUs());
        assertEquals(6, shortest.getHeader().getEntriesDeclared());
        assertEquals(6, shortest.getStepCount());
        assertEquals("cat", shortest.getHeader().getTaskComm());
        assertEquals(6771, shortest.getHeader().getPid());
        assertEquals("kmap_atomic", shortest.getHeader().getStartedAt().getSymbol());
        assertEquals(0x23, shortest.getHeader().getStartedAt().getOffset());
        StepCursor step = TraceSets.steps(shortest);
        step.moveTo(0);
        assertEquals("kmap_atomic", step.function());
        assertEquals("file_read_actor", step.parent());
        step.moveTo(2);
        assertEquals("__copy_to_user_ll", step.function());
        assertEquals(549_000, step.deltaNs());
        step.moveTo(5);
        assertEquals("update_max_trace", step.function());
        assertEquals("check_preempt_timing", step.parent());
        assertEquals(550_000, step.timeNs());

        LatencyTrace t612 = traces.stream().filter(t -> t.getHeader().getLatencyUs() == 612).findFirst().orElseThrow();
        assertEquals(111, t612.getHeader().getEntriesDeclared());
        assertEquals(18, t612.getStepCount());
        assertEquals("kblockd/0", t612.getHeader().getTaskComm());
        assertEquals(10, t612.getHeader().getPid());
        assertEquals(-10, t612.getHeader().getNice());
        assertTrue(file.getDiagnostics().stream().anyMatch(d -> d.getReason().contains("111") && d.getReason().contains("18")),
                dump(file));
        StepCursor last = TraceSets.steps(t612);
        last.moveTo(17);
        assertEquals("smp_apic_timer_interrupt", last.function());
        assertEquals("as_work_handler", last.parent());
    }

    @Test
    void seed000FragmentsKeepMarkersWrappedParentsAndSevenDigitCounts() throws IOException {
        TraceFile file = read("seeds/000_ccd2cb2fc6f710da.txt");
        List<LatencyTrace> traces = contents(file, LatencyTrace.class);
        LatencyTrace tsc = traces.get(1);
        assertEquals(20, tsc.getStepCount());
        StepCursor step = TraceSets.steps(tsc);
        step.moveTo(7);
        assertEquals("mark_offset_tsc", step.function());
        assertEquals(2, step.mcountMarker());
        assertEquals(0x00010003, step.flags());
        assertEquals(131_000, step.deltaNs());
        // grep lines: one trace per grep prefix, each with its wrapped parent
        LatencyTrace grep = traces.get(2);
        StepCursor g = TraceSets.steps(grep);
        g.moveTo(0);
        assertEquals("clear_page_tables", g.function());
        assertEquals("exit_mmap", g.parent());
        assertEquals(635_000, g.deltaNs());
        LatencyTrace schedule = traces.get(traces.size() - 1);
        assertEquals("schedule", schedule.getHeader().getStartedAt().getSymbol());
        StepCursor s = TraceSets.steps(schedule);
        boolean sevenDigit = false;
        while (s.next()) {
            sevenDigit |= "do_irqd".equals(s.parent()) && s.flags() == 2;
        }
        assertTrue(sevenDigit);
        assertEquals(8, traces.size());
        assertEquals(323, file.getLinesRead());
    }

    @Test
    void seed001HasSevenLabelledTablesOf140Rows() throws IOException {
        TraceFile file = read("seeds/001_abd67432cf475aff.txt");
        List<WorstTable> tables = contents(file, WorstTable.class);
        assertEquals(7, tables.size());
        assertEquals(140, tables.stream().mapToInt(t -> t.getRows().size()).sum());
        assertEquals("time ./dbench 16", tables.get(0).getPeriodLabel());
        assertTrue(tables.get(0).getLabelText().contains("load: 1140"), tables.get(0).getLabelText());
        assertEquals(5583, tables.get(0).getMeasured());
        assertEquals(5664, tables.get(0).getRows().get(0).getLatencyUs());
        assertEquals("spin_lock", tables.get(0).getRows().get(0).getCause());
        assertEquals(1376, tables.get(0).getRows().get(0).getStart().getLine());
        assertEquals("sched.c", tables.get(0).getRows().get(0).getStart().getFile());
        assertEquals(0xc0114db3L, tables.get(0).getRows().get(0).getAddress());
        int[] worst = { 5664, 8347, 9313, 12831, 237, 5518, 11179 };
        for (int i = 0; i < worst.length; i++) {
            int max = tables.get(i).getRows().stream().mapToInt(r -> r.getLatencyUs()).max().orElse(-1);
            assertEquals(worst[i], max, "table " + i);
        }
        assertEquals("KDE-2.2.1 noatun running MP3/Ogg-Vorbis", tables.get(4).getPeriodLabel());
        assertEquals("time ./dbench 48", tables.get(6).getPeriodLabel());
        WorstTable kde = tables.get(4);
        assertEquals("eth1", kde.getRows().get(5).getCause());
        assertEquals(2508, tables.get(6).getRows().get(19).getLatencyUs());
    }

    @Test
    void seed002HasTheResultsTableAndTwoQuotedTraces() throws IOException {
        TraceFile file = read("seeds/002_38247f0fc26520a7.txt");
        ResultTable table = contents(file, ResultTable.class).get(0);
        assertEquals(List.of("Max CPU Delta", "Max Write Delta"), table.getMetrics());
        assertEquals(List.of("2.4.x", "2.6.x"), table.getKernels());
        assertEquals(7, table.getTests().size());
        assertEquals("dsk copy", table.getTests().get(5));
        assertEquals("ms", table.getUnit());
        assertEquals(28, table.getCells().size());
        assertEquals(1.35, table.getCells().get(27).getValue(), 1e-9);
        SharedCellTexts.assertShared(table);
        List<LatencyTrace> traces = contents(file, LatencyTrace.class);
        assertEquals(2, traces.size(), dump(file));
        assertEquals(730, traces.get(0).getHeader().getLatencyUs());
        assertEquals(361, traces.get(0).getHeader().getEntriesDeclared());
        assertEquals("rtl8139_poll", traces.get(0).getHeader().getStartedAt().getSymbol());
        assertEquals(0x100, traces.get(0).getHeader().getEndedAt().getOffset());
        assertEquals(731, traces.get(1).getHeader().getLatencyUs());
        assertEquals(7, entries(traces.get(1)));
        assertEquals(3, entries(traces.get(0)));
    }

    @Test
    void seed004HasTheIrqOffListOf20RowsAndThePrintkLog() throws IOException {
        TraceFile file = read("seeds/004_3538765cb0028241.txt");
        IrqOffList list = contents(file, IrqOffList.class).get(0);
        assertEquals(20, list.getRows().size());
        assertEquals(0, list.getCpu());
        assertEquals(0, list.getFilter());
        assertEquals(24_348_000, list.getRows().get(0).getDurationNs());
        assertEquals("vprintk", list.getRows().get(0).getFunction());
        assertEquals("mpu_timer1", list.getRows().get(19).getFunction());
        assertEquals(26, list.getRows().get(19).getIrq());
        PrintkLog log = contents(file, PrintkLog.class).get(0);
        assertEquals(8, log.getLines().size(), dump(file));
        assertEquals(2292_851_106_000L, log.getLines().get(0).getTimeNs());
        assertTrue(log.getLines().get(0).getText().endsWith("disable time for the printk system itself."),
                log.getLines().get(0).getText());
        assertEquals("interval", log.getLines().get(1).getMeasurements().get(0).getKey());
        assertEquals("44816825", log.getLines().get(1).getMeasurements().get(0).getValue());
        assertEquals("22", log.getLines().get(1).getMeasurements().get(1).getValue());
    }
}
