// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.timegraph.TimelineAnalysis;
import org.latscope.analysis.timegraph.TraceTimeline;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;

/**
 * {@link TimelineAnalysis#rowBytes} is what the explorer budgets a trace's row before it builds
 * it (it cuts a file it cannot analyse whole by it): it must not fall short of what a row keeps
 * on the heap, nor ask for much more. Many rows of one real trace, measured after collections.
 */
class TimelineFootprintTest {

    @Test
    void aV105TraceRowKeepsNoMoreThanItsBudget() {
        check("samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt", 20_000);
    }

    @Test
    void anEventsCaptureRowPerCpuKeepsNoMoreThanItsBudget() {
        check("samples/ftrace/events-latency-format.txt", 200);
    }

    private static void check(String path, int rows) {
        TraceSet set = Seeds.detected(path);
        LatencyTrace trace = TraceSets.latencyTraces(set).get(0);
        SymbolLookup symbols = TraceSets.symbols(set);
        TimelineAnalysis timeline = new TimelineAnalysis();
        long budget = TimelineAnalysis.rowBytes(trace);
        assertTrue(TimelineAnalysis.rowBytesAtMost(trace) >= budget, "the bound bounds it");
        timeline.trace(trace, "warm-up", symbols); // classes and constants, not rows
        List<TraceTimeline> kept = new ArrayList<>(rows);
        long before = liveHeap();
        for (int i = 0; i < rows; i++) {
            kept.add(timeline.trace(trace, "row " + i, symbols));
        }
        double perRow = (double) (liveHeap() - before) / rows;
        String figures = String.format("%s: %,d steps, %,.0f bytes a row kept, %,d budgeted", path, trace.getSteps().size(),
                perRow, budget);
        System.out.println(figures);
        assertTrue(perRow <= budget * 1.05, "the budget falls short: " + figures);
        assertTrue(budget <= perRow * 2, "the budget asks for too much: " + figures);
        assertTrue(kept.size() == rows);
    }

    private static long liveHeap() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}
