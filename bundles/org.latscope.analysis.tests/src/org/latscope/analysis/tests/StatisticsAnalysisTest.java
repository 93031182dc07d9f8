// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.DistributionBuilder;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.LogBucket;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.model.TraceSet;

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

    @Test
    void countedValuesGiveTheFiguresOfTheSortedValues() {
        Random random = new Random(5);
        for (int round = 0; round < 200; round++) {
            int n = 1 + random.nextInt(3_000);
            int distinct = 1 + random.nextInt(round % 2 == 0 ? 20 : 100_000); // repeated, or nearly all distinct
            long[] values = new long[n];
            DistributionBuilder whole = new DistributionBuilder(LatencyKind.STEP_DELTA);
            DistributionBuilder first = new DistributionBuilder(LatencyKind.STEP_DELTA);
            DistributionBuilder second = new DistributionBuilder(LatencyKind.STEP_DELTA);
            for (int i = 0; i < n; i++) {
                values[i] = random.nextInt(distinct) * 1_000L * (1 + random.nextInt(3));
                whole.add(values[i]);
                (i < n / 2 ? first : second).add(values[i]);
                if (i == n / 4) {
                    first.compact(); // a file's builder trimmed, then added to as a set's
                }
            }
            second.compact();
            assertEquals(second.build(), second.build(), "built again after its lookup was rebuilt");
            first.addAll(second);
            Distribution d = whole.build();
            assertEquals(d, first.build(), "a file's values added to a set's");
            Arrays.sort(values);
            assertEquals(n, d.count());
            assertEquals(values[0], d.minNs());
            assertEquals(values[n - 1], d.maxNs());
            assertEquals(Arrays.stream(values).sum() / (double) n, d.meanNs(), 1e-6);
            assertEquals(values[(int) Math.ceil(0.5 * n) - 1], d.p50Ns());
            assertEquals(values[(int) Math.ceil(0.9 * n - 1e-9) - 1], d.p90Ns());
            assertEquals(values[(int) Math.ceil(0.999 * n - 1e-9) - 1], d.p999Ns());
            assertEquals(n, d.buckets().stream().mapToLong(LogBucket::count).sum());
        }
    }

    @Test
    void filesMeasuredApartAddUpToTheSet() {
        StatisticsAnalysis analysis = new StatisticsAnalysis();
        TraceSet set = Seeds.detected(Seeds.SEED_000, Seeds.SEED_004, "samples/public/cyclictest_hist_rpi2_4.1.15-rt_10M_loops.txt",
                "samples/ftrace/events-default-format.txt", "samples/ftrace-6.1-rt/timerlat.txt",
                "samples/ftrace-6.1-rt/osnoise.txt", "samples/ftrace-6.1-rt/hwlat.txt");
        Statistics merged = analysis.report(set, analysis::file);
        Statistics whole = analysis.run(set);
        for (LatencyKind kind : LatencyKind.values()) {
            // no sample has preemptirq events: EventPairingTest pairs those
            if (kind != LatencyKind.IRQ_OFF && kind != LatencyKind.PREEMPT_OFF) {
                assertTrue(merged.of(kind).count() > 0, kind::toString);
            }
            assertEquals(whole.of(kind), merged.of(kind), kind::toString);
            assertEquals(whole.seriesOf(kind), merged.seriesOf(kind), kind::toString);
        }
        Statistics once = analysis.run(Seeds.detected(Seeds.SEED_000));
        Statistics twice = analysis.run(Seeds.detected(Seeds.SEED_000, Seeds.SEED_000));
        Distribution steps = once.of(LatencyKind.STEP_DELTA);
        Distribution doubled = twice.of(LatencyKind.STEP_DELTA);
        assertEquals(2 * steps.count(), doubled.count());
        assertEquals(steps.p50Ns(), doubled.p50Ns());
        assertEquals(steps.maxNs(), doubled.maxNs());
        assertEquals(steps.meanNs(), doubled.meanNs(), 1e-9);
    }
}
