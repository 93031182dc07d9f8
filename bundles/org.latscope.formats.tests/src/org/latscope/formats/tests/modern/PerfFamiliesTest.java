// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.formats.tests.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.latscope.formats.tests.modern.ModernTraces.read;
import static org.latscope.formats.tests.modern.ModernTraces.readText;
import static org.latscope.formats.tests.modern.ModernTraces.reasons;
import static org.latscope.formats.tests.modern.ModernTraces.step;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.formats.modern.PerfSchedReaderFactory;
import org.latscope.formats.modern.PerfScriptReaderFactory;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceFile;
import org.latscope.model.steps.StepCursor;

/** perf sched latency layouts and perf script text, on real public samples. */
class PerfFamiliesTest {

    private static ResultTable table(TraceFile file, int index) {
        return (ResultTable) file.getContents().get(index);
    }

    private static ResultCell cell(ResultTable t, String test, String metric) {
        return t.getCells().stream().filter(c -> c.getTest().equals(test) && c.getMetric().equals(metric)).findFirst()
                .orElseThrow(() -> new AssertionError(test + " / " + metric + " in " + t.getMetrics()));
    }

    @Test
    void quotedTablesAreTwoTablesWithTheirOwnRows() throws IOException {
        TraceFile file = read(new PerfSchedReaderFactory(), "public/perf_sched_latency_joel_android_quoted_2tables.txt");
        assertEquals(2, file.getContents().size());
        ResultTable bad = table(file, 0);
        ResultTable good = table(file, 1);
        assertEquals(List.of("FinalizerDaemon:(2)", "HeapTaskDaemon:(3)", "adbd:(3)"), bad.getTests());
        assertEquals(List.of("HeapTaskDaemon:(2)", "surfaceflinger:7478", "ksoftirqd/3:30"), good.getTests());
        assertEquals(162.020, cell(bad, "FinalizerDaemon:(2)", "Maximum delay ms").getValue(), 1e-9);
        assertEquals(1294.327339, cell(bad, "FinalizerDaemon:(2)", "Maximum delay at").getValue(), 1e-9);
        assertEquals(4025, cell(good, "HeapTaskDaemon:(2)", "Switches").getValue());
        assertEquals(2, reasons(file).size(), reasons(file).toString()); // the two prose lines
    }

    @Test
    void headerlessRowsGetTheColumnsTheirPrefixesName() throws IOException {
        TraceFile file = read(new PerfSchedReaderFactory(), "public/perf_sched_latency_yriuns_headerless_elided_2rows.txt");
        ResultTable t = table(file, 0);
        assertEquals(List.of("Runtime ms", "Switches", "Average delay ms", "Maximum delay ms", "Maximum delay at"), t.getMetrics());
        assertEquals(List.of(":211677:211677", ":211670:211670"), t.getTests());
        assertEquals(630.267, cell(t, ":211677:211677", "Maximum delay ms").getValue(), 1e-9);
        assertEquals(2276, cell(t, ":211677:211677", "Switches").getValue());
        assertEquals(file.getLinesRead(), file.getLinesUsed() + 1); // the prompt
    }

    @Test
    void startEndLayoutKeepsBothTimes() throws IOException {
        TraceFile file = read(new PerfSchedReaderFactory(), "public/perf_sched_latency_xiaodongq_max_delay_start_end_layout.txt");
        ResultTable t = table(file, 0);
        assertEquals(List.of("Runtime ms", "Switches", "Avg delay ms", "Max delay ms", "Max delay start", "Max delay end"),
                t.getMetrics());
        assertEquals(7, t.getTests().size());
        assertEquals(24, cell(t, "mysqld:(24)", "Switches").getValue());
        assertEquals(0.138, cell(t, "NetworkManager:1200", "Runtime ms").getValue(), 1e-9);
        assertEquals("in:imjournal:1763", t.getTests().get(5));
    }

    @Test
    void layoutOf2010WithTrailingBlanks() throws IOException {
        TraceFile file = read(new PerfSchedReaderFactory(), "public/perf_sched_latency_wiki_2010_events_threads_trailing_spaces.txt");
        ResultTable t = table(file, 0);
        assertEquals(5, t.getTests().size());
        assertEquals(9804.958730, cell(t, "events/10:61", "Maximum delay at").getValue(), 1e-9);
        assertEquals(file.getLinesRead(), file.getLinesUsed());
    }

    @Test
    void rowWrappedByAMailerInsideDeepMixedQuotingIsJoined(@TempDir Path dir) throws IOException {
        String text = """
                > > -----------------------------------------------------------------------------------------------------------------
                >>> Task                  |   Runtime ms  | Switches | Average delay ms | Maximum delay ms | Maximum delay at       |
                > >> -----------------------------------------------------------------------------------------------------------------
                > > FinalizerDaemon:(2)   |     23.969 ms |      969 | avg:    0.504 ms | max:  162.020 ms | max at:
                > >   1294.327339 s
                > > adbd:(3)              |      6.101 ms |       79 | avg:    1.105 ms | max:   84.923 ms | max at:   1294.431284 s
                """;
        TraceFile file = readText(new PerfSchedReaderFactory(), dir, "wrapped.txt", text);
        ResultTable t = table(file, 0);
        assertEquals(List.of("FinalizerDaemon:(2)", "adbd:(3)"), t.getTests());
        assertEquals(1294.327339, cell(t, "FinalizerDaemon:(2)", "Maximum delay at").getValue(), 1e-9);
        assertEquals(List.of("5: Row wrapped onto this line by a mailer: joined to the line before"), reasons(file));
    }

    @Test
    void perfScriptEventsAreStepsPerCpuWithTaskAndPayload() throws IOException {
        TraceFile file = read(new PerfScriptReaderFactory(), "public/perf_script_xiaodongq_sched_prefixed_waking_migrate.txt");
        LatencyTrace trace = ModernTraces.onlyTrace(file);
        assertEquals(6, trace.getStepCount());
        StepCursor waking = step(trace, 1);
        assertEquals("sched_waking", waking.eventName());
        assertEquals(0, waking.cpu());
        assertEquals(35478, waking.pid());
        assertEquals("perf", waking.comm());
        assertEquals(605_084_480_473_000L, waking.timeNs());
        assertEquals("comm=migration/0 pid=12 prio=0 target_cpu=000", waking.payload());
        StepCursor migrate = step(trace, 4);
        assertEquals("sched_migrate_task", migrate.eventName());
        assertEquals("migration/0", migrate.comm());
        assertEquals(12, migrate.pid());
        assertEquals(List.of("1: Text that is not a perf script event line: not read"), reasons(file)); // the prompt
    }

    @Test
    void compactSchedPayloadsWithSwapperOnCpu9() throws IOException {
        TraceFile file = read(new PerfScriptReaderFactory(), "public/perf_script_yriuns_sched_compact_timewheel_cpu9.txt");
        LatencyTrace trace = ModernTraces.onlyTrace(file);
        assertEquals(12, trace.getStepCount());
        StepCursor wakeup = step(trace, 2);
        assertEquals("swapper", wakeup.comm());
        assertEquals(0, wakeup.pid());
        assertEquals(9, wakeup.cpu());
        assertEquals("TimeWheel.Routi:210771 [120] success=1 CPU:009", wakeup.payload());
        ModernTraces.assertClean(file);
    }

    @Test
    void brokenLinesAreNamedAndTheRestIsRead(@TempDir Path dir) throws IOException {
        String text = """
                    perf 35478 [000] 605084.480473:       sched:sched_waking: comm=migration/0 pid=12 prio=0 target_cpu=000
                    perf 35478 [0x0] 605084.480474: sched:sched_stat_runtime: comm=perf pid=35478
                    perf 35478 [000] 605084.480475:       sched_switch: prev_comm=perf prev_pid=35478 prev_prio=120 prev_state=R+ ==> next_comm=migration/0 next_pid=12 next_prio=0
                            ffffffff817297f0 __schedule ([kernel.kallsyms])
                """;
        TraceFile file = readText(new PerfScriptReaderFactory(), dir, "broken.txt", text);
        LatencyTrace trace = ModernTraces.onlyTrace(file);
        assertEquals(2, trace.getStepCount());
        assertEquals("sched_switch", step(trace, 1).eventName()); // without the sched: prefix
        assertEquals(List.of("__schedule"), step(trace, 1).stackFrames());
        assertEquals(List.of("2: Not a perf script event line (comm pid [cpu] time: event: payload expected): not read"), reasons(file));
        assertTrue(file.getDiagnostics().get(0).getText().contains("[0x0]"));
    }
}
