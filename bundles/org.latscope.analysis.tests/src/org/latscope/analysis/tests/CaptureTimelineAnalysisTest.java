// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.analysis.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;

import org.eclipse.core.runtime.RegistryFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.latscope.analysis.timeline.Capture;
import org.latscope.analysis.timeline.CaptureClock;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.analysis.timeline.CaptureTimelineAnalysis;
import org.latscope.analysis.timeline.TimelineBin;
import org.latscope.formats.ExtensionTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceSet;
import org.latscope.testdata.TestData;

/**
 * The capture timeline over a run folder laid out as seed 000's (run/batch/lt.NN, saved as
 * the traces arrived): the six real v1.x traces of the samples, with file times that repeat
 * the seed's observation: the first half of the traces takes 20 minutes, the second half 15.
 */
class CaptureTimelineAnalysisTest {

    private static final Instant START = Instant.parse("2004-09-03T20:00:00Z");

    /** Sample, header latency in us, capture time in seconds after START. */
    private static final Object[][] RUN = {
            { "old_v1.0.5_ksoftirqd_626us_nmi.txt", 626, 0 },
            { "old_v1.0_original_format_ingo_announcement_indented_elided.txt", 121, 600 },
            { "old_v1.1.5_smp_kjournald_415us_cpu1_2cpus.txt", 415, 1200 },
            { "old_v1.0.5_swapper_2888us_wrapped_line.txt", 2888, 1860 },
            { "old_v1.0.7_ksoftirqd_1537us_wakeup_pid_column_wrapped.txt", 1537, 1980 },
            { "old_v1.1.5_softirq_tasklet_928us_elided_with_commentary.txt", 928, 2100 }, };

    @TempDir
    Path dir;

    private Path runFolder(boolean keepTimes) throws IOException {
        Path batch = Files.createDirectories(dir.resolve("lt040903/NoAccel"));
        for (int i = 0; i < RUN.length; i++) {
            // named so that path order differs from capture order
            Path copy = batch.resolve("lt." + (RUN.length - i));
            Files.copy(TestData.path("samples/public/" + RUN[i][0]), copy);
            long seconds = keepTimes ? ((Integer) RUN[i][2]).longValue() : 0;
            Files.setLastModifiedTime(copy, FileTime.from(START.plusSeconds(seconds)));
        }
        return dir.resolve("lt040903");
    }

    private static TraceSet read(Path... paths) throws IOException {
        try (ExtensionTraceFormats formats = new ExtensionTraceFormats(RegistryFactory.getRegistry())) {
            return new TraceSetReader(formats.registry(), 2).read(List.of(paths), "timeline");
        }
    }

    @Test
    void fileTimesOrderTheRunAndShowTheLateBurst() throws IOException {
        CaptureTimeline t = new CaptureTimelineAnalysis().run(read(runFolder(true)), 7);
        assertEquals(CaptureClock.FILE_TIME, t.clock());
        assertEquals(START.toEpochMilli() * 1_000_000, t.startNs());
        assertEquals(2100_000_000_000L, t.spanNs());
        assertTrue(t.unplaced().isEmpty(), t.unplaced().toString());
        assertFalse(t.timesCollapsed());
        assertEquals(6, t.captures().size());
        for (int i = 0; i < RUN.length; i++) {
            Capture c = t.captures().get(i);
            assertTrue(c.trace().endsWith("lt." + (RUN.length - i)), c.trace());
            assertEquals("LatencyTrace", c.kind());
            assertEquals(((Integer) RUN[i][1]).longValue() * 1000, c.latencyNs(), c.trace());
            assertEquals(((Integer) RUN[i][2]).longValue() * 1_000_000_000L, c.offsetNs(), c.trace());
        }
        // 7 slices of 5 minutes: one trace in each of the 1st, 3rd and 5th, three in the last
        assertEquals(List.of(1, 0, 1, 0, 1, 0, 3), t.bins().stream().map(TimelineBin::count).toList());
        TimelineBin last = t.bins().get(6);
        assertEquals(1800_000_000_000L, last.startNs());
        assertEquals(2100_000_000_000L, last.endNs());
        assertEquals(2888_000L, last.maxLatencyNs());
        assertEquals(-1, t.bins().get(1).maxLatencyNs());
        // as seed 000 put it: the first traces take 20 minutes to collect, the last ones 15
        assertEquals(1200_000_000_000L, t.firstArrivedWithinNs(3));
        assertEquals(900_000_000_000L, t.lastArrivedWithinNs(3));
        assertEquals(2100_000_000_000L, t.lastArrivedWithinNs(6));
    }

    @Test
    void copiedFilesWithOneTimeAreFlagged() throws IOException {
        CaptureTimeline t = new CaptureTimelineAnalysis().run(read(runFolder(false)), 10);
        assertEquals(CaptureClock.FILE_TIME, t.clock());
        assertEquals(0, t.spanNs());
        assertTrue(t.timesCollapsed());
        assertEquals(6, t.bins().get(0).count());
        // ties keep path order
        assertTrue(t.captures().get(0).trace().endsWith("lt.1"), t.captures().get(0).trace());
    }

    @Test
    void ftraceDefaultFormatTracesArePlacedByTheirBootTimestamps() throws IOException {
        Path events = copy("samples/ftrace/events-default-format.txt", "events.txt", 0);
        Path sched = copy("samples/public/ftrace_txt2628_sched_switch.txt", "sched.txt", 3600);
        CaptureTimeline t = new CaptureTimelineAnalysis().run(read(events, sched), 2);
        assertEquals(CaptureClock.BOOT, t.clock());
        // first lines by hand: "240.132281: 3997:120:R + 4055:120:R" and "273.924508: hrtimer_expire_entry"
        assertEquals(240_132_281_000L, t.startNs());
        assertTrue(t.captures().get(0).trace().endsWith("sched.txt"));
        assertTrue(t.captures().get(1).trace().endsWith("events.txt"));
        assertEquals(33_792_227_000L, t.captures().get(1).offsetNs());
        assertEquals(-1, t.captures().get(1).latencyNs(), "a default-format stream reports no latency");
        assertFalse(t.timesCollapsed());
    }

    @Test
    void withoutATimestampOnEveryTraceFileTimesAreUsed() throws IOException {
        Path events = copy("samples/ftrace/events-default-format.txt", "events.txt", 60);
        Path vp = copy("samples/public/old_v1.0.5_ksoftirqd_626us_nmi.txt", "lt.1", 0);
        CaptureTimeline t = new CaptureTimelineAnalysis().run(read(events, vp), 2);
        assertEquals(CaptureClock.FILE_TIME, t.clock());
        assertEquals(List.of(0L, 60_000_000_000L), t.captures().stream().map(Capture::offsetNs).toList());
        assertTrue(t.captures().get(0).trace().endsWith("lt.1"));
    }

    @Test
    void aSetWithoutTimesPlacesNothing() {
        TraceSet set = Seeds.classic(Seeds.SEED_000);
        set.getFiles().forEach(f -> f.setLastModified(0));
        CaptureTimeline t = new CaptureTimelineAnalysis().run(set, 10);
        assertNull(t.clock());
        assertTrue(t.captures().isEmpty());
        assertEquals(8, t.unplaced().size(), "seed 000's 8 traces");
        assertTrue(t.bins().isEmpty());
    }

    private Path copy(String data, String name, long seconds) throws IOException {
        Path copy = Files.copy(TestData.path(data), dir.resolve(name));
        Files.setLastModifiedTime(copy, FileTime.from(START.plusSeconds(seconds)));
        return copy;
    }
}
