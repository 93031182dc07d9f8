// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.TraceContents;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.model.TraceSet;

class HotspotAnalysisTest {

    @Test
    void seed001MostFrequentEndIs697SchedAndStartIs1302Inode() {
        HotspotReport report = new HotspotAnalysis(HotspotGrouping.LOCATION, 0).run(Seeds.classic(Seeds.SEED_001));
        Hotspot end = report.hotspots().stream().filter(h -> h.key().startsWith("end:")).findFirst().orElseThrow();
        assertEquals("end:697/sched.c", end.key());
        assertEquals(43, end.count());
        Hotspot start = report.hotspots().stream().filter(h -> h.key().startsWith("start:")).findFirst().orElseThrow();
        assertEquals("start:1302/inode.c", start.key());
        assertEquals(28, start.count());
        assertEquals(140, report.matched());
        assertEquals(280, report.hotspots().stream().mapToLong(Hotspot::count).sum());
    }

    @Test
    void seed001ByCauseCountsEveryRowOnce() {
        HotspotReport report = new HotspotAnalysis(HotspotGrouping.CAUSE, 0).run(Seeds.classic(Seeds.SEED_001));
        assertEquals(140, report.hotspots().stream().mapToLong(Hotspot::count).sum());
        assertEquals("BKL", report.hotspots().get(0).key());
    }

    @Test
    void seed000StepsOfAtLeast100usByFunction() {
        HotspotReport report = new HotspotAnalysis(HotspotGrouping.FUNCTION, 100_000).run(Seeds.classic(Seeds.SEED_000));
        Hotspot tsc = report.find("mark_offset_tsc").orElseThrow();
        // the two long delays of the mark_offset_tsc sequence: +0.131 ms and +0.145 ms
        assertEquals(2, tsc.count());
        assertEquals(276_000, tsc.totalNs());
        assertEquals(145_000, tsc.maxNs());
        Hotspot copy = report.find("__copy_to_user_ll").orElseThrow();
        assertEquals(549_000, copy.maxNs());
        assertTrue(report.hotspots().stream().allMatch(h -> h.maxNs() >= 100_000));
    }

    @Test
    void filesCountedApartMergeIntoOneHotspotPerKeyInSetOrder() {
        HotspotAnalysis analysis = new HotspotAnalysis(HotspotGrouping.FUNCTION, 0);
        HotspotReport once = analysis.run(Seeds.detected(Seeds.SEED_000));
        // seed 000 twice, and seed 004's irq-off list: each file counted on its own, then merged
        TraceSet set = Seeds.detected(Seeds.SEED_000, Seeds.SEED_004, Seeds.SEED_000);
        List<FileHotspots> counted = new ArrayList<>();
        HotspotReport merged = analysis.report(set, file -> {
            FileHotspots part = analysis.file(file);
            counted.add(part);
            return part;
        });
        assertEquals(3, counted.size());
        assertEquals(merged.hotspots(), analysis.run(set).hotspots());
        assertEquals(merged.hotspots().size(), merged.hotspots().stream().map(Hotspot::key).distinct().count());
        Hotspot copy = merged.find("__copy_to_user_ll").orElseThrow();
        Hotspot copyOnce = once.find("__copy_to_user_ll").orElseThrow();
        assertEquals(2 * copyOnce.count(), copy.count());
        assertEquals(2 * copyOnce.totalNs(), copy.totalNs());
        assertEquals(copyOnce.maxNs(), copy.maxNs());
        assertEquals(2 * copyOnce.traces().size(), copy.traces().size());
        List<String> labels = TraceContents.of(set).labels();
        assertEquals(copy.traces().stream().sorted(java.util.Comparator.comparingInt(labels::indexOf)).toList(),
                copy.traces(), "in set order");
        // seed 004: 11 of 20 rows attribute 113.036 ms to vprintk
        Hotspot vprintk = merged.find("vprintk").orElseThrow();
        assertEquals(11, vprintk.count());
        assertEquals(113_036_000, vprintk.totalNs());
        assertEquals(2 * once.considered() + 20, merged.considered());
    }

    @Test
    void markerGroupingKeepsTheMcountNumbers() {
        HotspotReport report = new HotspotAnalysis(HotspotGrouping.MARKER, 100_000).run(Seeds.classic(Seeds.SEED_000));
        assertEquals(131_000, report.find("mark_offset_tsc [2]").orElseThrow().maxNs());
        assertEquals(145_000, report.find("mark_offset_tsc [4]").orElseThrow().maxNs());
    }
}
