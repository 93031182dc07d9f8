// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.compare.Comparison;
import org.latscope.analysis.compare.KeyChange;
import org.latscope.analysis.compare.KeyComparison;
import org.latscope.analysis.compare.RunComparison;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.stats.LatencyKind;

class RunComparisonTest {

    static final String KSOFTIRQD = "samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt";
    static final String SWAPPER = "samples/public/old_v1.0.5_swapper_2888us_wrapped_line.txt";

    @Test
    void ksoftirqdAgainstSwapperByFunction() {
        Comparison c = new RunComparison(HotspotGrouping.FUNCTION, 0).run(Seeds.classic(KSOFTIRQD), Seeds.classic(SWAPPER));
        // sched_clock: 1 step (+0.620 ms) in A; 2 steps (+0.000 ms) in B
        KeyComparison clock = c.find("sched_clock").orElseThrow();
        assertEquals(KeyChange.COMMON, clock.change());
        assertEquals(1, clock.countA());
        assertEquals(2, clock.countB());
        assertEquals(1, clock.countDelta());
        assertEquals(2.0, clock.countRatio());
        assertEquals(620_000, clock.maxA());
        assertEquals(0, clock.maxB());
        // preempt_schedule: 3 in A, 1 (try_to_wake_up) in B
        KeyComparison preempt = c.find("preempt_schedule").orElseThrow();
        assertEquals(-2, preempt.countDelta());
        assertEquals(1 / 3.0, preempt.countRatio(), 1e-12);
        // mark_offset_tsc (+2.878 ms) only in B, do_nmi only in A
        KeyComparison tsc = c.find("mark_offset_tsc").orElseThrow();
        assertEquals(KeyChange.NEW, tsc.change());
        assertEquals(2_878_000, tsc.maxB());
        assertTrue(Double.isNaN(tsc.countRatio()));
        assertEquals(KeyChange.VANISHED, c.find("do_nmi").orElseThrow().change());
        // the header latencies: 626 us against 2888 us
        assertEquals(626_000, c.distributions().get(LatencyKind.TRACE_LATENCY.ordinal()).a().maxNs());
        assertEquals(2_888_000, c.distributions().get(LatencyKind.TRACE_LATENCY.ordinal()).b().maxNs());
    }
}
