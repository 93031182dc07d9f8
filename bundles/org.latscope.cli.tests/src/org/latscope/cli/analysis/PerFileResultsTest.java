// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.calls.FileCallTree;
import org.latscope.analysis.calls.NodeKind;
import org.latscope.analysis.hotspots.FileHotspots;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.nesting.FileNesting;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingReport;
import org.latscope.analysis.stats.FileStatistics;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.analysis.timeline.CaptureClock;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.analysis.timeline.CaptureTimelineAnalysis;
import org.latscope.analysis.timeline.FileCaptures;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.LatencyTrace;
import org.latscope.model.TraceSet;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/**
 * Hotspots, call trees, distributions, nesting and capture timelines computed file by file as the files are read, their steps then
 * dropped, are those of the whole set read and kept.
 */
class PerFileResultsTest {

    @Test
    void hotspotsOfFilesCountedAsReadAreThoseOfTheKeptSet() throws IOException {
        List<Path> paths = List.of(TestData.path("seeds"), TestData.path("samples/public"));
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(paths, "kept");
            assertTrue(TraceSets.stepCount(kept) > 500);
            for (HotspotGrouping grouping : HotspotGrouping.values()) {
                HotspotAnalysis analysis = new HotspotAnalysis(grouping, 1_000);
                PerFileResults<FileHotspots> files = new PerFileResults<>((file, names) -> analysis.file(file));
                TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(paths, "streamed");
                HotspotReport expected = analysis.run(kept);
                HotspotReport actual = analysis.report(streamed, files::get);
                assertTrue(expected.matched() > 0, grouping::id);
                assertEquals(expected.considered(), actual.considered(), grouping::id);
                assertEquals(expected.matched(), actual.matched(), grouping::id);
                assertEquals(expected.hotspots(), actual.hotspots(), grouping::id);
                List<LatencyTrace> traces = TraceSets.latencyTraces(streamed);
                assertTrue(traces.size() > 10);
                traces.forEach(t -> assertNull(t.getSteps(), "steps dropped once counted"));
            }
        }
    }

    @Test
    void callTreesOfFilesAttributedAsReadAreThatOfTheKeptSet() throws IOException {
        List<Path> paths = List.of(TestData.path("seeds"), TestData.path("samples"));
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(paths, "kept");
            CallTreeAnalysis analysis = new CallTreeAnalysis();
            PerFileResults<FileCallTree> files = new PerFileResults<>(analysis::file);
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(paths, "streamed");
            CallTree expected = analysis.run(kept);
            CallTree actual = analysis.report(streamed, files::get);
            assertTrue(expected.steps() > 500 && expected.rows() > 20, () -> expected.steps() + " steps, " + expected.rows() + " rows");
            assertTrue(expected.root().children().stream().anyMatch(n -> n.kind() == NodeKind.FUNCTION
                    && n.children().size() > 1), "paths, not only flat functions");
            assertEquals(expected, actual);
            TraceSets.latencyTraces(streamed).forEach(t -> assertNull(t.getSteps()));
        }
    }

    @Test
    void statisticsOfFilesMeasuredAsReadAreThoseOfTheKeptSet() throws IOException {
        List<Path> paths = List.of(TestData.path("seeds"), TestData.path("samples"));
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(paths, "kept");
            StatisticsAnalysis analysis = new StatisticsAnalysis();
            PerFileResults<FileStatistics> files = new PerFileResults<>((file, names) -> analysis.file(file));
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(paths, "streamed");
            Statistics expected = analysis.run(kept);
            for (LatencyKind kind : LatencyKind.values()) {
                assertTrue(expected.of(kind).count() > 0, kind::toString);
            }
            assertEquals(expected, analysis.report(streamed, files::get));
        }
    }

    @Test
    void captureTimelineOfFilesReadAsTheyComeIsThatOfTheKeptSet() throws IOException {
        // ftrace's default format places its traces by boot time, from their first steps
        List<List<Path>> inputs = List.of(List.of(TestData.path("samples/ftrace/events-default-format.txt")),
                List.of(TestData.path("samples/ftrace"), TestData.path("samples/public")));
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            for (List<Path> paths : inputs) {
                TraceSet kept = new TraceSetReader(formats.registry(), 2).read(paths, "kept");
                CaptureTimelineAnalysis analysis = new CaptureTimelineAnalysis();
                PerFileResults<FileCaptures> files = new PerFileResults<>((file, names) -> analysis.file(file));
                TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(paths, "streamed");
                CaptureTimeline expected = analysis.run(kept, 5);
                assertEquals(paths.size() == 1 ? CaptureClock.BOOT : CaptureClock.FILE_TIME, expected.clock());
                assertTrue(!expected.captures().isEmpty(), expected::toString);
                assertEquals(expected, analysis.report(streamed, 5, files::get));
            }
        }
    }

    @Test
    void nestingOfFilesFollowedAsReadIsThatOfTheKeptSet() throws IOException {
        // preempt counts (v1.0.x, NMI bits in 04010001) and ftrace flag columns
        List<Path> paths = List.of(TestData.path("seeds"), TestData.path("samples"));
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(paths, "kept");
            NestingAnalysis analysis = new NestingAnalysis();
            PerFileResults<FileNesting> files = new PerFileResults<>(analysis::file);
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(paths, "streamed");
            NestingReport expected = analysis.run(kept);
            assertTrue(expected.profiles().stream().anyMatch(p -> p.source().equals("ftrace-flags")));
            assertTrue(expected.profiles().stream().anyMatch(p -> p.context(NestingContext.NMI).maxDepth() > 0),
                    "an NMI entered through do_nmi");
            assertEquals(expected, analysis.report(streamed, files::get));
        }
    }
}
