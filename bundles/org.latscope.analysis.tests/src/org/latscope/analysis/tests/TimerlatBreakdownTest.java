// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.events.TimerlatBreakdown;
import org.latscope.analysis.events.TimerlatBreakdown.Part;
import org.latscope.analysis.events.TimerlatBreakdown.What;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

/**
 * Where a timerlat thread latency went, on a trace laid out as tracefs prints {@code timerlat}
 * with sched, irq and timer events enabled: the lines are the kernel's forms (from the 6.1
 * PREEMPT_RT and 6.18 captures of the test data), the times chosen so that each part is known.
 */
class TimerlatBreakdownTest {

    private static final String TRACE = """
            # tracer: timerlat
            #
            #                                _-------=> irqs-off
            #                               / _------=> need-resched
            #                              | / _-----=> need-resched-lazy
            #                              || / _----=> hardirq/softirq
            #                              ||| / _---=> preempt-depth
            #                              |||| / _--=> preempt-lazy-depth
            #                              ||||| / _-=> migrate-disable
            #                              |||||| /
            #                              |||||||             ACTIVATION
            #           TASK-PID      CPU# |||||||   TIMESTAMP    ID            CONTEXT                LATENCY
            #              | |         |   |||||||      |         |                  |                       |
                      <idle>-0       [000] d..2...   100.000000: sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=stress next_pid=123 next_prio=120
                      stress-123     [000] d.h1...   100.000060: hrtimer_expire_entry: hrtimer=00000000a1b2c3d4 function=timerlat_irq now=100000060000
                      stress-123     [000] d.h1...   100.000065: #7     context    irq timer_latency     15000 ns
                      stress-123     [000] d.h2...   100.000068: sched_waking: comm=timerlat/0 pid=200 prio=4 target_cpu=000
                      stress-123     [000] dNh1...   100.000070: hrtimer_expire_exit: hrtimer=00000000a1b2c3d4
                      stress-123     [000] .Ns1...   100.000080: softirq_entry: vec=9 [action=RCU]
                      stress-123     [000] .Ns1...   100.000100: softirq_exit: vec=9 [action=RCU]
                      stress-123     [000] d.h1...   100.000105: irq_handler_entry: irq=29 name=ens3
                      stress-123     [000] d.h1...   100.000115: irq_handler_exit: irq=29 ret=handled
                      stress-123     [000] d..2...   100.000130: sched_switch: prev_comm=stress prev_pid=123 prev_prio=120 prev_state=R+ ==> next_comm=timerlat/0 next_pid=200 next_prio=4
                  timerlat/0-200     [000] .......   100.000135: #7     context thread timer_latency     85000 ns
            """;

    @Test
    void theWorstThreadLatencyIsTheTimersIrqTheInterferenceTheBlockingTaskAndTheThread(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("timerlat-events.txt"), TRACE);
        TraceSet set;
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            set = new TraceSetReader(formats.registry(), 1).read(List.of(file), "timerlat");
        }
        List<TimerlatBreakdown> breakdowns = TimerlatBreakdown.of(TraceSets.latencyTraces(set).get(0), TraceSets.symbols(set));
        assertEquals(1, breakdowns.size());
        TimerlatBreakdown b = breakdowns.get(0);
        assertEquals(0, b.cpu());
        assertEquals(85_000, b.threadLatencyNs());
        assertEquals(15_000, b.irqLatencyNs());
        assertEquals(100_000_050_000L, b.expiryNs());
        // from the expiry (50 us) to the sample (135 us): the timerlat irq 60-70, RCU 80-100, ens3
        // 105-115, stress ran the rest until its switch at 130 (80 us less those 40), the thread 5
        assertEquals(List.of(new Part(What.TIMERLAT_IRQ, "timerlat_irq", 10_000), new Part(What.IRQ, "irq=29 name=ens3", 10_000),
                new Part(What.SOFTIRQ, "RCU", 20_000), new Part(What.BLOCKING_THREAD, "stress-123", 40_000),
                new Part(What.THREAD, "timerlat/0-200", 5_000)), b.parts());
        assertEquals(b.threadLatencyNs(), b.parts().stream().mapToLong(Part::ns).sum());
    }

    @Test
    void aTimerlatTraceWithoutEventsHasNoBreakdown() {
        TraceSet set = Seeds.detected("samples/ftrace-6.1-rt/timerlat.txt");
        assertEquals(List.of(), TimerlatBreakdown.of(TraceSets.latencyTraces(set).get(0), TraceSets.symbols(set)));
    }
}
