// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;

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
    void markerGroupingKeepsTheMcountNumbers() {
        HotspotReport report = new HotspotAnalysis(HotspotGrouping.MARKER, 100_000).run(Seeds.classic(Seeds.SEED_000));
        assertEquals(131_000, report.find("mark_offset_tsc [2]").orElseThrow().maxNs());
        assertEquals(145_000, report.find("mark_offset_tsc [4]").orElseThrow().maxNs());
    }
}
