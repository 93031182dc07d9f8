// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.DistributionBuilder;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.LogBucket;
import org.latscope.analysis.stats.StatisticsAnalysis;

class StatisticsAnalysisTest {

    @Test
    void seed004IrqOffRowsByHand() {
        Distribution d = new StatisticsAnalysis().run(Seeds.classic(Seeds.SEED_004)).of(LatencyKind.RECORD_LATENCY);
        // sorted: 150 150 151 156 157 157 158 345 3966 4072 4247 4248 4248 4260 6338 6439 6439 24343 24348 24348 us
        assertEquals(20, d.count());
        assertEquals(150_000, d.minNs());
        assertEquals(24_348_000, d.maxNs());
        assertEquals(5_936_000, d.meanNs(), 0.5); // 118720 us / 20
        assertEquals(4_072_000, d.p50Ns()); // rank 10
        assertEquals(24_343_000, d.p90Ns()); // rank 18
        assertEquals(24_348_000, d.p99Ns());
        assertEquals(24_348_000, d.p999Ns());
        assertEquals(List.of(new LogBucket(100_000, 200_000, 7), new LogBucket(200_000, 500_000, 1),
                new LogBucket(2_000_000, 5_000_000, 6), new LogBucket(5_000_000, 10_000_000, 3),
                new LogBucket(20_000_000, 50_000_000, 3)), d.buckets());
    }

    @Test
    void seed000TraceLatencies() {
        Distribution d = new StatisticsAnalysis().run(Seeds.classic(Seeds.SEED_000)).of(LatencyKind.TRACE_LATENCY);
        assertEquals(550_000, d.minNs());
    }

    @Test
    void weightedValuesCountTheirWeight() {
        DistributionBuilder b = new DistributionBuilder(LatencyKind.HISTOGRAM);
        b.add(1_000, 98);
        b.add(5_000, 1);
        b.add(9_000, 1);
        Distribution d = b.build();
        assertEquals(100, d.count());
        assertEquals(1_000, d.p90Ns());
        assertEquals(5_000, d.p99Ns());
        assertEquals(9_000, d.p999Ns());
        assertEquals(1_120, d.meanNs(), 1e-9);
    }
}
