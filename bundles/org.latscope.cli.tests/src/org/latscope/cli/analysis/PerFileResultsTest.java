// SPDX-License-Identifier: EPL-2.0
// Copyright (c) 2026 Latscope contributors
package org.latscope.cli.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.latscope.analysis.calls.CallTree;
import org.latscope.analysis.calls.CallTreeAnalysis;
import org.latscope.analysis.calls.NodeKind;
import org.latscope.analysis.hotspots.HotspotAnalysis;
import org.latscope.analysis.hotspots.HotspotGrouping;
import org.latscope.analysis.hotspots.HotspotReport;
import org.latscope.analysis.nesting.NestingAnalysis;
import org.latscope.analysis.nesting.NestingContext;
import org.latscope.analysis.nesting.NestingReport;
import org.latscope.analysis.stats.LatencyKind;
import org.latscope.analysis.stats.Statistics;
import org.latscope.analysis.stats.StatisticsAnalysis;
import org.latscope.analysis.timeline.CaptureClock;
import org.latscope.analysis.timeline.CaptureTimeline;
import org.latscope.analysis.timeline.CaptureTimelineAnalysis;
import org.latscope.formats.InstalledTraceFormats;
import org.latscope.formats.TraceSetReader;
import org.latscope.model.TraceFile;
import org.latscope.model.TraceSet;
import org.latscope.model.steps.SymbolLookup;
import org.latscope.model.support.TraceSets;
import org.latscope.testdata.TestData;

/**
 * Every analysis computed file by file as the files are read, their steps then dropped, gives
 * what it gives over the whole set read and kept.
 */
class PerFileResultsTest {

    private static final List<Path> SEEDS_AND_SAMPLES = List.of(TestData.path("seeds"), TestData.path("samples"));

    /**
     * Reads {@code paths} twice, kept and streamed through {@code file}, and checks that
     * {@code report} over the streamed set equals {@code run} over the kept one.
     *
     * @return the result over the kept set, for the test's own checks
     */
    private static <R, X> X assertStreamedAsKept(List<Path> paths, BiFunction<TraceFile, SymbolLookup, R> file,
            Function<TraceSet, X> run, BiFunction<TraceSet, Function<TraceFile, R>, X> report) throws IOException {
        try (InstalledTraceFormats formats = new InstalledTraceFormats(PerFileResultsTest.class)) {
            TraceSet kept = new TraceSetReader(formats.registry(), 2).read(paths, "kept");
            PerFileResults<R> files = new PerFileResults<>(file);
            TraceSet streamed = new TraceSetReader(formats.registry(), 2, files).read(paths, "streamed");
            X expected = run.apply(kept);
            assertEquals(expected, report.apply(streamed, files::get));
            assertTrue(TraceSets.stepCount(kept) > 0);
            TraceSets.latencyTraces(streamed).forEach(t -> assertNull(t.getSteps(), "steps dropped once analysed"));
            return expected;
        }
    }

    @Test
    void hotspotsOfFilesCountedAsReadAreThoseOfTheKeptSet() throws IOException {
        for (HotspotGrouping grouping : HotspotGrouping.values()) {
            HotspotAnalysis analysis = new HotspotAnalysis(grouping, 1_000);
            HotspotReport expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, (file, names) -> analysis.file(file),
                    analysis::run, analysis::report);
            assertTrue(expected.matched() > 0, grouping::id);
        }
    }

    @Test
    void callTreesOfFilesAttributedAsReadAreThatOfTheKeptSet() throws IOException {
        CallTreeAnalysis analysis = new CallTreeAnalysis();
        CallTree expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, analysis::file, analysis::run, analysis::report);
        assertTrue(expected.steps() > 500 && expected.rows() > 20, () -> expected.steps() + " steps, " + expected.rows() + " rows");
        assertTrue(expected.root().children().stream().anyMatch(n -> n.kind() == NodeKind.FUNCTION && n.children().size() > 1),
                "paths, not only flat functions");
    }

    @Test
    void statisticsOfFilesMeasuredAsReadAreThoseOfTheKeptSet() throws IOException {
        StatisticsAnalysis analysis = new StatisticsAnalysis();
        Statistics expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, (file, names) -> analysis.file(file), analysis::run,
                analysis::report);
        for (LatencyKind kind : LatencyKind.values()) {
            assertTrue(expected.of(kind).count() > 0, kind::toString);
        }
    }

    @Test
    void captureTimelineOfFilesReadAsTheyComeIsThatOfTheKeptSet() throws IOException {
        // ftrace's default format places its traces by boot time, from their first steps
        CaptureTimelineAnalysis analysis = new CaptureTimelineAnalysis();
        CaptureTimeline boot = assertStreamedAsKept(List.of(TestData.path("samples/ftrace/events-default-format.txt")),
                (file, names) -> analysis.file(file), set -> analysis.run(set, 5), (set, files) -> analysis.report(set, 5, files));
        assertEquals(CaptureClock.BOOT, boot.clock());
        assertTrue(!boot.captures().isEmpty());
        CaptureTimeline fileTime = assertStreamedAsKept(SEEDS_AND_SAMPLES, (file, names) -> analysis.file(file),
                set -> analysis.run(set, 5), (set, files) -> analysis.report(set, 5, files));
        assertEquals(CaptureClock.FILE_TIME, fileTime.clock());
    }

    @Test
    void nestingOfFilesFollowedAsReadIsThatOfTheKeptSet() throws IOException {
        // preempt counts (v1.0.x, NMI bits in 04010001) and ftrace flag columns
        NestingAnalysis analysis = new NestingAnalysis();
        NestingReport expected = assertStreamedAsKept(SEEDS_AND_SAMPLES, analysis::file, analysis::run, analysis::report);
        assertTrue(expected.profiles().stream().anyMatch(p -> p.source().equals("ftrace-flags")));
        assertTrue(expected.profiles().stream().anyMatch(p -> p.context(NestingContext.NMI).maxDepth() > 0),
                "an NMI entered through do_nmi");
    }
}
