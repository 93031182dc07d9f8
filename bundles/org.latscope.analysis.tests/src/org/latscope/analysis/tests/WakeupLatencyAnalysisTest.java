// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.sched.SchedEvent;
import org.latscope.analysis.sched.TaskLatency;
import org.latscope.analysis.sched.WakeupLatencyAnalysis;
import org.latscope.model.LatencyTrace;
import org.latscope.model.ResultCell;
import org.latscope.model.ResultTable;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/** Wakeup-to-run latency of perf script events, against perf sched latency of the same recording. */
class WakeupLatencyAnalysisTest {

    private static final String SCRIPT = "samples/public/perf_script_yriuns_sched_compact_rpchandler_630ms.txt";
    private static final String TABLE = "samples/public/perf_sched_latency_yriuns_headerless_elided_2rows.txt";

    private static LatencyTrace trace(TraceSet set) {
        List<LatencyTrace> traces = TraceSets.latencyTraces(set);
        assertEquals(1, traces.size());
        return traces.get(0);
    }

    private static TaskLatency task(List<TaskLatency> tasks, int pid) {
        return tasks.stream().filter(t -> t.pid() == pid).findFirst().orElseThrow();
    }

    @Test
    void perfSchedScriptAndPerfSchedLatencyOfOneRecordingAgree() {
        TraceSet set = Seeds.detected(SCRIPT, TABLE);
        assertEquals("perf-script", set.getFiles().get(0).getFormatId());
        assertEquals("perf-sched", set.getFiles().get(1).getFormatId());
        TaskLatency computed = task(new WakeupLatencyAnalysis().run(trace(set)), 211677);
        ResultTable table = (ResultTable) set.getFiles().get(1).getContents().get(0);
        double maxMs = cell(table, ":211677:211677", "Maximum delay ms").getValue();
        double atS = cell(table, ":211677:211677", "Maximum delay at").getValue();
        assertEquals(630.267, maxMs, 1e-9);
        assertEquals(maxMs, computed.maxDelayNs() / 1e6, 1e-9, "max delay, ms");
        assertEquals(atS, computed.maxDelayAtNs() / 1e9, 1e-7, "max delay at, s");
        assertEquals(1_802_764_628_809_000L, computed.maxDelayStartNs());
        assertEquals("rpchandler", computed.comm());
    }

    @Test
    void perfsRuleIgnoresTheWakeupOfATaskNeverSeenSwitchedOut() {
        TraceSet set = Seeds.detected(SCRIPT);
        assertTrue(new WakeupLatencyAnalysis(false).run(trace(set)).stream().allMatch(t -> t.switches() == 0));
    }

    @Test
    void timeWheelWokenBySwapperWaitsTwoMicrosecondsThreeTimes() {
        TraceSet set = Seeds.detected("samples/public/perf_script_yriuns_sched_compact_timewheel_cpu9.txt");
        List<TaskLatency> tasks = new WakeupLatencyAnalysis(false).run(trace(set));
        TaskLatency wheel = task(tasks, 210771);
        assertEquals(3, wheel.switches());
        assertEquals(6_000, wheel.totalDelayNs());
        assertEquals(2_000, wheel.maxDelayNs());
        assertEquals(2_000.0, wheel.averageDelayNs(), 1e-9);
        assertEquals(1_802_765_163_069_000L, wheel.maxDelayAtNs());
        // switch deltas on CPU 9 (5 us + 6 us) plus sched_stat_runtime (2655 + 4047 + 3616 ns)
        assertEquals(11_000 + 10_318, wheel.runtimeNs());
        assertEquals("TimeWheel.Routi:210771", wheel.label());
        assertEquals(1, tasks.size(), "the idle task is left out");
    }

    @Test
    void preemptedTaskWaitsFromItsSwitchOutAndKeyValuePayloadsAreRead() {
        TraceSet set = Seeds.detected("samples/public/perf_script_xiaodongq_sched_prefixed_waking_migrate.txt");
        List<TaskLatency> tasks = new WakeupLatencyAnalysis().run(trace(set));
        // migration/0 (pid 12): woken at .480473, run at .480475
        TaskLatency migration = task(tasks, 12);
        assertEquals(1, migration.switches());
        assertEquals(2_000, migration.maxDelayNs());
        // perf (35478) left runnable (R+) at .480475 and was not run again in the excerpt
        assertEquals(0, task(tasks, 35478).switches());
        assertEquals(48_942 + 5_360, task(tasks, 35478).runtimeNs());
    }

    @Test
    void bothPayloadStylesAreUnderstood() {
        SchedEvent compact = SchedEvent.parse("sched_switch", "rpchandler:211674 [120] T ==> rpchandler:211677 [120]");
        assertNotNull(compact);
        assertEquals(211674, compact.prevPid());
        assertEquals("T", compact.prevState());
        assertEquals(211677, compact.pid());
        SchedEvent keyValue = SchedEvent.parse("sched_switch",
                "prev_comm=kworker/3:1 prev_pid=170 prev_prio=120 prev_state=R+ ==> next_comm=swapper/3 next_pid=0 next_prio=120");
        assertEquals("kworker/3:1", keyValue.prevComm());
        assertEquals("R+", keyValue.prevState());
        assertEquals(0, keyValue.pid());
        assertEquals(13418, SchedEvent.parse("sched_waking", "comm=perf pid=13418 prio=120 target_cpu=009").pid());
        assertEquals(35478, SchedEvent.parse("sched_migrate_task", "comm=perf pid=35478 prio=120 orig_cpu=0 dest_cpu=1").pid());
        assertEquals(null, SchedEvent.parse("sched_switch", "garbage"));
        assertEquals(null, SchedEvent.parse("irq_handler_entry", "irq=5"));
    }

    private static ResultCell cell(ResultTable table, String test, String metric) {
        return table.getCells().stream().filter(c -> c.getTest().equals(test) && c.getMetric().equals(metric)).findFirst()
                .orElseThrow(() -> new AssertionError(test + " " + metric + " in " + table.getMetrics()));
    }
}
