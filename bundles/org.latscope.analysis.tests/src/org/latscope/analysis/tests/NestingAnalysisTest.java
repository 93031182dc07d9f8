// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.TraceContents;
import org.latscope.analysis.nesting.ContextNesting;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingInterval;
import org.latscope.analysis.nesting.NestingProfile;
import org.latscope.analysis.nesting.NestingReport;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;

class NestingAnalysisTest {

    @Test
    void seed000MarkOffsetTscTraceReachesHardIrq1WithPreemptionDepth4() {
        TraceSet set = Seeds.classic(Seeds.SEED_000);
        LatencyTrace tsc = TraceSets.latencyTraces(set).get(1);
        TraceContents contents = TraceContents.of(set);
        String label = contents.labels().get(contents.contents().indexOf(tsc));
        NestingReport report = new NestingAnalysis().run(set);
        NestingProfile profile = report.find(label).orElseThrow();
        assertEquals("preempt-count", profile.source());
        ContextNesting hard = profile.context(NestingContext.HARDIRQ);
        ContextNesting preempt = profile.context(NestingContext.PREEMPT);
        assertEquals(1, hard.maxDepth());
        assertEquals(4, preempt.maxDepth());
        assertEquals(0, profile.context(NestingContext.SOFTIRQ).maxDepth());
        // 00010004 from 0.273 ms (spin_lock (<00000000>)) to 0.426 ms (first 00010003 again)
        assertEquals(153_000, preempt.timeAt(4));
        NestingInterval four = preempt.intervals().stream().filter(i -> i.depth() == 4).findFirst().orElseThrow();
        assertEquals(273_000, four.startNs());
        assertEquals(426_000, four.endNs());
        // the whole fragment is in one hard interrupt: 0.140 ms to 0.472 ms
        assertEquals(1, hard.intervals().size());
        assertEquals(332_000, hard.timeAt(1));
    }

    @Test
    void everyTraceWithPreemptCountsGetsAProfile() {
        NestingReport report = new NestingAnalysis().run(Seeds.classic(Seeds.SEED_000));
        assertEquals(8, report.profiles().size() + report.skipped());
        for (NestingProfile p : report.profiles()) {
            ContextNesting preempt = p.context(NestingContext.PREEMPT);
            long sum = preempt.timeAtDepthNs().stream().mapToLong(Long::longValue).sum();
            assertTrue(sum >= 0, p.trace());
        }
    }

    @Test
    void ksoftirqdSampleRunsPreemptActiveWithAnNmiAt620us() {
        NestingReport report = new NestingAnalysis().run(Seeds.classic("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt"));
        NestingProfile p = report.profiles().get(0);
        // 04000000 from the first step to __switch_to at 0.626 ms: PREEMPT_ACTIVE of 2.6.9
        // i386, not an NMI bit; then 00000001 until update_max_trace at 0.627 ms
        assertEquals(1, p.context(NestingContext.PREEMPT_ACTIVE).maxDepth());
        assertEquals(626_000, p.context(NestingContext.PREEMPT_ACTIVE).timeAt(1));
        assertEquals(1_000, p.context(NestingContext.PREEMPT_ACTIVE).timeAt(0));
        // do_nmi (sched_clock) at 0.620 ms enters hard irq level 1 (04010001) until
        // smp_apic_timer_interrupt at 0.623 ms drops back to 04000001
        ContextNesting nmi = p.context(NestingContext.NMI);
        assertEquals(1, nmi.maxDepth());
        assertEquals(new NestingInterval(1, 620_000, 623_000), nmi.intervals().get(0));
        assertEquals(1, p.context(NestingContext.HARDIRQ).maxDepth());
    }
}
