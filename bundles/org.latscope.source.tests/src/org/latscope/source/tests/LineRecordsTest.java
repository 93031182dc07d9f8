// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.source.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.hotspots.Hotspot;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.model.TraceSet;
import org.latscope.source.LineRecords;
import org.latscope.source.SourceRefs;

/** The records behind a source line's references agree with the hotspot counts (as {@code latscope hotspots} prints them). */
class LineRecordsTest {

    @Test
    void seed001End697SchedGivesEveryWorstRowTheHotspotCounts() {
        TraceSet set = Traces.read(Traces.SEED_001);
        Hotspot end = new HotspotAnalysis(HotspotGrouping.LOCATION, 0).run(set).find("end:697/sched.c").orElseThrow();
        LineRecords records = LineRecords.find(set, List.of("end:697/sched.c"), () -> false);
        assertEquals(43, records.size());
        assertEquals(end.count(), records.size());
        assertEquals(end.totalNs(), IntStream.range(0, records.size()).mapToLong(records::ns).sum());
        assertEquals(end.maxNs(), IntStream.range(0, records.size()).mapToLong(records::ns).max().orElseThrow());
        for (int i = 0; i < records.size(); i++) {
            assertEquals(LineRecords.Kind.WORST_ROW, records.kind(i));
            assertEquals("end:697/sched.c", records.ref(i));
            assertTrue(records.line(i) > 0, "a worst-N row keeps its line of the trace file");
        }
        // rows in file order: lines strictly increase within the file
        assertTrue(IntStream.range(1, records.size()).allMatch(i -> records.file(i) != records.file(i - 1)
                || records.content(i) != records.content(i - 1) || records.line(i) > records.line(i - 1)));
    }

    @Test
    void seed004VprintkGivesItsIrqOffRows() {
        TraceSet set = Traces.read(Traces.SEED_004);
        Hotspot vprintk = new HotspotAnalysis(HotspotGrouping.FUNCTION, 0).run(set).find("vprintk").orElseThrow();
        LineRecords records = LineRecords.find(set, List.of("vprintk"), () -> false);
        long irqOff = IntStream.range(0, records.size()).filter(i -> records.kind(i) == LineRecords.Kind.IRQ_OFF_ROW).count();
        assertEquals(11, irqOff);
        assertEquals(vprintk.count(), records.size());
        assertEquals(113_036_000, IntStream.range(0, records.size()).mapToLong(records::ns).sum());
        assertEquals(24_348_000, records.ns(0));
        assertTrue(records.line(0) > 0);
    }

    @Test
    void seed000HeaderPointsAndMarkersAgreeWithTheirCounts() {
        TraceSet set = Traces.read("seeds/000_ccd2cb2fc6f710da.txt");
        SourceRefs refs = Traces.refs(set);
        assertFalse(refs.points().isEmpty());
        assertFalse(refs.markers().isEmpty());
        for (SourceRefs.Counted c : concat(refs.points(), refs.markers())) {
            LineRecords records = LineRecords.find(set, List.of(c.key()), () -> false);
            assertEquals(c.count(), records.size(), c.key());
            assertEquals(c.totalNs(), IntStream.range(0, records.size()).mapToLong(records::ns).sum(), c.key());
        }
        SourceRefs.Counted marker = refs.markers().get(0);
        LineRecords steps = LineRecords.find(set, List.of(marker.key()), () -> false);
        assertEquals(LineRecords.Kind.STEP, steps.kind(0));
        assertEquals(-1, steps.line(0), "steps keep no line of their file");
        assertTrue(steps.index(0) >= 0);
    }

    private static List<SourceRefs.Counted> concat(List<SourceRefs.Counted> a, List<SourceRefs.Counted> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }

    @Test
    void unknownReferencesAndCancellingGiveNothing() {
        TraceSet set = Traces.read(Traces.SEED_001);
        assertEquals(0, LineRecords.find(set, List.of("end:1/nowhere.c", "no_such_function"), () -> false).size());
        assertEquals(0, LineRecords.find(set, List.of("end:697/sched.c"), () -> true).size());
    }
}
