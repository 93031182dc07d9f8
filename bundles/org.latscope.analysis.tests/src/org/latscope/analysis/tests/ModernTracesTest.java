// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.calls.CallNode;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.nesting.NestingReport;

/** Call attribution and nesting on function_graph and ftrace latency-format samples. */
class ModernTracesTest {

    @Test
    void functionGraphGivesExactPathsAndSelfTimes() {
        CallTree tree = new CallTreeAnalysis().run(Seeds.detected("samples/public/ftrace_rst_function_graph_sys_open.txt"));
        CallNode getname = tree.root().find("sys_open", "do_sys_open", "getname").orElseThrow();
        // getname() 7.876 us, minus kmem_cache_alloc 2.478 us and strncpy_from_user 3.807 us
        assertEquals(7_876, getname.totalNs());
        assertEquals(1_591, getname.selfNs());
        CallNode fault = getname.find("strncpy_from_user", "might_fault").orElseThrow();
        assertEquals(2_553, fault.totalNs());
        assertEquals(1_164, fault.selfNs());
        assertEquals(1_389, fault.child("__might_sleep").orElseThrow().selfNs());
        // alloc_fd() is still open where the sample ends: only its three leaves count
        CallNode alloc = tree.root().find("sys_open", "do_sys_open", "alloc_fd").orElseThrow();
        assertEquals(668 + 570 + 586, alloc.totalNs());
        assertEquals(0, alloc.selfNs());
        // inverted: __might_sleep, called by kmem_cache_alloc (1.382) and might_fault (1.389)
        CallNode sleep = tree.inverted().child("__might_sleep").orElseThrow();
        assertEquals(2_771, sleep.totalNs());
        assertEquals(2, sleep.children().size());
    }

    @Test
    void ftraceLatencyFlagsGiveNesting() {
        NestingReport report = new NestingAnalysis().run(Seeds.detected("samples/public/ftrace_rst_preemptirqsoff_100us.txt"));
        assertEquals(1, report.profiles().size());
        NestingProfile p = report.profiles().get(0);
        assertEquals("ftrace-flags", p.source());
        // "d..." at 0 us, then "...1" from 100 us (_raw_spin_unlock_irqrestore): preempt-depth 1
        assertEquals(1, p.context(NestingContext.PREEMPT).maxDepth(), String.valueOf(p));
        assertEquals(100_000, p.context(NestingContext.PREEMPT).timeAt(0), String.valueOf(p));
        assertEquals(100_000, p.context(NestingContext.PREEMPT).intervals().get(0).startNs());
        assertEquals(0, p.context(NestingContext.HARDIRQ).maxDepth());
    }

    @Test
    void preemptRtLazyColumnsPutTheIrqContextInTheFourthFlag() {
        NestingReport report = new NestingAnalysis()
                .run(Seeds.detected("samples/public/ftrace_rt_irqsoff_253us_4.4.27-rt37_lazy_migrate_columns_full.txt"));
        NestingProfile p = report.profiles().get(0);
        assertEquals("ftrace-flags", p.source());
        // "0d..h1.." (CPU, then 7 flags): the h sits after need-resched-lazy. By awk over the file,
        // the steps whose fourth flag is h last 152 us up to the next step; depths reach 4 twice.
        assertEquals(1, p.context(NestingContext.HARDIRQ).maxDepth(), String.valueOf(p));
        assertEquals(152_000, p.context(NestingContext.HARDIRQ).timeAt(1), String.valueOf(p));
        assertEquals(4, p.context(NestingContext.PREEMPT).maxDepth(), String.valueOf(p));
        assertEquals(0, p.context(NestingContext.SOFTIRQ).maxDepth());
    }
}
