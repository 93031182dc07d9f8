// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.stats.Distribution;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.LogBins;
import org.latscope.analysis.stats.SeriesStatistics;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.model.TraceSet;

class LogBinsTest {

    static final String RTLA = "samples/public/rtla_timerlat_hist_user_threads_3cpus.txt";
    static final String CYCLICTEST = "samples/cyclictest/histogram-i200-l5000.txt";

    @Test
    void cyclictestBucketsBecomeDrawableBinsOnWholeDecades() {
        Distribution d = new StatisticsAnalysis().run(Seeds.detected(CYCLICTEST)).of(LatencyKind.HISTOGRAM);
        LogBins bins = LogBins.of(d);
        assertEquals(d.buckets().size(), bins.size());
        long sum = 0;
        for (int i = 0; i < bins.size(); i++) {
            sum += bins.count(i);
            assertEquals(d.buckets().get(i).upperNs(), bins.upperNs(i));
        }
        assertEquals(d.count(), sum);
        // 12 us .. 495 us: [10 us, 20 us) first, [200 us, 500 us) last
        assertEquals(10_000, bins.lowerNs(0));
        assertEquals(500_000, bins.upperNs(bins.size() - 1));
        assertEquals(10_000, bins.axisMinNs());
        assertEquals(1_000_000, bins.axisMaxNs());
    }

    @Test
    void theFirstBucketFromZeroStartsAtATenthOfItsEnd() {
        LogBins bins = LogBins.points(new long[] { 0, 1_000, 2_000 }, new long[] { 5, 0, 7 }, 1_000);
        assertEquals(2, bins.size());
        assertEquals(100, bins.lowerNs(0));
        assertEquals(1_000, bins.upperNs(0));
        assertEquals(2_000, bins.lowerNs(1));
        assertEquals(7, bins.maxCount());
        assertEquals(100, bins.axisMinNs());
        assertEquals(10_000, bins.axisMaxNs());
    }

    @Test
    void rtlaSeriesAddUpToTheHistogramKind() {
        TraceSet set = Seeds.detected(RTLA);
        Statistics all = new StatisticsAnalysis().run(set);
        List<SeriesStatistics.Series> series = new SeriesStatistics().run(set);
        assertEquals(9, series.size());
        assertEquals("Thr-001", series.get(1).name());
        long count = series.stream().mapToLong(s -> s.distribution().count()).sum();
        assertEquals(all.of(LatencyKind.HISTOGRAM).count(), count);
        long max = series.stream().mapToLong(s -> s.distribution().maxNs()).max().orElseThrow();
        assertEquals(all.of(LatencyKind.HISTOGRAM).maxNs(), max);
        // Usr-001: 492150 of 600001 at 2 us
        SeriesStatistics.Series usr = series.get(2);
        assertEquals(600_001, usr.distribution().count());
        assertEquals(2_000, usr.distribution().p50Ns());
        assertEquals(492_150, usr.points().maxCount());
    }
}
